package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;

class InMemoryGraphStoreTest extends GraphStoreContract {
    @Override
    protected GraphStore newStore() {
        return new InMemoryGraphStore();
    }
}
