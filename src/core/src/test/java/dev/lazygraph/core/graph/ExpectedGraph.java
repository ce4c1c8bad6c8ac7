package dev.lazygraph.core.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Test oracle: what a store must hold for a set of documents, and the concept counts and co-occurrence edges
 * a query derives from it, computed from scratch in one batch (no incremental updates), straight from the
 * definitions in {@link GraphStore}, {@link Posting}, {@link ConceptStats} and {@link Edge}.
 */
public final class ExpectedGraph {

    private ExpectedGraph() {
    }

    public static StoreSnapshot of(List<DocumentIndex> documents) {
        List<IndexedChunk> chunks = chunks(documents);
        Map<String, Set<String>> groups = new HashMap<>();
        documents.forEach(d -> groups.put(d.id().key(), d.metadata().groups()));
        SortedMap<String, List<Posting>> termPostings = new TreeMap<>();
        SortedMap<String, List<Posting>> conceptPostings = new TreeMap<>();
        long totalLength = 0;
        for (IndexedChunk chunk : chunks) {
            totalLength += chunk.length();
            Set<String> of = groups.get(chunk.chunk().document().key());
            chunk.termFrequencies().forEach((term, count) -> termPostings.computeIfAbsent(term, t -> new ArrayList<>())
                    .add(new Posting(chunk.id(), count, chunk.length(), of)));
            chunk.conceptCounts().forEach((concept, count) -> conceptPostings
                    .computeIfAbsent(concept, c -> new ArrayList<>()).add(new Posting(chunk.id(), count, chunk.length(), of)));
        }
        List<DocumentRecord> records = documents.stream()
                .map(DocumentIndex::record)
                .sorted(Comparator.comparing(record -> record.id().key()))
                .toList();
        return new StoreSnapshot(new CorpusStats(documents.size(), chunks.size(), totalLength), records, chunks,
                termPostings, conceptPostings);
    }

    /** Every concept's mention count (flags dropped) and the number of chunks mentioning it. */
    public static SortedMap<String, ConceptStats> concepts(List<DocumentIndex> documents) {
        SortedMap<String, ConceptStats> concepts = new TreeMap<>();
        for (IndexedChunk chunk : chunks(documents)) {
            chunk.conceptCounts().forEach((concept, count) -> concepts.merge(concept,
                    new ConceptStats(concept, Mentions.count(count), 1), (a, b) -> new ConceptStats(concept,
                            a.termFrequency() + b.termFrequency(), a.chunkFrequency() + b.chunkFrequency())));
        }
        return concepts;
    }

    /** Every pair of concepts sharing a chunk, with the number of chunks they share, sorted by (a, b). */
    public static List<Edge> edges(List<DocumentIndex> documents) {
        SortedMap<String, Long> counts = new TreeMap<>();
        for (IndexedChunk chunk : chunks(documents)) {
            List<String> concepts = new ArrayList<>(new TreeSet<>(chunk.conceptCounts().keySet()));
            for (int i = 0; i < concepts.size(); i++) {
                for (int j = i + 1; j < concepts.size(); j++) {
                    counts.merge(concepts.get(i) + "\u0000" + concepts.get(j), 1L, Long::sum);
                }
            }
        }
        List<Edge> edges = new ArrayList<>();
        for (Map.Entry<String, Long> pair : counts.entrySet()) {
            String[] ends = pair.getKey().split("\u0000");
            edges.add(new Edge(ends[0], ends[1], pair.getValue()));
        }
        return edges;
    }

    private static List<IndexedChunk> chunks(List<DocumentIndex> documents) {
        List<IndexedChunk> chunks = new ArrayList<>();
        documents.forEach(document -> chunks.addAll(document.chunks()));
        chunks.sort(Comparator.comparing(IndexedChunk::id));
        return chunks;
    }
}
