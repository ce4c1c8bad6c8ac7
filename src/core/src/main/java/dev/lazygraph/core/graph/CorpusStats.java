package dev.lazygraph.core.graph;

/** The totals of a set of documents (a collection, a caller's view of it) for BM25 and PMI. */
public record CorpusStats(long documents, long chunks, long totalChunkLength) {
    public static final CorpusStats EMPTY = new CorpusStats(0, 0, 0);

    /** The totals of one stored document of {@code chunks} chunks whose lengths add up to {@code totalChunkLength}. */
    public static CorpusStats ofDocument(long chunks, long totalChunkLength) {
        return new CorpusStats(1, chunks, totalChunkLength);
    }

    public CorpusStats plus(CorpusStats other) {
        return new CorpusStats(documents + other.documents, chunks + other.chunks,
                totalChunkLength + other.totalChunkLength);
    }

    public CorpusStats minus(CorpusStats other) {
        return new CorpusStats(documents - other.documents, chunks - other.chunks,
                totalChunkLength - other.totalChunkLength);
    }

    public double averageChunkLength() {
        return chunks == 0 ? 0 : (double) totalChunkLength / chunks;
    }
}
