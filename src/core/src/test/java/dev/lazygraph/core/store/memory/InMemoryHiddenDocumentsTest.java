package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.access.HiddenDocumentsContract;

/** A hidden document weighs in nowhere, on the in-memory store and caches. */
class InMemoryHiddenDocumentsTest extends HiddenDocumentsContract {
    @Override
    protected Stores newStores() {
        return new Stores(new InMemoryGraphStore(), new InMemorySummaryCache(), new InMemoryVerdictCache());
    }
}
