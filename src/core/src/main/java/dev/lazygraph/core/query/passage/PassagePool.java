package dev.lazygraph.core.query.passage;

import dev.lazygraph.core.graph.IndexedChunk;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The chunks whose passages an answer may be built from: several rankings of chunks fused by reciprocal rank
 * (RRF, k = {@value PassageRanker#RRF_K}), the first {@value #CHUNKS}. The rankings are the answer's evidence
 * (the chunks found relevant, then the top ones), the graph walk's ranking, and plain BM25 over the whole
 * collection: the walk finds the second hop of a question, plain BM25 the page whose words the question uses,
 * and a fused pool keeps what either finds, where one ranking alone loses what the other finds first.
 */
public final class PassagePool {
    /** About ten chunks' worth more than the context holds, so the passage ranking has a choice. */
    public static final int CHUNKS = 30;

    private PassagePool() {
    }

    /** The pool, best first; a chunk in several rankings adds up their parts. */
    public static List<IndexedChunk> fuse(List<List<IndexedChunk>> rankings) {
        Map<String, Double> scores = new HashMap<>();
        Map<String, IndexedChunk> chunks = new HashMap<>();
        Map<String, Integer> firstSeen = new HashMap<>();
        for (List<IndexedChunk> ranking : rankings) {
            for (int rank = 0; rank < ranking.size(); rank++) {
                IndexedChunk chunk = ranking.get(rank);
                if (chunks.putIfAbsent(chunk.id(), chunk) == null) {
                    firstSeen.put(chunk.id(), firstSeen.size());
                }
                scores.merge(chunk.id(), 1.0 / (PassageRanker.RRF_K + rank + 1), Double::sum);
            }
        }
        return chunks.values().stream()
                .sorted(Comparator.comparingDouble((IndexedChunk c) -> -scores.get(c.id()))
                        .thenComparingInt(c -> firstSeen.get(c.id())))
                .limit(CHUNKS)
                .toList();
    }
}
