package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;

class EmbeddedGraphStoreInMemoryTest extends GraphStoreContract {
    @Override
    protected GraphStore newStore() {
        return EmbeddedGraphStore.inMemory();
    }
}
