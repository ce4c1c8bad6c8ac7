package dev.lazygraph.core.graph;

/** Collection-wide counts for BM25 and PMI. */
public record CorpusStats(long documents, long chunks, long totalChunkLength) {
    public static final CorpusStats EMPTY = new CorpusStats(0, 0, 0);

    public double averageChunkLength() {
        return chunks == 0 ? 0 : (double) totalChunkLength / chunks;
    }
}
