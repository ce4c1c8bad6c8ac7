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
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A store that keeps passage vectors keeps exactly those of each document's stored revision: an overwrite
 * replaces them, a delete removes them, a document stored without vectors has none; asked for the vectors of
 * some candidate chunks, it returns at least all of theirs (it may return the whole collection's).
 */
public abstract class PassageVectorsContract {
    private static final String C = "vectors";

    protected abstract GraphStore newStore() throws Exception;

    /** Two passages on the first chunk, one on each further chunk. */
    private static DocumentIndex withVectors(String key, long seed, int sentences, float first) {
        DocumentIndex index = GeneratedDocuments.index(new DocumentId(C, key), seed, sentences);
        List<PassageVector> passages = new ArrayList<>();
        passages.add(new PassageVector(0, 0, 10, Int8Vector.of(new float[] {first, 0.5f, -0.25f})));
        passages.add(new PassageVector(0, 11, 20, Int8Vector.of(new float[] {0.1f, -0.9f, 0.3f})));
        for (int chunk = 1; chunk < index.chunks().size(); chunk++) {
            passages.add(new PassageVector(chunk, 0, 5, Int8Vector.of(new float[] {chunk, first, 0.2f})));
        }
        return index.withVectors(new DocumentVectors("model-1", passages));
    }

    private static List<String> chunkIds(DocumentIndex... indexes) {
        return Stream.of(indexes).flatMap(index -> index.chunks().stream()).map(IndexedChunk::id).toList();
    }

    @Test
    void vectorsFollowTheStoredRevision() throws Exception {
        GraphStore store = newStore();
        assertTrue(store.keepsPassageVectors(), "a store that keeps vectors says so, or ingest never embeds for it");
        DocumentIndex a = withVectors("a.txt", 1, 6, 0.8f);
        DocumentIndex plain = GeneratedDocuments.index(new DocumentId(C, "plain.txt"), 2, 5);
        store.put(a);
        store.put(plain);
        List<DenseIndex.Stored> stored = store.passageVectors(C, chunkIds(a, plain));
        assertEquals(1, stored.size(), "a document stored without vectors has none");
        assertEquals(a.revision(), stored.get(0).revision());
        assertEquals("model-1", stored.get(0).vectors().model());
        assertEquals(a.vectors().passages().size(), stored.get(0).vectors().passages().size());
        PassageVector second = stored.get(0).vectors().passages().stream().filter(p -> p.start() == 11).findFirst()
                .orElseThrow();
        assertArrayEquals(a.vectors().passages().get(1).vector().values(), second.vector().values());
        assertEquals(a.vectors().passages().get(1).vector().scale(), second.vector().scale());

        DocumentIndex a2 = withVectors("a.txt", 3, 6, -0.7f);
        store.put(a2);
        stored = store.passageVectors(C, chunkIds(a, a2));
        assertEquals(1, stored.size(), "the replaced revision's vectors are gone");
        assertEquals(a2.revision(), stored.get(0).revision());
        assertArrayEquals(a2.vectors().passages().get(0).vector().values(),
                stored.get(0).vectors().passages().stream().filter(p -> p.chunk() == 0 && p.start() == 0).findFirst()
                        .orElseThrow().vector().values(), "the overwrite's vectors, not the old ones");

        store.delete(a2.id());
        assertTrue(store.passageVectors(C, chunkIds(a, a2)).isEmpty(), "a deleted document's vectors are gone");
    }

    @Test
    void theCandidatesVectorsAreAllThere() throws Exception {
        GraphStore store = newStore();
        DocumentIndex a = withVectors("long.txt", 4, 60, 0.3f);
        assertTrue(a.chunks().size() > 2, "the generated document spans several chunks");
        store.put(a);
        String last = a.chunks().get(a.chunks().size() - 1).id();
        List<DenseIndex.Stored> stored = store.passageVectors(C, List.of(last, "no-such-chunk"));
        DenseIndex index = DenseIndex.of(stored, "model-1");
        int ordinal = a.chunks().size() - 1;
        assertTrue(index.vectorOf(last, 0).isPresent(), "the candidate's passage vector is read");
        assertArrayEquals(Int8Vector.of(new float[] {ordinal, 0.3f, 0.2f}).values(),
                index.vectorOf(last, 0).orElseThrow().values());
    }

    /** A caller's view ranks by meaning only the passages of documents it may read: nothing hidden crowds it. */
    @Test
    void aViewHoldsOnlyTheVectorsOfDocumentsItsCallerMayRead() throws Exception {
        GraphStore store = newStore();
        DocumentIndex open = withVectors("open.txt", 1, 6, 0.8f);
        store.put(open);
        DocumentIndex hidden = withVectors("hr/pay.txt", 2, 6, 0.6f);
        store.put(new DocumentIndex(hidden.id(), hidden.revision(), hidden.title(), hidden.words(), hidden.chunks(),
                DocumentMetadata.ofGroups(List.of("hr")), hidden.vectors()));
        List<String> candidates = chunkIds(open, hidden);
        int all = open.vectors().passages().size() + hidden.vectors().passages().size();
        assertEquals(all, new GraphView(store, C, ReadScope.EVERYTHING).denseIndex("model-1", candidates).size());
        assertEquals(all, new GraphView(store, C, ReadScope.of(Caller.inGroups(List.of("hr"))))
                .denseIndex("model-1", candidates).size());
        assertEquals(open.vectors().passages().size(), new GraphView(store, C, ReadScope.of(Caller.ANONYMOUS))
                .denseIndex("model-1", candidates).size(), "the hidden document's passages are left out");
    }
}
