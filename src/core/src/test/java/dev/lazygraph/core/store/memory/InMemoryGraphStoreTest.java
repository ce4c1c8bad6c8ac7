package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;

class InMemoryGraphStoreTest extends GraphStoreContract<InMemoryGraphStore> {
    @Override
    protected InMemoryGraphStore newStore() {
        return new InMemoryGraphStore();
    }
}
