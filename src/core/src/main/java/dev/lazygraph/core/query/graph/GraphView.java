package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One query's read-through view of one collection. The stages of a query read the same postings, concepts
 * and chunks again and again; on a remote store every read is a round trip, so each item is read once.
 * Not thread-safe: a view belongs to one query.
 */
public final class GraphView {
    private final GraphStore store;
    private final String collection;
    private CorpusStats stats;
    private final Map<String, List<Posting>> termPostings = new HashMap<>();
    private final Map<String, List<Posting>> conceptPostings = new HashMap<>();
    private final Map<String, ConceptStats> concepts = new HashMap<>();
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

    /** Postings per term; a term without postings maps to an empty list. */
    public Map<String, List<Posting>> termPostings(Collection<String> terms) {
        return readThrough(terms, termPostings, missing -> store.termPostings(collection, missing), List.of());
    }

    /** Postings per concept; a concept without postings maps to an empty list. */
    public Map<String, List<Posting>> conceptPostings(Collection<String> keys) {
        return readThrough(keys, conceptPostings, missing -> store.conceptPostings(collection, missing), List.of());
    }

    /** Stats of the stored concepts among {@code keys}; unknown concepts are absent. */
    public Map<String, ConceptStats> concepts(Collection<String> keys) {
        return present(readThrough(keys, concepts, missing -> store.concepts(collection, missing), null));
    }

    /** Stored chunks among {@code ids}, keyed by id; unknown ids are absent. */
    public Map<String, IndexedChunk> chunks(Collection<String> ids) {
        return present(readThrough(ids, chunks, missing -> {
            Map<String, IndexedChunk> found = new HashMap<>();
            for (IndexedChunk chunk : store.chunks(collection, missing)) {
                found.put(chunk.id(), chunk);
            }
            return found;
        }, null));
    }

    public List<Edge> edgesAmong(Collection<String> keys) {
        return store.edgesAmong(collection, keys);
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
