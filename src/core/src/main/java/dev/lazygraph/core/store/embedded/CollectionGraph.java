package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The graph of one collection in memory: stored documents plus every aggregate derived from them, kept
 * exact by adding and subtracting whole document contributions. Entries whose count reaches zero are
 * removed. Not thread-safe: {@link EmbeddedGraphStore} guards it.
 */
final class CollectionGraph {
    private static final Comparator<Posting> BY_CHUNK = Comparator.comparing(Posting::chunkId);

    private final Map<String, DocumentIndex> documents = new HashMap<>();
    private final Map<String, IndexedChunk> chunks = new HashMap<>();
    /** term -> chunk id -> occurrences. */
    private final Map<String, Map<String, Integer>> termPostings = new HashMap<>();
    /** concept -> chunk id -> mentions; the posting list's size is the concept's chunk frequency. */
    private final Map<String, Map<String, Integer>> conceptPostings = new HashMap<>();
    private final Map<String, ConceptCounts> concepts = new HashMap<>();
    /** Each undirected edge once, under its lexicographically smaller end: a -> b -> chunks with both. */
    private final Map<String, Map<String, Integer>> edges = new HashMap<>();
    private long totalChunkLength;

    /** Mutable counters of a concept node. */
    private static final class ConceptCounts {
        long termFrequency;
        long degree;
    }

    DocumentIndex document(String key) {
        return documents.get(key);
    }

    boolean isEmpty() {
        return documents.isEmpty();
    }

    /** The chunk ids of {@code index} that another document of this collection already uses. */
    List<String> chunkIdsOwnedByOthers(DocumentIndex index) {
        List<String> clashes = new ArrayList<>();
        for (IndexedChunk chunk : index.chunks()) {
            IndexedChunk existing = chunks.get(chunk.id());
            if (existing != null && !existing.chunk().document().equals(index.id())) {
                clashes.add(chunk.id());
            }
        }
        return clashes;
    }

    void add(DocumentIndex index) {
        documents.put(index.id().key(), index);
        for (IndexedChunk chunk : index.chunks()) {
            chunks.put(chunk.id(), chunk);
            totalChunkLength += chunk.length();
            chunk.termFrequencies().forEach((term, count) ->
                    termPostings.computeIfAbsent(term, t -> new HashMap<>()).put(chunk.id(), count));
            chunk.conceptCounts().forEach((concept, count) -> {
                conceptPostings.computeIfAbsent(concept, c -> new HashMap<>()).put(chunk.id(), count);
                concepts.computeIfAbsent(concept, c -> new ConceptCounts()).termFrequency += count;
            });
            forEachPair(chunk, this::incrementEdge);
        }
    }

    void remove(DocumentIndex index) {
        documents.remove(index.id().key());
        for (IndexedChunk chunk : index.chunks()) {
            chunks.remove(chunk.id());
            totalChunkLength -= chunk.length();
            chunk.termFrequencies().keySet().forEach(term -> removePosting(termPostings, term, chunk.id()));
            forEachPair(chunk, this::decrementEdge);
            chunk.conceptCounts().forEach((concept, count) -> {
                removePosting(conceptPostings, concept, chunk.id());
                ConceptCounts counts = concepts.get(concept);
                counts.termFrequency -= count;
                if (counts.termFrequency == 0) {
                    concepts.remove(concept);
                }
            });
        }
    }

    CorpusStats stats() {
        return new CorpusStats(documents.size(), chunks.size(), totalChunkLength);
    }

    List<DocumentRecord> documents() {
        return documents.values().stream()
                .map(DocumentIndex::record)
                .sorted(Comparator.comparing(record -> record.id().key()))
                .toList();
    }

    Map<String, List<Posting>> termPostings(Collection<String> terms) {
        return postings(termPostings, terms);
    }

    Map<String, List<Posting>> conceptPostings(Collection<String> names) {
        return postings(conceptPostings, names);
    }

    Map<String, ConceptStats> concepts(Collection<String> names) {
        Map<String, ConceptStats> result = new HashMap<>();
        for (String name : names) {
            ConceptCounts counts = concepts.get(name);
            if (counts != null) {
                result.put(name, statsOf(name, counts));
            }
        }
        return result;
    }

