package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.access.ReadScopeContract;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;

/** The permissions contract on the in-memory stores (the {@code memory} store kind). */
class InMemoryReadScopeTest extends ReadScopeContract {
    @Override
    protected GraphStore newStore() {
        return new InMemoryGraphStore();
    }

    @Override
    protected SummaryCache newSummaryCache() {
        return new InMemorySummaryCache();
    }

    @Override
    protected VerdictCache newVerdictCache() {
        return new InMemoryVerdictCache();
    }
}
