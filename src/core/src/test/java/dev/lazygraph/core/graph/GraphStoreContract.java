package dev.lazygraph.core.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.DocumentRevision;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.testing.Concurrently;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The behaviour every {@link GraphStore} must show, run against each implementation by extending this
 * class (other modules get it from the lazygraph-core test-jar). The documents are real indexes built by
 * the production parser, chunker and OpenNLP analyzer; the expected graphs come from {@link ExpectedGraph}.
 */
public abstract class GraphStoreContract<S extends GraphStore & GraphSnapshots> {
    protected static final String COLLECTION = "contract";
    protected static final String OTHER_COLLECTION = "contract-other";

    private static DocumentIndex docA;
    private static DocumentIndex docA2;
    private static DocumentIndex docB;
    private static DocumentIndex docC;

    /** A new, empty store, independent of every other store this method returned. */
    protected abstract S newStore() throws Exception;

    /**
     * Whether the store keeps track of the documents with access groups ({@link GraphStore#holdsGroupedDocuments});
     * one that does not says {@code true} always.
     */
    protected boolean tracksGroupedDocuments() {
        return true;
    }

    /** Called after each test, to release what {@link #newStore()} created. */
    protected void cleanup() throws Exception {
    }

    @AfterEach
    final void releaseStores() throws Exception {
        cleanup();
    }

    /** A new store with {@code documents} put into it one after the other. */
    private S storeHolding(DocumentIndex... documents) throws Exception {
        S store = newStore();
        for (DocumentIndex document : documents) {
            store.put(document);
        }
        return store;
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
        Set<Edge> sharedEdges = new HashSet<>(uncounted(ExpectedGraph.edges(List.of(docA))));
        sharedEdges.retainAll(uncounted(ExpectedGraph.edges(List.of(docB))));
        assertFalse(sharedEdges.isEmpty(), "A and B share co-occurrence edges");
    }

    @Test
    void snapshotHoldsExactlyTheDocumentsContributions() throws Exception {
        S store = newStore();
        assertEquals(PutResult.CREATED, store.put(docA));
        assertEquals(PutResult.CREATED, store.put(docB));
        assertEquals(PutResult.CREATED, store.put(docC));
        assertEquals(ExpectedGraph.of(List.of(docA, docB, docC)), store.snapshot(COLLECTION));
    }

    @Test
    void queriesAgreeWithTheSnapshot() throws Exception {
        S store = storeHolding(docA, docB);
        StoreSnapshot snapshot = store.snapshot(COLLECTION);

        assertEquals(snapshot.stats(), store.stats(COLLECTION));
        assertEquals(snapshot.documents(), store.documents(COLLECTION));
        assertEquals(docA.record(), store.document(docA.id()).orElseThrow());
        List<String> terms = new ArrayList<>(snapshot.termPostings().keySet());
        terms.add("no-such-term");
        assertEquals(snapshot.termPostings(), new TreeMap<>(store.termPostings(COLLECTION, terms)));
        List<String> concepts = new ArrayList<>(snapshot.conceptPostings().keySet());
        concepts.add("no-such-concept");
        assertEquals(snapshot.conceptPostings(), new TreeMap<>(store.conceptPostings(COLLECTION, concepts)));

        List<String> ids = List.of(docB.chunks().get(1).id(), "no-such-chunk", docA.chunks().get(0).id());
        assertEquals(Set.of(docB.chunks().get(1), docA.chunks().get(0)),
                new HashSet<>(store.chunks(COLLECTION, ids)));
    }