    /** Walks, per concept, the smaller of its neighbour list and the requested set. */
    List<Edge> edgesAmong(Collection<String> names) {
        Set<String> wanted = names instanceof Set<String> set ? set : new HashSet<>(names);
        List<Edge> result = new ArrayList<>();
        for (String a : wanted) {
            Map<String, Integer> neighbours = edges.get(a);
            if (neighbours == null) {
                continue;
            }
            if (neighbours.size() <= wanted.size()) {
                neighbours.forEach((b, count) -> {
                    if (wanted.contains(b)) {
                        result.add(new Edge(a, b, count));
                    }
                });
            } else {
                for (String b : wanted) {
                    Integer count = a.compareTo(b) < 0 ? neighbours.get(b) : null;
                    if (count != null) {
                        result.add(new Edge(a, b, count));
                    }
                }
            }
        }
        return result;
    }

    List<IndexedChunk> chunks(Collection<String> ids) {
        List<IndexedChunk> result = new ArrayList<>();
        for (String id : ids) {
            IndexedChunk chunk = chunks.get(id);
            if (chunk != null) {
                result.add(chunk);
            }
        }
        return result;
    }

    StoreSnapshot snapshot() {
        List<IndexedChunk> sortedChunks = new ArrayList<>(chunks.values());
        sortedChunks.sort(Comparator.comparing(IndexedChunk::id));
        List<ConceptStats> conceptStats = new ArrayList<>();
        new TreeMap<>(concepts).forEach((name, counts) -> conceptStats.add(statsOf(name, counts)));
        List<Edge> allEdges = new ArrayList<>();
        edges.forEach((a, neighbours) -> neighbours.forEach((b, count) -> allEdges.add(new Edge(a, b, count))));
        allEdges.sort(Comparator.comparing(Edge::a).thenComparing(Edge::b));
        return new StoreSnapshot(stats(), documents(), sortedChunks, sortedPostings(termPostings),
                sortedPostings(conceptPostings), conceptStats, allEdges);
    }

    static StoreSnapshot emptySnapshot() {
        return new CollectionGraph().snapshot();
    }

    private ConceptStats statsOf(String name, ConceptCounts counts) {
        return new ConceptStats(name, counts.termFrequency, conceptPostings.get(name).size(), counts.degree);
    }

    private void incrementEdge(String a, String b) {
        if (edges.computeIfAbsent(a, x -> new HashMap<>()).merge(b, 1, Integer::sum) == 1) {
            concepts.get(a).degree++;
            concepts.get(b).degree++;
        }
    }

    private void decrementEdge(String a, String b) {
        Map<String, Integer> neighbours = edges.get(a);
        if (neighbours.merge(b, -1, Integer::sum) == 0) {
            neighbours.remove(b);
            if (neighbours.isEmpty()) {
                edges.remove(a);
            }
            concepts.get(a).degree--;
            concepts.get(b).degree--;
        }
    }

    /** Calls {@code action(a, b)} for every pair of distinct concepts of the chunk, with {@code a < b}. */
    private static void forEachPair(IndexedChunk chunk, PairAction action) {
        String[] names = chunk.conceptCounts().keySet().toArray(new String[0]);
        Arrays.sort(names);
        for (int i = 0; i < names.length; i++) {
            for (int j = i + 1; j < names.length; j++) {
                action.accept(names[i], names[j]);
            }
        }
    }

    private interface PairAction {
        void accept(String a, String b);
    }

    private static void removePosting(Map<String, Map<String, Integer>> index, String key, String chunkId) {
        Map<String, Integer> postings = index.get(key);
        postings.remove(chunkId);
        if (postings.isEmpty()) {
            index.remove(key);
        }
    }

    private static Map<String, List<Posting>> postings(Map<String, Map<String, Integer>> index,
                                                       Collection<String> keys) {
        Map<String, List<Posting>> result = new HashMap<>();
        for (String key : keys) {
            Map<String, Integer> postings = index.get(key);
            if (postings != null) {
                result.put(key, sorted(postings));
            }
        }
        return result;
    }

    private static SortedMap<String, List<Posting>> sortedPostings(Map<String, Map<String, Integer>> index) {
        SortedMap<String, List<Posting>> result = new TreeMap<>();
        index.forEach((key, postings) -> result.put(key, sorted(postings)));
        return result;
    }

    private static List<Posting> sorted(Map<String, Integer> postings) {
        List<Posting> list = new ArrayList<>(postings.size());
        postings.forEach((chunkId, frequency) -> list.add(new Posting(chunkId, frequency)));
        list.sort(BY_CHUNK);
        return list;
    }
}
