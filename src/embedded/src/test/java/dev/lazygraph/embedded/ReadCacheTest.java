package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.Bm25Query;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a store keeps of its reads is what the tables hold: after a write by this store or by another process's
 * (another database on the same folder), every read gives what a store that keeps nothing would.
 */
class ReadCacheTest {
    private static final String C = "c";

    @TempDir
    Path data;

    @Test
    void writesOfAnotherProcessAreSeenByTheNextRead() {
        try (EmbeddedDatabase serving = EmbeddedDatabase.open(data); EmbeddedDatabase ingesting = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore reader = new EmbeddedGraphStore(serving);
            EmbeddedGraphStore writer = new EmbeddedGraphStore(ingesting);
            DocumentIndex a = GeneratedDocuments.index(new DocumentId(C, "a.txt"), 1, 12);
            DocumentIndex a2 = GeneratedDocuments.index(new DocumentId(C, "a.txt"), 2, 10);
            DocumentIndex b = GeneratedDocuments.index(new DocumentId(C, "b.txt"), 3, 11);
            writer.put(a);
            assertReadsAsStored(reader, a);
            assertReadsAsStored(reader, a); // the second time from what it kept

            writer.put(b);
            assertReadsAsStored(reader, a, b);
            writer.put(a2);
            assertReadsAsStored(reader, a, a2, b);
            writer.delete(b.id());
            assertReadsAsStored(reader, a, a2, b);
            reader.put(b);
            assertReadsAsStored(reader, a, a2, b);
        }
    }

    /** Every posting list, chunk and document the store reads equals its snapshot, which reads the tables whole. */
    private static void assertReadsAsStored(EmbeddedGraphStore store, DocumentIndex... everIndexed) {
        StoreSnapshot tables = store.snapshot(C);
        List<String> terms = new ArrayList<>();
        List<String> concepts = new ArrayList<>();
        List<String> chunkIds = new ArrayList<>();
        for (DocumentIndex index : everIndexed) {
            for (IndexedChunk chunk : index.chunks()) {
                terms.addAll(chunk.termFrequencies().keySet());
                concepts.addAll(chunk.conceptCounts().keySet());
                chunkIds.add(chunk.id());
            }
        }
        assertEquals(tables.termPostings(), new TreeMap<>(store.termPostings(C, terms)));
        assertEquals(tables.conceptPostings(), new TreeMap<>(store.conceptPostings(C, concepts)));
        assertEquals(tables.documents(), store.documents(C));
        Map<String, ConceptStats> counts = new TreeMap<>();
        tables.conceptPostings().forEach((concept, postings) -> counts.put(concept, ConceptStats.of(concept, postings)));
        assertEquals(counts, new TreeMap<>(store.conceptStats(C, concepts).orElseThrow()));
        assertEquals(Edge.among(concepts, tables.conceptPostings()), store.edgesAmong(C, concepts).orElseThrow());
        Map<String, Integer> termCounts = new TreeMap<>();
        tables.termPostings().forEach((term, postings) -> termCounts.put(term, postings.size()));
        assertEquals(termCounts, new TreeMap<>(store.termChunkCounts(C, terms).orElseThrow()));
        assertScoredAsStored(store, tables, List.copyOf(new LinkedHashSet<>(terms)).subList(0, 12));

        List<IndexedChunk> stored = new ArrayList<>();
        tables.documents().forEach(record -> store.chunks(C, chunkIds).stream()
                .filter(chunk -> chunk.chunk().document().equals(record.id())).forEach(stored::add));
        assertEquals(tables.chunks().size(), stored.size(), "only the stored revisions' chunks are found");
        assertTrue(tables.chunks().containsAll(stored));
    }

    /** The chunks the store scores first for {@code terms} are those the tables' postings score first. */
    private static void assertScoredAsStored(EmbeddedGraphStore store, StoreSnapshot tables, List<String> terms) {
        double[] weights = new double[terms.size()];
        Arrays.fill(weights, 1);
        Bm25Query query = new Bm25Query(terms, weights, 1.2, 0.75, tables.stats().averageChunkLength(), 5);
        Map<String, Double> scores = new HashMap<>();
        for (int i = 0; i < terms.size(); i++) {
            for (Posting p : tables.termPostings().getOrDefault(terms.get(i), List.of())) {
                scores.merge(p.chunkId(), query.part(i, p.frequency(), p.chunkLength()), Double::sum);
            }
        }
        double last = scores.values().stream().sorted(Comparator.reverseOrder()).skip(4).findFirst()
                .orElse(0.0);
        Set<String> found = new HashSet<>();
        store.bestTermMatches(C, query).orElseThrow().forEach(match -> found.add(match.chunkId()));
        scores.forEach((chunk, score) -> assertTrue(score < last || found.contains(chunk), chunk));
    }

    @Test
    void theLeastRecentlyUsedListsAndChunksGoFirstAndAnOlderSnapshotTakesNothing() {
        ReadCache cache = new ReadCache(5, 1);
        List<Posting> three = List.of(posting("x#r#0"), posting("x#r#1"), posting("x#r#2"));
        List<Posting> two = List.of(posting("y#r#0"), posting("y#r#1"));
        cache.putPostings(1, 7, "TERM", "three", three);
        cache.putPostings(1, 7, "TERM", "two", two);
        assertEquals(Optional.of(three), cache.postings(1, 7, "TERM", "three"));
        cache.putPostings(1, 7, "CONCEPT", "two", two); // 7 postings: the least recently used list goes
        assertEquals(Optional.empty(), cache.postings(1, 7, "TERM", "two"));
        assertEquals(Optional.of(three), cache.postings(1, 7, "TERM", "three"));
        assertEquals(Optional.of(two), cache.postings(1, 7, "CONCEPT", "two"));

        assertEquals(Optional.empty(), cache.postings(1, 6, "TERM", "three"), "an older snapshot reads the tables");
        cache.putPostings(1, 6, "TERM", "old", two);
        assertEquals(Optional.of(three), cache.postings(1, 7, "TERM", "three"), "and leaves nothing");
        assertEquals(Optional.empty(), cache.postings(1, 8, "TERM", "three"), "a newer generation starts over");
        cache.putPostings(1, 8, "TERM", "two", two);
        assertEquals(Optional.empty(), cache.postings(1, 7, "TERM", "three"));
        assertEquals(Optional.empty(), cache.postings(2, 8, "TERM", "two"), "collections are apart");
    }

    private static Posting posting(String chunkId) {
        return new Posting(chunkId, 1, 10, Set.of());
    }
}
