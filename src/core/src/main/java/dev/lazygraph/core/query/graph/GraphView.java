package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One query's read-through view of one collection. The stages of a query read the same postings and chunks
 * again and again; on a remote store every read is a round trip, so each item is read once, and every batch
 * of new keys goes to the store in one call (which a remote store answers with parallel requests).
 *
 * <p>The concept graph's aggregates are derived here from the postings, not stored: a concept's counts
 * from its posting list, the co-occurrence count of two concepts by intersecting theirs. That is what a
 * store would have kept, computed only for the concepts a question reaches. Not thread-safe: a view
 * belongs to one query.
 */
public final class GraphView {
    private final GraphStore store;
    private final String collection;
    private CorpusStats stats;
    private final Map<String, List<Posting>> termPostings = new HashMap<>();
    private final Map<String, List<Posting>> conceptPostings = new HashMap<>();
    private final Map<String, IndexedChunk> chunks = new HashMap<>();

    public GraphView(GraphStore store, String collection) {
        this.store = store;
        this.collection = collection;
    }

    public String collection() {
        return collection;
    }

    public CorpusStats stats() {
        if (stats == null) {
            stats = store.stats(collection);
        }
        return stats;
    }

    /** Postings per term, in the order asked; a term without postings maps to an empty list. */
    public Map<String, List<Posting>> termPostings(Collection<String> terms) {
        return readThrough(terms, termPostings, missing -> store.termPostings(collection, missing), List.of());
    }

    /** On how many documents each term stands, up to {@code atMost} ({@link GraphStore#termDocumentCounts}). */
    public Map<String, Integer> termDocumentCounts(Collection<String> terms, int atMost) {
        return terms.isEmpty() ? Map.of() : store.termDocumentCounts(collection, terms, atMost);
    }

    /** Postings per concept, in the order asked; a concept without postings maps to an empty list. */
    public Map<String, List<Posting>> conceptPostings(Collection<String> keys) {
        return readThrough(keys, conceptPostings, missing -> store.conceptPostings(collection, missing), List.of());
    }

    /** Counts of the stored concepts among {@code keys}, from their postings; unknown concepts are absent. */
    public Map<String, ConceptStats> concepts(Collection<String> keys) {
        Map<String, ConceptStats> result = new LinkedHashMap<>();
        conceptPostings(keys).forEach((concept, postings) -> {
            if (!postings.isEmpty()) {
                long mentions = 0;
                for (Posting posting : postings) {
                    mentions += Mentions.count(posting.frequency());
                }
                result.put(concept, new ConceptStats(concept, mentions, postings.size()));
            }
        });
        return result;
    }

    /**
     * Co-occurrence edges among {@code keys} (chunks mentioning both ends), from their postings: each chunk
     * mentioning two or more of them adds one to every pair it holds. Sorted by {@code (a, b)}.
     */
    public List<Edge> edgesAmong(Collection<String> keys) {
        List<String> concepts = new ArrayList<>(new TreeSet<>(keys));
        Map<String, List<Posting>> postings = conceptPostings(concepts);
        Map<String, List<Integer>> conceptsByChunk = new HashMap<>();
        for (int i = 0; i < concepts.size(); i++) {
            for (Posting posting : postings.get(concepts.get(i))) {
                conceptsByChunk.computeIfAbsent(posting.chunkId(), id -> new ArrayList<>(2)).add(i);
            }
        }
        // Indexes follow the sorted names, so pair (i, j) with i < j is the edge (a, b) with a < b.
        Map<Long, Long> counts = new HashMap<>();
        for (List<Integer> present : conceptsByChunk.values()) {
            for (int x = 0; x < present.size(); x++) {
                for (int y = x + 1; y < present.size(); y++) {
                    counts.merge((long) present.get(x) * concepts.size() + present.get(y), 1L, Long::sum);
                }
            }
        }
        List<Long> pairs = new ArrayList<>(counts.keySet());
        pairs.sort(null);
        List<Edge> edges = new ArrayList<>(pairs.size());
        for (long pair : pairs) {
            edges.add(new Edge(concepts.get((int) (pair / concepts.size())), concepts.get((int) (pair % concepts.size())),
                    counts.get(pair)));
        }
        return edges;
    }

    /** Stored chunks among {@code ids}, keyed by id in the order asked; unknown ids are absent. */
    public Map<String, IndexedChunk> chunks(Collection<String> ids) {
        return present(readThrough(ids, chunks, missing -> {
            Map<String, IndexedChunk> found = new HashMap<>();
            for (IndexedChunk chunk : store.chunks(collection, missing)) {
                found.put(chunk.id(), chunk);
            }
            return found;
        }, null));
    }

    private interface Loader<V> {
        Map<String, V> load(List<String> missing);
    }

    /**
     * Returns the entries for {@code keys} in their order; loads the ones not seen yet in one store call and
     * remembers absent ones as {@code absent} so they are not asked for again.
     */
    private static <V> Map<String, V> readThrough(Collection<String> keys, Map<String, V> cache, Loader<V> loader,
                                                  V absent) {
        Set<String> unique = new LinkedHashSet<>(keys);
        List<String> missing = new ArrayList<>();
        for (String key : unique) {
            if (!cache.containsKey(key)) {
                missing.add(key);
            }
        }
        if (!missing.isEmpty()) {
            Map<String, V> loaded = loader.load(missing);
            for (String key : missing) {
                cache.put(key, loaded.getOrDefault(key, absent));
            }
        }
        Map<String, V> result = new LinkedHashMap<>();
        for (String key : unique) {
            result.put(key, cache.get(key));
        }
        return result;
    }

    private static <V> Map<String, V> present(Map<String, V> entries) {
        entries.values().removeIf(v -> v == null);
        return entries;
    }
}
