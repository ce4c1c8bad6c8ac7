package dev.lazygraph.core.graph;

import java.util.List;

/**
 * A BM25 ranking for a store to compute where the postings are ({@link GraphStore#bestTermMatches}). A chunk's
 * score is the sum, over the query's terms it holds {@code f} times, of
 * {@code weights[i] * f * (k1 + 1) / (f + k1 * (1 - b + b * length / averageLength))}, {@code length} being the
 * chunk's BM25 length ({@link Posting#chunkLength()}).
 *
 * @param terms   the terms, in the order the caller adds their parts of a score
 * @param weights each term's weight (its inverse document frequency); a term of weight 0 adds nothing
 * @param limit   how many of the best chunks the caller keeps
 */
public record Bm25Query(List<String> terms, double[] weights, double k1, double b, double averageLength, int limit) {
    /**
     * How far below the {@code limit}-th best score, as the store computes it, a chunk may score and still be
     * returned: far more than two computations of the same sum in another order can differ by, so every chunk of
     * the exact top {@code limit} is among those returned, and the caller, who recomputes the scores, keeps them.
     */
    public static final double TOLERANCE = 1e-6;

    public Bm25Query {
        terms = List.copyOf(terms);
        weights = weights.clone();
        if (weights.length != terms.size() || limit < 1) {
            throw new IllegalArgumentException("one weight per term and a positive limit are needed");
        }
    }

    /** The score of a chunk of BM25 length {@code length} holding term {@code i} {@code frequency} times. */
    public double part(int i, int frequency, int length) {
        double lengthNorm = 1 - b + b * length / averageLength;
        return weights[i] * (frequency * (k1 + 1) / (frequency + k1 * lengthNorm));
    }
}
