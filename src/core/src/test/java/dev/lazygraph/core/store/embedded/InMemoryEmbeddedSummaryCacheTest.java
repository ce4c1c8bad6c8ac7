package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.SummaryCacheContract;

class InMemoryEmbeddedSummaryCacheTest extends SummaryCacheContract {
    @Override
    protected SummaryCache newCache() {
        return EmbeddedSummaryCache.inMemory();
    }
}
