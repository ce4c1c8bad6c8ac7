package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The graph of one collection in memory: stored documents, their chunks, term and concept postings and the
 * corpus totals, kept exact by adding and removing whole document contributions. Posting lists that become
 * empty are removed. Not thread-safe: {@link InMemoryGraphStore} guards it.
 */
final class CollectionGraph {
    private static final Comparator<Posting> BY_CHUNK = Comparator.comparing(Posting::chunkId);

    private final Map<String, DocumentIndex> documents = new HashMap<>();
    private final Map<String, IndexedChunk> chunks = new HashMap<>();
    /** term -> chunk id -> posting. */
    private final Map<String, Map<String, Posting>> termPostings = new HashMap<>();
    /** concept -> chunk id -> posting. */
    private final Map<String, Map<String, Posting>> conceptPostings = new HashMap<>();
    private long totalChunkLength;

    DocumentIndex document(String key) {
        return documents.get(key);
    }

    boolean isEmpty() {
        return documents.isEmpty();
    }

    void add(DocumentIndex index) {
        documents.put(index.id().key(), index);
        for (IndexedChunk chunk : index.chunks()) {
            chunks.put(chunk.id(), chunk);
            totalChunkLength += chunk.length();
            Set<String> groups = index.metadata().groups();
            chunk.termFrequencies().forEach((term, count) -> addPosting(termPostings, term, chunk, count, groups));
            chunk.conceptCounts().forEach((concept, count) ->
                    addPosting(conceptPostings, concept, chunk, count, groups));
        }
    }

    void remove(DocumentIndex index) {
        documents.remove(index.id().key());
        for (IndexedChunk chunk : index.chunks()) {
            chunks.remove(chunk.id());
            totalChunkLength -= chunk.length();
            chunk.termFrequencies().keySet().forEach(term -> removePosting(termPostings, term, chunk.id()));
            chunk.conceptCounts().keySet().forEach(concept -> removePosting(conceptPostings, concept, chunk.id()));
        }
    }

    CorpusStats stats() {
        return new CorpusStats(documents.size(), chunks.size(), totalChunkLength);
    }

    /** Totals of the documents with groups, per set of groups ({@link dev.lazygraph.core.graph.GraphStore#groupedStats}). */
    Map<Set<String>, CorpusStats> groupedStats() {
        Map<Set<String>, CorpusStats> totals = new HashMap<>();
        for (DocumentIndex document : documents.values()) {
            if (!document.metadata().groups().isEmpty()) {
                long length = document.chunks().stream().mapToLong(IndexedChunk::length).sum();
                totals.merge(Set.copyOf(document.metadata().groups()),
                        CorpusStats.ofDocument(document.chunks().size(), length), CorpusStats::plus);
            }
        }
        return totals;
    }

    List<DenseIndex.Stored> passageVectors() {
        return documents.values().stream().filter(d -> !d.vectors().isEmpty())
                .map(d -> new DenseIndex.Stored(d.id(), d.revision(), d.vectors())).toList();
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
        return new StoreSnapshot(stats(), documents(), sortedChunks, sortedPostings(termPostings),
                sortedPostings(conceptPostings));
    }

    static StoreSnapshot emptySnapshot() {
        return new CollectionGraph().snapshot();
    }

    private static void addPosting(Map<String, Map<String, Posting>> index, String key, IndexedChunk chunk,
                                   int frequency, Set<String> groups) {
        index.computeIfAbsent(key, k -> new HashMap<>()).put(chunk.id(),
                new Posting(chunk.id(), frequency, chunk.length(), groups));
    }

    private static void removePosting(Map<String, Map<String, Posting>> index, String key, String chunkId) {
        Map<String, Posting> postings = index.get(key);
        postings.remove(chunkId);
        if (postings.isEmpty()) {
            index.remove(key);
        }
    }

    private static Map<String, List<Posting>> postings(Map<String, Map<String, Posting>> index,
                                                       Collection<String> keys) {
        Map<String, List<Posting>> result = new HashMap<>();
        for (String key : keys) {
            Map<String, Posting> postings = index.get(key);
            if (postings != null) {
                result.put(key, sorted(postings));
            }
        }
        return result;
    }

    private static SortedMap<String, List<Posting>> sortedPostings(Map<String, Map<String, Posting>> index) {
        SortedMap<String, List<Posting>> result = new TreeMap<>();
        index.forEach((key, postings) -> result.put(key, sorted(postings)));
        return result;
    }

    private static List<Posting> sorted(Map<String, Posting> postings) {
        List<Posting> list = new ArrayList<>(postings.values());
        list.sort(BY_CHUNK);
        return list;
    }
}
