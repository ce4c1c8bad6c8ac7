package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Specificity;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Okapi BM25 (k1 = 1.2, b = 0.75, Lucene's non-negative idf) over the stored term postings. Written here
 * because the postings live in our own store, not in a search library's index.
 */
final class Bm25 {
    static final double K1 = 1.2;
    static final double B = 0.75;

    /**
     * Postings carry no chunk length, so lengths are read from the chunk records; to bound those reads on
     * large collections only the best {@code maxLengthReads} chunks by the length-free score (b = 0) are
     * scored exactly, and only they are returned.
     */
    private final int maxLengthReads;

    Bm25(int maxLengthReads) {
        this.maxLengthReads = maxLengthReads;
    }

    /** Chunk id -> BM25 score of the chunks containing at least one of {@code terms}. */
    Map<String, Double> score(GraphView view, Collection<String> terms) {
        CorpusStats stats = view.stats();
        Map<String, List<Posting>> postings = view.termPostings(new LinkedHashSet<>(terms));
        double averageLength = Math.max(1e-9, stats.averageChunkLength());

        Map<String, Double> lengthFree = new HashMap<>();
        postings.forEach((term, list) -> {
            double idf = Specificity.ofTerm(stats.chunks(), list.size());
            for (Posting p : list) {
                lengthFree.merge(p.chunkId(), idf * saturate(p.frequency(), 1.0), Double::sum);
            }
        });
        List<String> exact = Ranking.top(lengthFree, maxLengthReads);
        Map<String, IndexedChunk> chunks = view.chunks(exact);

        Map<String, Double> scores = new HashMap<>();
        postings.forEach((term, list) -> {
            double idf = Specificity.ofTerm(stats.chunks(), list.size());
            for (Posting p : list) {
                IndexedChunk chunk = chunks.get(p.chunkId());
                if (chunk != null) {
                    double norm = 1 - B + B * chunk.length() / averageLength;
                    scores.merge(p.chunkId(), idf * saturate(p.frequency(), norm), Double::sum);
                }
            }
        });
        return scores;
    }

    private static double saturate(int frequency, double lengthNorm) {
        return frequency * (K1 + 1) / (frequency + K1 * lengthNorm);
    }
}
