package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Specificity;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Okapi BM25 (k1 = 1.2, b = 0.75, Lucene's non-negative idf) over the stored term postings, which carry each
 * chunk's length, so no chunk is read to score it. Written here because the postings live in our own store,
 * not in a search library's index.
 */
final class Bm25 {
    static final double K1 = 1.2;
    static final double B = 0.75;

    /** Chunk id -> BM25 score of the chunks containing at least one of {@code terms}. */
    Map<String, Double> score(GraphView view, Collection<String> terms) {
        CorpusStats stats = view.stats();
        Map<String, List<Posting>> postings = view.termPostings(new LinkedHashSet<>(terms));
        double averageLength = Math.max(1e-9, stats.averageChunkLength());

        Map<String, Double> scores = new HashMap<>();
        postings.forEach((term, list) -> {
            double idf = Specificity.ofTerm(stats.chunks(), list.size());
            for (Posting p : list) {
                double norm = 1 - B + B * p.chunkLength() / averageLength;
                scores.merge(p.chunkId(), idf * saturate(p.frequency(), norm), Double::sum);
            }
        });
        return scores;
    }

    private static double saturate(int frequency, double lengthNorm) {
        return frequency * (K1 + 1) / (frequency + K1 * lengthNorm);
    }
}
