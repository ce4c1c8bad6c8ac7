package dev.lazygraph.core.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.embed.DocumentVectors;
import dev.lazygraph.core.embed.Int8Vector;
import dev.lazygraph.core.embed.PassageVector;
import dev.lazygraph.core.query.graph.GraphView;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A store that keeps passage vectors keeps exactly those of each document's stored revision: an overwrite
 * replaces them, a delete removes them, a document stored without vectors has none.
 */
public abstract class PassageVectorsContract {
    private static final String C = "vectors";

    protected abstract GraphStore newStore() throws Exception;

    private static DocumentIndex withVectors(String key, long seed, float first) {
        DocumentIndex index = GeneratedDocuments.index(new DocumentId(C, key), seed, 6);
        return index.withVectors(new DocumentVectors("model-1", List.of(
                new PassageVector(0, 0, 10, Int8Vector.of(new float[] {first, 0.5f, -0.25f})),
                new PassageVector(0, 11, 20, Int8Vector.of(new float[] {0.1f, -0.9f, 0.3f})))));
    }

    @Test
    void vectorsFollowTheStoredRevision() throws Exception {
        GraphStore store = newStore();
        assertTrue(store.keepsPassageVectors(), "a store that keeps vectors says so, or ingest never embeds for it");
        DocumentIndex a = withVectors("a.txt", 1, 0.8f);
        store.put(a);
        store.put(GeneratedDocuments.index(new DocumentId(C, "plain.txt"), 2, 5));
        List<DenseIndex.Stored> stored = store.passageVectors(C);
        assertEquals(1, stored.size(), "a document stored without vectors has none");
        assertEquals(a.revision(), stored.get(0).revision());
        assertEquals("model-1", stored.get(0).vectors().model());
        assertArrayEquals(a.vectors().passages().get(1).vector().values(),
                stored.get(0).vectors().passages().get(1).vector().values());
        assertEquals(11, stored.get(0).vectors().passages().get(1).start());

        DocumentIndex a2 = withVectors("a.txt", 3, -0.7f);
        store.put(a2);
        stored = store.passageVectors(C);
        assertEquals(1, stored.size());
        assertEquals(a2.revision(), stored.get(0).revision());
        assertArrayEquals(a2.vectors().passages().get(0).vector().values(),
                stored.get(0).vectors().passages().get(0).vector().values(), "the overwrite's vectors, not the old ones");

        store.delete(a2.id());
        assertTrue(store.passageVectors(C).isEmpty(), "a deleted document's vectors are gone");
    }

    /** A caller's view ranks by meaning only the passages of documents it may read: nothing hidden crowds it. */
    @Test
    void aViewHoldsOnlyTheVectorsOfDocumentsItsCallerMayRead() throws Exception {
        GraphStore store = newStore();
        store.put(withVectors("open.txt", 1, 0.8f));
        DocumentIndex hidden = withVectors("hr/pay.txt", 2, 0.6f);
        store.put(new DocumentIndex(hidden.id(), hidden.revision(), hidden.title(), hidden.words(), hidden.chunks(),
                DocumentMetadata.ofGroups(List.of("hr")), hidden.vectors()));
        assertEquals(4, new GraphView(store, C, ReadScope.EVERYTHING).denseIndex("model-1").size());
        assertEquals(4, new GraphView(store, C, ReadScope.of(Caller.inGroups(List.of("hr")))).denseIndex("model-1")
                .size());
        assertEquals(2, new GraphView(store, C, ReadScope.of(Caller.ANONYMOUS)).denseIndex("model-1").size(),
                "the hidden document's two passages are left out");
    }
}
