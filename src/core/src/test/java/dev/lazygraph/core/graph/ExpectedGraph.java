package dev.lazygraph.core.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Test oracle: the snapshot a store must hold for a set of documents, computed from scratch in one batch
 * (no incremental updates), straight from the definitions in {@link GraphStore} and {@link ConceptStats}.
 */
public final class ExpectedGraph {

    private ExpectedGraph() {
    }

    public static StoreSnapshot of(List<DocumentIndex> documents) {
        List<IndexedChunk> chunks = new ArrayList<>();
        documents.forEach(document -> chunks.addAll(document.chunks()));
        chunks.sort(Comparator.comparing(IndexedChunk::id));

        SortedMap<String, List<Posting>> termPostings = new TreeMap<>();
        SortedMap<String, List<Posting>> conceptPostings = new TreeMap<>();
        Map<String, Long> termFrequency = new HashMap<>();
        SortedMap<String, Long> edgeCounts = new TreeMap<>();
        long totalLength = 0;
        for (IndexedChunk chunk : chunks) {
            totalLength += chunk.length();
            chunk.termFrequencies().forEach((term, count) ->
                    termPostings.computeIfAbsent(term, t -> new ArrayList<>()).add(new Posting(chunk.id(), count)));
            chunk.conceptCounts().forEach((concept, count) -> {
                conceptPostings.computeIfAbsent(concept, c -> new ArrayList<>()).add(new Posting(chunk.id(), count));
                termFrequency.merge(concept, (long) count, Long::sum);
            });
            List<String> concepts = new ArrayList<>(new TreeSet<>(chunk.conceptCounts().keySet()));
            for (int i = 0; i < concepts.size(); i++) {
                for (int j = i + 1; j < concepts.size(); j++) {
                    edgeCounts.merge(concepts.get(i) + "\u0000" + concepts.get(j), 1L, Long::sum);
                }
            }
        }
        List<Edge> edges = new ArrayList<>();
        Map<String, Long> degree = new HashMap<>();
        edgeCounts.forEach((pair, count) -> {
            String[] ends = pair.split("\u0000");
            edges.add(new Edge(ends[0], ends[1], count));
            degree.merge(ends[0], 1L, Long::sum);
            degree.merge(ends[1], 1L, Long::sum);
        });
        List<ConceptStats> concepts = new ArrayList<>();
        conceptPostings.forEach((concept, postings) -> concepts.add(new ConceptStats(concept,
                termFrequency.get(concept), postings.size(), degree.getOrDefault(concept, 0L))));
        List<DocumentRecord> records = documents.stream()
                .map(DocumentIndex::record)
                .sorted(Comparator.comparing(record -> record.id().key()))
                .toList();
        return new StoreSnapshot(new CorpusStats(documents.size(), chunks.size(), totalLength), records, chunks,
                termPostings, conceptPostings, concepts, edges);
    }
}
