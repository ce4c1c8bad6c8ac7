package dev.lazygraph.core.document;

import java.util.Objects;

/**
 * Raw bytes of a document as they arrive (file, upload or S3 object), before decoding, with the metadata given
 * with them.
 *
 * @param revision content hash, S3 version id or eTag; {@code null} means "derive from the content hash"
 * @param metadata groups and tags set where the document was ingested
 */
public record SourceDocument(DocumentId id, String revision, byte[] content, DocumentMetadata metadata) {
    public SourceDocument {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(content, "content");
        metadata = metadata == null ? DocumentMetadata.NONE : metadata;
    }

    /** A document without groups or tags. */
    public SourceDocument(DocumentId id, String revision, byte[] content) {
        this(id, revision, content, DocumentMetadata.NONE);
    }
}