    /**
     * The totals per set of groups are those of the documents stored with exactly that set, through creates,
     * replaces that keep or change the groups (or drop them) and deletes; no set is left with zero totals.
     */
    @Test
    void groupedTotalsAreThoseOfTheDocumentsStoredWithEachSetOfGroups() throws Exception {
        S store = newStore();
        Set<String> hr = Set.of("hr");
        Set<String> hrBoard = Set.of("hr", "board");
        store.put(docC);
        assertEquals(Map.of(), store.groupedStats(COLLECTION), "no document has groups");
        store.put(withMetadata(docA, DocumentMetadata.ofGroups(hr)));
        store.put(withMetadata(docB, DocumentMetadata.ofGroups(hrBoard)));
        assertEquals(Map.of(hr, totals(docA), hrBoard, totals(docB)), store.groupedStats(COLLECTION));
        store.put(withMetadata(docA2, DocumentMetadata.ofGroups(hr)));
        assertEquals(Map.of(hr, totals(docA2), hrBoard, totals(docB)), store.groupedStats(COLLECTION),
                "a new revision with the same groups");
        store.put(withMetadata(docA2, DocumentMetadata.ofGroups(hrBoard)));
        assertEquals(Map.of(hrBoard, totals(docA2).plus(totals(docB))), store.groupedStats(COLLECTION),
                "the same text given other groups");
        store.put(docB);
        assertEquals(Map.of(hrBoard, totals(docA2)), store.groupedStats(COLLECTION), "groups taken away");
        assertTrue(store.delete(docA2.id()));
        assertEquals(Map.of(), store.groupedStats(COLLECTION));
        assertEquals(Map.of(), store.groupedStats(OTHER_COLLECTION));
        assertEquals(ExpectedGraph.of(List.of(docB, docC)).stats(), store.stats(COLLECTION));
    }

    private static CorpusStats totals(DocumentIndex document) {
        return CorpusStats.ofDocument(document.chunks().size(),
                document.chunks().stream().mapToLong(IndexedChunk::length).sum());
    }

    @Test
    void documentsKeepTheirGroupsAndTagsAndPostingsTheirDocumentsGroups() throws Exception {
        S store = newStore();
        DocumentMetadata hr = DocumentMetadata.of(List.of("hr", "board"), Map.of("dept", "people", "year", "2024"));
        DocumentIndex restricted = withMetadata(docA, hr);
        store.put(docB);
        assertEquals(!tracksGroupedDocuments(), store.holdsGroupedDocuments(COLLECTION), "no document has groups");
        store.put(restricted);
        assertTrue(store.holdsGroupedDocuments(COLLECTION));
        assertEquals(!tracksGroupedDocuments(), store.holdsGroupedDocuments(OTHER_COLLECTION));

        assertEquals(hr, store.document(docA.id()).orElseThrow().metadata());
        assertEquals(hr, store.documents(COLLECTION, List.of(docA.id().key())).get(docA.id().key()).metadata());
        assertEquals(List.of(hr, DocumentMetadata.NONE),
                store.documents(COLLECTION).stream().map(DocumentRecord::metadata).toList());
        assertEquals(ExpectedGraph.of(List.of(restricted, docB)), store.snapshot(COLLECTION));
        for (List<Posting> postings : store.conceptPostings(COLLECTION, concepts(docA)).values()) {
            for (Posting posting : postings) {
                assertEquals(Chunk.documentKeyOf(posting.chunkId()).equals(docA.id().key()) ? Set.of("hr", "board")
                        : Set.of(), posting.groups(), posting.chunkId());
            }
        }

        DocumentIndex regrouped = withMetadata(docA, DocumentMetadata.ofGroups(List.of("legal")));
        assertEquals(PutResult.REPLACED, store.put(regrouped), "new groups are a new revision");
        assertEquals(ExpectedGraph.of(List.of(regrouped, docB)), store.snapshot(COLLECTION));
        DocumentIndex open = withMetadata(docA, DocumentMetadata.NONE);
        assertTrue(store.holdsGroupedDocuments(COLLECTION));
        assertEquals(PutResult.REPLACED, store.put(open));
        assertEquals(DocumentMetadata.NONE, store.document(docA.id()).orElseThrow().metadata());
        assertEquals(ExpectedGraph.of(List.of(open, docB)), store.snapshot(COLLECTION));
        assertEquals(!tracksGroupedDocuments(), store.holdsGroupedDocuments(COLLECTION), "the groups were taken away");
    }

