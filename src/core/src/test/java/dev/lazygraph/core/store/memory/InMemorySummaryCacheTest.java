package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.SummaryCacheContract;

class InMemorySummaryCacheTest extends SummaryCacheContract {
    @Override
    protected SummaryCache newCache() {
        return new InMemorySummaryCache();
    }
}
