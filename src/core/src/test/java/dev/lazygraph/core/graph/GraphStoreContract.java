package dev.lazygraph.core.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The behaviour every {@link GraphStore} must show, run against each implementation by extending this
 * class (other modules get it from the lazygraph-core test-jar). The documents are real indexes built by
 * the production parser, chunker and OpenNLP analyzer; the expected graphs come from {@link ExpectedGraph}.
 */
public abstract class GraphStoreContract {
    protected static final String COLLECTION = "contract";
    protected static final String OTHER_COLLECTION = "contract-other";

    private static DocumentIndex docA;
    private static DocumentIndex docA2;
    private static DocumentIndex docB;
    private static DocumentIndex docC;

    /** A new, empty store, independent of every other store this method returned. */
    protected abstract GraphStore newStore() throws Exception;

    /** Called after each test, to release what {@link #newStore()} created. */
    protected void cleanup() throws Exception {
    }

    @AfterEach
    final void releaseStores() throws Exception {
        cleanup();
    }

    @BeforeAll
    static void buildDocuments() {
        docA = GeneratedDocuments.index(new DocumentId(COLLECTION, "pioneers/a.txt"), 1, 14);
        docA2 = GeneratedDocuments.index(new DocumentId(COLLECTION, "pioneers/a.txt"), 2, 11);
        docB = GeneratedDocuments.index(new DocumentId(COLLECTION, "pioneers/b.txt"), 3, 12);
        docC = GeneratedDocuments.index(new DocumentId(COLLECTION, "machines/c.txt"), 4, 9);
    }

    @Test
    void generatedDocumentsOverlapSoThatSubtractionMatters() {
        assertTrue(docA.chunks().size() > 1, "several chunks per document");
        assertFalse(docA.revision().equals(docA2.revision()), "A' is a new revision");
        Set<String> shared = concepts(docA);
        shared.retainAll(concepts(docB));
        assertFalse(shared.isEmpty(), "A and B share concepts");
        Set<Edge> sharedEdges = new HashSet<>(uncounted(ExpectedGraph.of(List.of(docA)).edges()));
        sharedEdges.retainAll(uncounted(ExpectedGraph.of(List.of(docB)).edges()));
        assertFalse(sharedEdges.isEmpty(), "A and B share co-occurrence edges");
    }

    @Test
    void snapshotHoldsExactlyTheDocumentsContributions() throws Exception {
        GraphStore store = newStore();
        assertEquals(PutResult.CREATED, store.put(docA));
        assertEquals(PutResult.CREATED, store.put(docB));
        assertEquals(PutResult.CREATED, store.put(docC));
        assertEquals(ExpectedGraph.of(List.of(docA, docB, docC)), store.snapshot(COLLECTION));
    }

    @Test
    void queriesAgreeWithTheSnapshot() throws Exception {
        GraphStore store = newStore();
        store.put(docA);
        store.put(docB);
        StoreSnapshot snapshot = store.snapshot(COLLECTION);

        assertEquals(snapshot.stats(), store.stats(COLLECTION));
        assertEquals(snapshot.documents(), store.documents(COLLECTION));
        assertEquals(docA.record(), store.document(docA.id()).orElseThrow());
        List<String> terms = new ArrayList<>(snapshot.termPostings().keySet());
        terms.add("no-such-term");
        assertEquals(snapshot.termPostings(), sortedPostings(store.termPostings(COLLECTION, terms)));
        List<String> concepts = snapshot.concepts().stream().map(ConceptStats::concept).toList();
        assertEquals(snapshot.conceptPostings(), sortedPostings(store.conceptPostings(COLLECTION, concepts)));
        assertEquals(snapshot.concepts().stream().collect(Collectors.toMap(ConceptStats::concept, c -> c)),
                store.concepts(COLLECTION, concepts));
        assertEquals(new HashSet<>(snapshot.edges()), new HashSet<>(store.edgesAmong(COLLECTION, concepts)));

        List<String> some = concepts.subList(0, concepts.size() / 2);
        Set<Edge> expectedAmong = snapshot.edges().stream()
                .filter(edge -> some.contains(edge.a()) && some.contains(edge.b()))
                .collect(Collectors.toSet());
        assertEquals(expectedAmong, new HashSet<>(store.edgesAmong(COLLECTION, some)));

        List<String> ids = List.of(docB.chunks().get(1).id(), "no-such-chunk", docA.chunks().get(0).id());
        assertEquals(Set.of(docB.chunks().get(1), docA.chunks().get(0)),
                new HashSet<>(store.chunks(COLLECTION, ids)));
    }

