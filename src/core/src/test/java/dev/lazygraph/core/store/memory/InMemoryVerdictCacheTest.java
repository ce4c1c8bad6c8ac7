package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCacheContract;

class InMemoryVerdictCacheTest extends VerdictCacheContract {
    @Override
    protected VerdictCache newCache() {
        return new InMemoryVerdictCache();
    }
}
