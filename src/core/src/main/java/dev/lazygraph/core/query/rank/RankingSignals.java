package dev.lazygraph.core.query.rank;

/**
 * Which signals rank chunks, so a benchmark can show what each one adds.
 *
 * @param bm25  lexical BM25 over the term postings
 * @param graph Personalized PageRank over the concept-chunk graph, seeded by the question's concepts (and by
 *              the BM25 top chunks when {@code bm25} is on too)
 */
public record RankingSignals(boolean bm25, boolean graph) {
    public static final RankingSignals ALL = new RankingSignals(true, true);
    public static final RankingSignals BM25_ONLY = new RankingSignals(true, false);
    public static final RankingSignals GRAPH_ONLY = new RankingSignals(false, true);

    public RankingSignals {
        if (!bm25 && !graph) {
            throw new IllegalArgumentException("at least one ranking signal must be on");
        }
    }
}
