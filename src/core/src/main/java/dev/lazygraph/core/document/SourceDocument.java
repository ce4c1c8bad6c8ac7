package dev.lazygraph.core.document;

import java.util.Objects;

/**
 * Raw bytes of a document as they arrive (file, upload or S3 object), before decoding.
 *
 * @param revision content hash, S3 version id or eTag; {@code null} means "derive from the content hash"
 */
public record SourceDocument(DocumentId id, String revision, byte[] content) {
    public SourceDocument {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(content, "content");
    }
}
