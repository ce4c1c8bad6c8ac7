package dev.lazygraph.core.document;

import dev.lazygraph.core.cache.ContentKey;

/**
 * The revision a document is stored at: its source's revision (content hash, S3 version id or eTag) with its
 * metadata folded in, so that a change of groups or tags is a new revision for everything derived from the
 * document, exactly as a change of its text is. A document without metadata keeps its source's revision as it
 * is (stores written before metadata existed read the same); one with metadata gets {@value #SEPARATOR} and
 * {@value #DIGEST_CHARS} hex digits of the metadata's SHA-256 after it.
 */
public final class DocumentRevision {
    static final char SEPARATOR = '~';
    static final int DIGEST_CHARS = 16;

    private DocumentRevision() {
    }

    public static String of(String sourceRevision, DocumentMetadata metadata) {
        if (metadata.isEmpty()) {
            return sourceRevision;
        }
        return sourceRevision + SEPARATOR + ContentKey.of(metadata.canonical()).substring(0, DIGEST_CHARS);
    }

    /**
     * The revision with the embedding model folded in as well (another {@value #SEPARATOR} and digest): turning
     * the embedder on, off or to another model makes every document a new revision, so the next ingest
     * embeds what was stored without vectors and no vectors of two models are ever compared.
     */
    public static String of(String sourceRevision, DocumentMetadata metadata, String embeddingModel) {
        String revision = of(sourceRevision, metadata);
        return embeddingModel.isEmpty() ? revision
                : revision + SEPARATOR + ContentKey.of("embedding " + embeddingModel).substring(0, DIGEST_CHARS);
    }

    /**
     * Whether {@code stored} is a revision of the source revision {@code source}, whatever metadata and embedding model it
     * was stored with: what the reconciler compares a bucket listing with (a listing carries no tags).
     */
    public static boolean isOf(String stored, String source) {
        if (stored.equals(source)) {
            return true;
        }
        if (!stored.startsWith(source)) {
            return false;
        }
        String suffixes = stored.substring(source.length());
        int digest = 1 + DIGEST_CHARS;
        return (suffixes.length() == digest || suffixes.length() == 2 * digest)
                && suffixes.charAt(0) == SEPARATOR && suffixes.charAt(suffixes.length() - digest) == SEPARATOR;
    }
}
