package dev.lazygraph.core.graph;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;

/**
 * What the store knows about a stored document (without its chunks).
 *
 * @param metadata its groups and tags (folded into {@code revision}); never {@code null}
 */
public record DocumentRecord(DocumentId id, String revision, String title, int chunks, long words,
                             DocumentMetadata metadata) {
    public DocumentRecord {
        // Records stored before documents had metadata read back without it.
        metadata = metadata == null ? DocumentMetadata.NONE : metadata;
    }

    /** A document without groups or tags. */
    public DocumentRecord(DocumentId id, String revision, String title, int chunks, long words) {
        this(id, revision, title, chunks, words, DocumentMetadata.NONE);
    }
}
