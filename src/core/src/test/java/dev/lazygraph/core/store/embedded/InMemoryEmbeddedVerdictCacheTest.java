package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCacheContract;

class InMemoryEmbeddedVerdictCacheTest extends VerdictCacheContract {
    @Override
    protected VerdictCache newCache() {
        return EmbeddedVerdictCache.inMemory();
    }
}
