package dev.lazygraph.core.graph;

import dev.lazygraph.core.document.DocumentId;

/** What the store knows about a stored document (without its chunks). */
public record DocumentRecord(DocumentId id, String revision, String title, int chunks, long words) {
}