    /** {@code index} stored with {@code metadata}: its revision, and so its chunk ids, as ingest would make them. */
    private static DocumentIndex withMetadata(DocumentIndex index, DocumentMetadata metadata) {
        String revision = DocumentRevision.of(index.revision(), metadata);
        List<IndexedChunk> chunks = index.chunks().stream().map(c -> {
            Chunk chunk = c.chunk();
            return new IndexedChunk(new Chunk(Chunk.idOf(index.id(), revision, chunk.ordinal()), chunk.document(),
                    revision, chunk.ordinal(), chunk.start(), chunk.end(), chunk.text(), chunk.pages(),
                    chunk.sections(), chunk.code()), c.length(), c.termFrequencies(), c.conceptCounts());
        }).toList();
        return new DocumentIndex(index.id(), revision, index.title(), index.words(), chunks, metadata);
    }

    @Test
    void documentsAreReadByKeyInOneCallWithTheirCurrentRevision() throws Exception {
        S store = storeHolding(docA, docB);
        store.put(docA2);
        store.delete(docB.id());

        Map<String, DocumentRecord> found = store.documents(COLLECTION,
                List.of(docA.id().key(), docB.id().key(), docC.id().key(), "never/stored.txt"));

        assertEquals(Set.of(docA.id().key()), found.keySet(), "deleted and never-stored documents are absent");
        assertEquals(store.document(docA2.id()).orElseThrow(), found.get(docA.id().key()));
        assertEquals(docA2.revision(), found.get(docA.id().key()).revision());
        assertEquals(Map.of(), store.documents(OTHER_COLLECTION, List.of(docA.id().key())));
    }

    @Test
    void theViewDerivesConceptCountsAndEdgesExactlyFromThePostings() throws Exception {
        S store = storeHolding(docA, docB);
        store.put(docA2);
        List<DocumentIndex> stored = List.of(docA2, docB);

        GraphView view = new GraphView(store, COLLECTION, ReadScope.EVERYTHING);
        List<String> concepts = new ArrayList<>(ExpectedGraph.concepts(stored).keySet());
        concepts.add("no-such-concept");
        assertEquals(ExpectedGraph.concepts(stored), new TreeMap<>(view.concepts(concepts)));
        assertEquals(ExpectedGraph.edges(stored), view.edgesAmong(concepts));

        List<String> some = concepts.subList(0, concepts.size() / 2);
        List<Edge> expectedAmong = ExpectedGraph.edges(stored).stream()
                .filter(edge -> some.contains(edge.a()) && some.contains(edge.b()))
                .toList();
        assertFalse(expectedAmong.isEmpty());
        assertEquals(expectedAmong, new GraphView(store, COLLECTION, ReadScope.EVERYTHING).edgesAmong(some));

        Set<String> onlyInA = concepts(docA);
        onlyInA.removeAll(concepts(docA2));
        onlyInA.removeAll(concepts(docB));
        assertFalse(onlyInA.isEmpty());
        assertTrue(view.concepts(onlyInA).isEmpty(), "concepts only the replaced revision mentioned are gone");
    }

    @Test
    void aStoreThatCountsConceptsAndTheirEdgesCountsThemAsTheirPostingsDo() throws Exception {
        S store = storeHolding(docA, docB);
        store.put(docC);
        store.put(docA2);
        store.delete(docC.id());
        List<DocumentIndex> stored = List.of(docA2, docB);
        List<String> concepts = new ArrayList<>(ExpectedGraph.concepts(List.of(docA, docA2, docB, docC)).keySet());
        concepts.add("no-such-concept");

        store.conceptStats(COLLECTION, concepts).ifPresent(counted -> assertEquals(ExpectedGraph.concepts(stored),
                new TreeMap<>(counted), "replaced and deleted documents count no more, unknown concepts are absent"));
        store.edgesAmong(COLLECTION, concepts).ifPresent(edges -> assertEquals(ExpectedGraph.edges(stored), edges));
        store.conceptStats(OTHER_COLLECTION, concepts).ifPresent(counted -> assertEquals(Map.of(), counted));
        store.edgesAmong(OTHER_COLLECTION, concepts).ifPresent(edges -> assertEquals(List.of(), edges));
    }

