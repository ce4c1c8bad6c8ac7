package dev.lazygraph.aws.graph;

import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one document revision adds to the shared aggregates (concept counts, co-occurrence edges, corpus
 * statistics), computed from its stored chunks only, so the same numbers can be subtracted later.
 */
record Contribution(Map<String, ConceptDelta> concepts, Map<Pair, Long> edges, CorpusDelta corpus) {

    /** Concept counts: mentions (tf) and chunks mentioning it (cf); degree is derived from edge transitions. */
    record ConceptDelta(long termFrequency, long chunkFrequency) {
        ConceptDelta plus(ConceptDelta other) {
            return new ConceptDelta(termFrequency + other.termFrequency, chunkFrequency + other.chunkFrequency);
        }

        ConceptDelta negate() {
            return new ConceptDelta(-termFrequency, -chunkFrequency);
        }

        boolean isZero() {
            return termFrequency == 0 && chunkFrequency == 0;
        }
    }

    record CorpusDelta(long documents, long chunks, long totalChunkLength) {
        boolean isZero() {
            return documents == 0 && chunks == 0 && totalChunkLength == 0;
        }
    }

    /** An edge's two ends in canonical order (a before b, as in {@link Edge}). */
    record Pair(String a, String b) {
    }

    static final Contribution NONE = new Contribution(Map.of(), Map.of(), new CorpusDelta(0, 0, 0));

    static Contribution of(Collection<IndexedChunk> chunks) {
        Map<String, ConceptDelta> concepts = new TreeMap<>();
        Map<Pair, Long> edges = new TreeMap<>(Contribution::compare);
        long length = 0;
        for (IndexedChunk chunk : chunks) {
            length += chunk.length();
            chunk.conceptCounts().forEach((concept, mentions) ->
                    concepts.merge(concept, new ConceptDelta(mentions, 1), ConceptDelta::plus));
            List<String> present = new ArrayList<>(new java.util.TreeSet<>(chunk.conceptCounts().keySet()));
            for (int i = 0; i < present.size(); i++) {
                for (int j = i + 1; j < present.size(); j++) {
                    edges.merge(new Pair(present.get(i), present.get(j)), 1L, Long::sum);
                }
            }
        }
        return new Contribution(concepts, edges, new CorpusDelta(1, chunks.size(), length));
    }

    /** This contribution minus {@code old}, keeping only entries that change. */
    Contribution minus(Contribution old) {
        Map<String, ConceptDelta> conceptDeltas = new TreeMap<>(concepts);
        old.concepts.forEach((concept, delta) -> conceptDeltas.merge(concept, delta.negate(), ConceptDelta::plus));
        conceptDeltas.values().removeIf(ConceptDelta::isZero);
        Map<Pair, Long> edgeDeltas = new TreeMap<>(Contribution::compare);
        edgeDeltas.putAll(edges);
        old.edges.forEach((pair, count) -> edgeDeltas.merge(pair, -count, Long::sum));
        edgeDeltas.values().removeIf(count -> count == 0);
        return new Contribution(conceptDeltas, edgeDeltas, new CorpusDelta(corpus.documents - old.corpus.documents,
                corpus.chunks - old.corpus.chunks, corpus.totalChunkLength - old.corpus.totalChunkLength));
    }

    private static int compare(Pair x, Pair y) {
        int first = x.a.compareTo(y.a);
        return first != 0 ? first : x.b.compareTo(y.b);
    }
}
