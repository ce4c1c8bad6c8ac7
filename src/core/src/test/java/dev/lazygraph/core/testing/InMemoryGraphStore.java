package dev.lazygraph.core.testing;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Test double of the graph store: keeps the documents and derives every aggregate from them, so it is
 * exact by construction. Aggregates are rebuilt lazily after each write.
 */
public final class InMemoryGraphStore implements GraphStore {
    private final Map<String, Map<String, DocumentIndex>> documents = new HashMap<>();
    private final Map<String, Aggregates> aggregates = new HashMap<>();
    private int reads;

    @Override
    public synchronized PutResult put(DocumentIndex index) {
        Map<String, DocumentIndex> docs = documents.computeIfAbsent(index.id().collection(), c -> new TreeMap<>());
        DocumentIndex old = docs.get(index.id().key());
        if (old != null && old.revision().equals(index.revision())) {
            return PutResult.UNCHANGED;
        }
        docs.put(index.id().key(), index);
        aggregates.remove(index.id().collection());
        return old == null ? PutResult.CREATED : PutResult.REPLACED;
    }

    @Override
    public synchronized boolean delete(DocumentId id) {
        Map<String, DocumentIndex> docs = documents.get(id.collection());
        if (docs == null || docs.remove(id.key()) == null) {
            return false;
        }
        aggregates.remove(id.collection());
        return true;
    }

    @Override
    public synchronized Optional<DocumentRecord> document(DocumentId id) {
        reads++;
        return Optional.ofNullable(documents.getOrDefault(id.collection(), Map.of()).get(id.key()))
                .map(DocumentIndex::record);
    }

    @Override
    public synchronized List<DocumentRecord> documents(String collection) {
        return documents.getOrDefault(collection, Map.of()).values().stream().map(DocumentIndex::record).toList();
    }

    @Override
    public synchronized CorpusStats stats(String collection) {
        return of(collection).stats;
    }

    @Override
    public synchronized Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
        reads++;
        return select(of(collection).termPostings, terms);
    }

    @Override
    public synchronized Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
        reads++;
        return select(of(collection).conceptPostings, concepts);
    }

    @Override
    public synchronized Map<String, ConceptStats> concepts(String collection, Collection<String> concepts) {
        reads++;
        return select(of(collection).concepts, concepts);
    }

    @Override
    public synchronized List<Edge> edgesAmong(String collection, Collection<String> concepts) {
        reads++;
        Set<String> wanted = new HashSet<>(concepts);
        return of(collection).edges.values().stream()
                .filter(e -> wanted.contains(e.a()) && wanted.contains(e.b())).toList();
    }

    @Override
    public synchronized List<IndexedChunk> chunks(String collection, Collection<String> chunkIds) {
        reads++;
        Map<String, IndexedChunk> all = of(collection).chunks;
        return chunkIds.stream().distinct().map(all::get).filter(c -> c != null).toList();
    }

    @Override
    public synchronized StoreSnapshot snapshot(String collection) {
        Aggregates a = of(collection);
        return new StoreSnapshot(a.stats, documents(collection),
                a.chunks.values().stream().sorted(Comparator.comparing(IndexedChunk::id)).toList(),
                new TreeMap<>(a.termPostings), new TreeMap<>(a.conceptPostings),
                new ArrayList<>(new TreeMap<>(a.concepts).values()), new ArrayList<>(a.edges.values()));
    }

    /** Store calls that read postings, concepts, edges, chunks or documents so far. */
    public synchronized int reads() {
        return reads;
    }

    private static <V> Map<String, V> select(Map<String, V> all, Collection<String> keys) {
        Map<String, V> result = new HashMap<>();
        for (String key : keys) {
            V value = all.get(key);
            if (value != null) {
                result.put(key, value);
            }
        }
        return result;
    }

    private Aggregates of(String collection) {
        return aggregates.computeIfAbsent(collection,
                c -> new Aggregates(documents.getOrDefault(c, Map.of()).values()));
    }

    private static final class Aggregates {
        final CorpusStats stats;
        final Map<String, IndexedChunk> chunks = new HashMap<>();
        final Map<String, List<Posting>> termPostings = new HashMap<>();
        final Map<String, List<Posting>> conceptPostings = new HashMap<>();
        final Map<String, ConceptStats> concepts = new HashMap<>();
        final TreeMap<String, Edge> edges = new TreeMap<>();

        Aggregates(Collection<DocumentIndex> docs) {
            long totalLength = 0;
            Map<String, long[]> conceptCounts = new HashMap<>();
            Map<String, Set<String>> neighbours = new HashMap<>();
            Map<String, Long> pairCounts = new HashMap<>();
            for (DocumentIndex doc : docs) {
                for (IndexedChunk chunk : doc.chunks()) {
                    chunks.put(chunk.id(), chunk);
                    totalLength += chunk.length();
                    chunk.termFrequencies().forEach((term, tf) ->
                            termPostings.computeIfAbsent(term, t -> new ArrayList<>()).add(new Posting(chunk.id(), tf)));
                    chunk.conceptCounts().forEach((concept, n) -> {
                        conceptPostings.computeIfAbsent(concept, t -> new ArrayList<>()).add(new Posting(chunk.id(), n));
                        long[] counts = conceptCounts.computeIfAbsent(concept, k -> new long[2]);
                        counts[0] += n;
                        counts[1]++;
                    });
                    List<String> members = new ArrayList<>(new TreeSet<>(chunk.conceptCounts().keySet()));
                    for (int i = 0; i < members.size(); i++) {
                        for (int j = i + 1; j < members.size(); j++) {
                            pairCounts.merge(members.get(i) + "\u0000" + members.get(j), 1L, Long::sum);
                            neighbours.computeIfAbsent(members.get(i), k -> new HashSet<>()).add(members.get(j));
                            neighbours.computeIfAbsent(members.get(j), k -> new HashSet<>()).add(members.get(i));
                        }
                    }
                }
            }
            termPostings.values().forEach(l -> l.sort(Comparator.comparing(Posting::chunkId)));
            conceptPostings.values().forEach(l -> l.sort(Comparator.comparing(Posting::chunkId)));
            conceptCounts.forEach((concept, counts) -> concepts.put(concept, new ConceptStats(concept, counts[0],
                    counts[1], neighbours.getOrDefault(concept, Set.of()).size())));
            pairCounts.forEach((pair, count) -> {
                String[] ends = pair.split("\u0000");
                edges.put(pair, new Edge(ends[0], ends[1], count));
            });
            stats = new CorpusStats(docs.size(), chunks.size(), totalLength);
        }
    }
}