    @Test
    void aStoreThatScoresTermsReturnsTheExactTopWithTheirFrequencies() throws Exception {
        S store = storeHolding(docA, docB);
        store.put(docC);
        store.put(docA2);
        store.delete(docC.id());
        // Copies of one text score alike: the top's last place is a tie among them, which only the ids decide.
        for (int copy = 0; copy < 8; copy++) {
            store.put(GeneratedDocuments.index(new DocumentId(COLLECTION, "copies/" + copy + ".txt"), 5, 6));
        }
        List<String> terms = new ArrayList<>(new TreeSet<>(GeneratedDocuments.index(
                new DocumentId(COLLECTION, "copies/0.txt"), 5, 6).chunks().get(0).termFrequencies().keySet()));
        terms.addAll(List.of("babbage", "no-such-term"));
        Map<String, List<Posting>> postings = store.termPostings(COLLECTION, terms);
        Map<String, Integer> sizes = new LinkedHashMap<>();
        terms.forEach(term -> {
            if (postings.containsKey(term)) {
                sizes.put(term, postings.get(term).size());
            }
        });
        store.termChunkCounts(COLLECTION, terms).ifPresent(counts -> assertEquals(List.copyOf(sizes.entrySet()),
                List.copyOf(counts.entrySet()), "the chunks holding each term, in the order asked"));
        store.termChunkCounts(OTHER_COLLECTION, terms).ifPresent(counts -> assertEquals(Map.of(), counts));

        double[] weights = new double[terms.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = i % 4 == 3 ? 0 : 0.5 + i % 3; // a term of weight 0 adds nothing
        }
        double averageLength = store.stats(COLLECTION).averageChunkLength();
        boolean tiesAtTheLastPlace = false;
        for (int limit : new int[] {1, 3, 7, 8, 9, 40, 1000}) {
            Bm25Query query = new Bm25Query(terms, weights, 1.2, 0.75, averageLength, limit);
            Map<String, Double> exact = new HashMap<>();
            Map<String, int[]> frequencies = new HashMap<>();
            Map<String, Integer> lengths = new HashMap<>();
            for (int i = 0; i < terms.size(); i++) {
                for (Posting p : postings.getOrDefault(terms.get(i), List.of())) {
                    if (weights[i] > 0) {
                        frequencies.computeIfAbsent(p.chunkId(), id -> new int[terms.size()])[i] = p.frequency();
                        lengths.put(p.chunkId(), p.chunkLength());
                        exact.merge(p.chunkId(), query.part(i, p.frequency(), p.chunkLength()), Double::sum);
                    }
                }
            }
            List<Map.Entry<String, Double>> ranked = exact.entrySet().stream()
                    .sorted(Map.Entry.<String, Double>comparingByValue().reversed()
                            .thenComparing(Map.Entry.comparingByKey()))
                    .toList();
            double last = ranked.get(Math.min(limit, ranked.size()) - 1).getValue();
            // The exact top, and every chunk tied with its last place: only the ids order those.
            List<String> best = ranked.stream().filter(e -> e.getValue() >= last).map(Map.Entry::getKey).toList();
            tiesAtTheLastPlace |= best.size() > limit;
            store.bestTermMatches(COLLECTION, query).ifPresent(matches -> {
                Map<String, TermMatch> found = matches.stream()
                        .collect(Collectors.toMap(TermMatch::chunkId, match -> match));
                best.forEach(id -> assertTrue(found.containsKey(id), id + " ties with or beats the last kept"));
                for (TermMatch match : matches) {
                    assertTrue(exact.get(match.chunkId()) >= last - 2 * Bm25Query.TOLERANCE, match.chunkId());
                    assertTrue(Arrays.equals(frequencies.get(match.chunkId()), match.frequencies()),
                            match.chunkId());
                    assertEquals(lengths.get(match.chunkId()), match.chunkLength(), match.chunkId());
                }
            });
        }
        assertTrue(tiesAtTheLastPlace, "the copies put a tie across the last place of some limit");
    }

