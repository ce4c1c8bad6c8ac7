package dev.lazygraph.core.query.graph;

/** How much a term or concept says, from how many chunks mention it: the rarer, the more specific. */
public final class Specificity {
    private Specificity() {
    }

    /** BM25's inverse document frequency (Lucene's form, never negative). */
    public static double ofTerm(long chunks, long chunkFrequency) {
        return Math.log(1 + (chunks - chunkFrequency + 0.5) / (chunkFrequency + 0.5));
    }

    /** Inverse chunk frequency of a concept node. */
    public static double ofConcept(long chunks, long chunkFrequency) {
        return chunkFrequency <= 0 ? 0 : Math.log((chunks + 1.0) / chunkFrequency);
    }
}
