package dev.lazygraph.core.graph;

/**
 * A chunk that holds some of a {@link Bm25Query}'s terms: its BM25 length and how often it holds each term, in
 * the query's order (0 for a term it does not hold, and for a term of weight 0, which adds nothing to a score).
 */
public record TermMatch(String chunkId, int chunkLength, int[] frequencies) {
    public TermMatch {
        frequencies = frequencies.clone();
    }

    public int frequency(int term) {
        return frequencies[term];
    }
}