    @Test
    void addingTwoAndDeletingOneEqualsAddingTheOtherAlone() throws Exception {
        GraphStore store = newStore();
        store.put(docA);
        store.put(docB);
        assertTrue(store.delete(docA.id()));

        GraphStore fresh = newStore();
        fresh.put(docB);
        assertEquals(fresh.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of(docB)), store.snapshot(COLLECTION));
        assertTrue(store.document(docA.id()).isEmpty());
        Set<String> onlyInA = concepts(docA);
        onlyInA.removeAll(concepts(docB));
        assertTrue(store.concepts(COLLECTION, onlyInA).isEmpty(), "concepts only A mentioned are gone");
    }

    @Test
    void overwritingEqualsAddingTheNewRevisionAlone() throws Exception {
        GraphStore store = newStore();
        store.put(docA);
        store.put(docB);
        assertEquals(PutResult.REPLACED, store.put(docA2));

        GraphStore fresh = newStore();
        fresh.put(docB);
        fresh.put(docA2);
        assertEquals(fresh.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of(docA2, docB)), store.snapshot(COLLECTION));
        assertEquals(docA2.revision(), store.document(docA.id()).orElseThrow().revision());
    }

    @Test
    void theSameRevisionAgainChangesNothing() throws Exception {
        GraphStore store = newStore();
        store.put(docA);
        store.put(docB);
        StoreSnapshot before = store.snapshot(COLLECTION);
        assertEquals(PutResult.UNCHANGED, store.put(docA));
        assertEquals(before, store.snapshot(COLLECTION));
    }

    @Test
    void countsThatReachZeroDisappear() throws Exception {
        GraphStore store = newStore();
        store.put(docA);
        store.put(docB);
        store.put(docA2);
        assertTrue(store.delete(docA.id()));
        assertTrue(store.delete(docB.id()));
        assertFalse(store.delete(docB.id()), "a second delete finds nothing");

        assertEquals(ExpectedGraph.of(List.of()), store.snapshot(COLLECTION));
        assertEquals(CorpusStats.EMPTY, store.stats(COLLECTION));
        assertTrue(store.documents(COLLECTION).isEmpty());
        Set<String> concepts = concepts(docA);
        concepts.addAll(concepts(docB));
        assertTrue(store.concepts(COLLECTION, concepts).isEmpty());
        assertTrue(store.conceptPostings(COLLECTION, concepts).isEmpty());
        assertTrue(store.edgesAmong(COLLECTION, concepts).isEmpty());
        assertTrue(store.termPostings(COLLECTION, docA.chunks().get(0).termFrequencies().keySet()).isEmpty());
        assertTrue(store.chunks(COLLECTION, List.of(docA.chunks().get(0).id())).isEmpty());
    }

    @Test
    void collectionsAreIsolated() throws Exception {
        DocumentIndex inOther = GeneratedDocuments.index(new DocumentId(OTHER_COLLECTION, docA.id().key()), 1, 14);
        GraphStore store = newStore();
        store.put(docA);
        store.put(inOther);
        assertEquals(ExpectedGraph.of(List.of(inOther)), store.snapshot(OTHER_COLLECTION));
        assertTrue(store.delete(inOther.id()));

        GraphStore fresh = newStore();
        fresh.put(docA);
        assertEquals(fresh.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of()), store.snapshot(OTHER_COLLECTION));
        assertTrue(store.document(docA.id()).isPresent());
    }

    @Test
    void concurrentPutsOfDifferentDocumentsKeepExactCounts() throws Exception {
        List<DocumentIndex> documents = List.of(docA, docB, docC);
        GraphStore store = newStore();
        ExecutorService pool = Executors.newFixedThreadPool(documents.size());
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<PutResult>> results = new ArrayList<>();
            for (DocumentIndex document : documents) {
                results.add(pool.submit(() -> {
                    start.await();
                    return store.put(document);
                }));
            }
            start.countDown();
            for (Future<PutResult> result : results) {
                assertEquals(PutResult.CREATED, result.get(2, TimeUnit.MINUTES));
            }
        } finally {
            pool.shutdownNow();
        }
        GraphStore sequential = newStore();
        documents.forEach(sequential::put);
        assertEquals(sequential.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(documents), store.snapshot(COLLECTION));
    }

    private static Set<String> concepts(DocumentIndex index) {
        Set<String> concepts = new HashSet<>();
        index.chunks().forEach(chunk -> concepts.addAll(chunk.conceptCounts().keySet()));
        return concepts;
    }

    private static Set<Edge> uncounted(List<Edge> edges) {
        return edges.stream().map(edge -> new Edge(edge.a(), edge.b(), 0)).collect(Collectors.toSet());
    }

    private static Map<String, List<Posting>> sortedPostings(Map<String, List<Posting>> postings) {
        Map<String, List<Posting>> sorted = new TreeMap<>();
        postings.forEach((key, list) -> sorted.put(key, list.stream()
                .sorted(Comparator.comparing(Posting::chunkId)).toList()));
        return sorted;
    }
}