    @Test
    void addingTwoAndDeletingOneEqualsAddingTheOtherAlone() throws Exception {
        S store = storeHolding(docA, docB);
        assertTrue(store.delete(docA.id()));

        S fresh = newStore();
        fresh.put(docB);
        assertEquals(fresh.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of(docB)), store.snapshot(COLLECTION));
        assertTrue(store.document(docA.id()).isEmpty());
        Set<String> onlyInA = concepts(docA);
        onlyInA.removeAll(concepts(docB));
        assertTrue(store.conceptPostings(COLLECTION, onlyInA).isEmpty(), "concepts only A mentioned are gone");
    }

    @Test
    void overwritingEqualsAddingTheNewRevisionAlone() throws Exception {
        S store = storeHolding(docA, docB);
        assertEquals(PutResult.REPLACED, store.put(docA2));

        S fresh = newStore();
        fresh.put(docB);
        fresh.put(docA2);
        assertEquals(fresh.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of(docA2, docB)), store.snapshot(COLLECTION));
        assertEquals(docA2.revision(), store.document(docA.id()).orElseThrow().revision());
    }

    @Test
    void theSameRevisionAgainChangesNothing() throws Exception {
        S store = storeHolding(docA, docB);
        StoreSnapshot before = store.snapshot(COLLECTION);
        assertEquals(PutResult.UNCHANGED, store.put(docA));
        assertEquals(before, store.snapshot(COLLECTION));
    }

    @Test
    void aBatchStoresWhatItsPutsOneAfterTheOtherWould() throws Exception {
        S store = newStore();
        store.put(docB);
        assertEquals(List.of(PutResult.CREATED, PutResult.UNCHANGED, PutResult.REPLACED, PutResult.CREATED),
                store.putAll(List.of(docA, docB, docA2, docC)));

        S oneByOne = newStore();
        for (DocumentIndex index : List.of(docB, docA, docA2, docC)) {
            oneByOne.put(index);
        }
        assertEquals(oneByOne.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of(docA2, docB, docC)), store.snapshot(COLLECTION));
    }

    @Test
    void aBatchWithAnIndexThatCannotBeStoredStoresNoneOfIt() throws Exception {
        S store = newStore();
        store.put(docB);
        StoreSnapshot before = store.snapshot(COLLECTION);
        DocumentIndex empty = new DocumentIndex(docC.id(), "r#1", "title", 0, List.of());

        assertThrows(IllegalArgumentException.class, () -> store.putAll(List.of(docA, empty)));

        assertEquals(before, store.snapshot(COLLECTION));
        assertTrue(store.document(docA.id()).isEmpty());
    }

    @Test
    void countsThatReachZeroDisappear() throws Exception {
        S store = storeHolding(docA, docB);
        store.put(docA2);
        assertTrue(store.delete(docA.id()));
        assertTrue(store.delete(docB.id()));
        assertFalse(store.delete(docB.id()), "a second delete finds nothing");

        assertEquals(ExpectedGraph.of(List.of()), store.snapshot(COLLECTION));
        assertEquals(CorpusStats.EMPTY, store.stats(COLLECTION));
        assertTrue(store.documents(COLLECTION).isEmpty());
        Set<String> concepts = concepts(docA);
        concepts.addAll(concepts(docB));
        assertTrue(store.conceptPostings(COLLECTION, concepts).isEmpty());
        assertTrue(new GraphView(store, COLLECTION, ReadScope.EVERYTHING).edgesAmong(concepts).isEmpty());
        assertTrue(store.termPostings(COLLECTION, docA.chunks().get(0).termFrequencies().keySet()).isEmpty());
        assertTrue(store.chunks(COLLECTION, List.of(docA.chunks().get(0).id())).isEmpty());
    }

    @Test
    void anIndexWhoseChunkIdsAreNotDerivableIsRefusedBeforeAnythingIsStored() throws Exception {
        S store = newStore();
        store.put(docB);
        StoreSnapshot before = store.snapshot(COLLECTION);
        Chunk first = docA.chunks().get(0).chunk();
        IndexedChunk renamed = new IndexedChunk(new Chunk("custom-id", first.document(), first.revision(),
                first.ordinal(), first.start(), first.end(), first.text()), docA.chunks().get(0).length(),
                docA.chunks().get(0).termFrequencies(), docA.chunks().get(0).conceptCounts());
        List<IndexedChunk> chunks = new ArrayList<>(docA.chunks());
        chunks.set(0, renamed);
        DocumentIndex customIds = new DocumentIndex(docA.id(), docA.revision(), docA.title(), docA.words(), chunks);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> store.put(customIds)).getMessage()
                .contains("custom-id"));

        List<IndexedChunk> reversed = new ArrayList<>(docA.chunks());
        java.util.Collections.reverse(reversed);
        assertThrows(IllegalArgumentException.class, () -> store.put(
                new DocumentIndex(docA.id(), docA.revision(), docA.title(), docA.words(), reversed)));
        assertThrows(IllegalArgumentException.class, () -> store.put(
                new DocumentIndex(docA.id(), "r#1", "title", 0, List.of())));

        assertEquals(before, store.snapshot(COLLECTION));
        assertTrue(store.document(docA.id()).isEmpty());
    }

    @Test
    void collectionsAreIsolated() throws Exception {
        DocumentIndex inOther = GeneratedDocuments.index(new DocumentId(OTHER_COLLECTION, docA.id().key()), 1, 14);
        S store = newStore();
        store.put(docA);
        store.put(inOther);
        assertEquals(ExpectedGraph.of(List.of(inOther)), store.snapshot(OTHER_COLLECTION));
        assertTrue(store.delete(inOther.id()));

        S fresh = newStore();
        fresh.put(docA);
        assertEquals(fresh.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(List.of()), store.snapshot(OTHER_COLLECTION));
        assertTrue(store.document(docA.id()).isPresent());
    }

    @Test
    void concurrentPutsOfDifferentDocumentsKeepExactCounts() throws Exception {
        List<DocumentIndex> documents = List.of(docA, docB, docC);
        S store = newStore();
        List<Callable<PutResult>> puts = documents.stream().<Callable<PutResult>>map(d -> () -> store.put(d)).toList();
        assertEquals(Collections.nCopies(documents.size(), PutResult.CREATED), Concurrently.run(puts));
        S sequential = newStore();
        documents.forEach(sequential::put);
        assertEquals(sequential.snapshot(COLLECTION), store.snapshot(COLLECTION));
        assertEquals(ExpectedGraph.of(documents), store.snapshot(COLLECTION));
    }

    @Test
    void chunksKeepThePagesTheyCoverAndTheHeadingsThatGovernThem() throws Exception {
        S store = newStore();
        DocumentId id = new DocumentId(COLLECTION, "review.pdf");
        String text = "Recall. Halvorsen recalled 180 buoys. The buoys returned to service.";
        List<Section> sections = List.of(new Section(0, text.length(), "Review", Section.Kind.TITLE),
                new Section(0, 20, "Driftline recall", Section.Kind.HEADING),
                new Section(8, 30, "recalled", Section.Kind.TERM));
        Chunk paged = new Chunk(Chunk.idOf(id, "r1", 0), id, "r1", 0, 0, text.length(), text,
                new ChunkPages(3, List.of(38, 38)), sections, List.of(new CodeBlock(40, 50)));
        Chunk plain = new Chunk(Chunk.idOf(id, "r1", 1), id, "r1", 1, 60, text.length(), text.substring(60));
        store.put(new DocumentIndex(id, "r1", "Review", 12, List.of(
                new IndexedChunk(paged, 3, Map.of("recal", 1), Map.of("buoy", 1)),
                new IndexedChunk(plain, 2, Map.of("servic", 1), Map.of("servic", 1)))));

        Map<String, Chunk> read = store.chunks(COLLECTION, List.of(paged.id(), plain.id())).stream()
                .collect(Collectors.toMap(IndexedChunk::id, IndexedChunk::chunk));
        assertEquals(paged, read.get(paged.id()), "page 3, then pages 4 and 5 from offset 38; both headings");
        assertEquals(5, read.get(paged.id()).pages().last());
        assertEquals(plain, read.get(plain.id()), "a chunk without pages or headings stays without");
    }

    private static Set<String> concepts(DocumentIndex index) {
        Set<String> concepts = new HashSet<>();
        index.chunks().forEach(chunk -> concepts.addAll(chunk.conceptCounts().keySet()));
        return concepts;
    }

    private static Set<Edge> uncounted(List<Edge> edges) {
        return edges.stream().map(edge -> new Edge(edge.a(), edge.b(), 0)).collect(Collectors.toSet());
    }
}
