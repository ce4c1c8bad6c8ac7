package dev.lazygraph.core.ingest;

/**
 * Settings of the ingest pipeline.
 *
 * @param maxDocumentBytes      larger documents are refused (TOO_LARGE) before decoding
 * @param chunkTargetTokens     chunk size the chunker aims for, in words; short documents stay one chunk
 * @param chunkOverlapSentences sentences repeated at the start of the next chunk
 */
public record IngestConfig(long maxDocumentBytes, int chunkTargetTokens, int chunkOverlapSentences) {
    public static final long DEFAULT_MAX_DOCUMENT_BYTES = 20L * 1024 * 1024;
    public static final int DEFAULT_CHUNK_TARGET_TOKENS = 300;
    public static final int DEFAULT_CHUNK_OVERLAP_SENTENCES = 1;

    public IngestConfig {
        if (maxDocumentBytes <= 0) {
            throw new IllegalArgumentException("maxDocumentBytes must be positive: " + maxDocumentBytes);
        }
        if (chunkTargetTokens < 1) {
            throw new IllegalArgumentException("chunkTargetTokens must be at least 1: " + chunkTargetTokens);
        }
        if (chunkOverlapSentences < 0) {
            throw new IllegalArgumentException("chunkOverlapSentences must not be negative: " + chunkOverlapSentences);
        }
    }

    public static IngestConfig defaults() {
        return new IngestConfig(DEFAULT_MAX_DOCUMENT_BYTES, DEFAULT_CHUNK_TARGET_TOKENS,
                DEFAULT_CHUNK_OVERLAP_SENTENCES);
    }
}
