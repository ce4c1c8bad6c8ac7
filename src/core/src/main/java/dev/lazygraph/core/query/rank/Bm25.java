package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.Bm25Query;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.TermMatch;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Specificity;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Okapi BM25 (k1 = 1.2, b = 0.75, Lucene's non-negative idf) over the stored term postings, which carry each
 * chunk's length, so no chunk is read to score it. Written here because the postings live in our own store,
 * not in a search library's index.
 *
 * <p>A ranking keeps only the best chunks, and a question's words stand in tens of thousands of chunks of a large
 * collection. A store that can score the postings where they are ({@link GraphView#bestTermMatches}) hands out
 * only the chunks near the top, with their term frequencies, and the scores are computed here again from those:
 * the store's sums may differ in their last bits (another order of addition), and the ranking is the one scoring
 * every posting here would give.
 */
final class Bm25 {
    static final double K1 = 1.2;
    static final double B = 0.75;

    /** The best {@code limit} chunks for {@code terms} with their BM25 scores, best first ({@link Ranking#byScore}). */
    List<Map.Entry<String, Double>> top(GraphView view, Collection<String> terms, int limit) {
        CorpusStats stats = view.stats();
        List<String> unique = List.copyOf(new LinkedHashSet<>(terms));
        Map<String, Integer> counts = view.termChunkCounts(unique);
        double[] weights = new double[unique.size()];
        for (int i = 0; i < weights.length; i++) {
            Integer count = counts.get(unique.get(i));
            weights[i] = count == null ? 0 : Specificity.ofTerm(stats.chunks(), count);
        }
        Bm25Query query = new Bm25Query(unique, weights, K1, B, Math.max(1e-9, stats.averageChunkLength()), limit);
        Optional<List<TermMatch>> matched = view.bestTermMatches(query);
        Map<String, Double> scores = matched.isPresent() ? rescore(query, matched.get()) : score(view, query);
        return Ranking.topEntries(scores, limit);
    }

    /** Every chunk holding a query term, scored from the postings of the view's scope. */
    private static Map<String, Double> score(GraphView view, Bm25Query query) {
        Map<String, List<Posting>> postings = view.termPostings(query.terms());
        Map<String, Double> scores = new HashMap<>();
        for (int i = 0; i < query.terms().size(); i++) {
            for (Posting p : postings.get(query.terms().get(i))) {
                scores.merge(p.chunkId(), query.part(i, p.frequency(), p.chunkLength()), Double::sum);
            }
        }
        return scores;
    }

    /** The chunks the store found, scored here as {@link #score} would: the terms' parts added in query order. */
    private static Map<String, Double> rescore(Bm25Query query, List<TermMatch> matches) {
        Map<String, Double> scores = new HashMap<>();
        for (TermMatch match : matches) {
            double score = 0;
            for (int i = 0; i < query.terms().size(); i++) {
                if (match.frequency(i) > 0) {
                    score += query.part(i, match.frequency(i), match.chunkLength());
                }
            }
            scores.put(match.chunkId(), score);
        }
        return scores;
    }
}
