package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.PassageVectorsContract;

class InMemoryPassageVectorsTest extends PassageVectorsContract {
    @Override
    protected GraphStore newStore() {
        return new InMemoryGraphStore();
    }
}
