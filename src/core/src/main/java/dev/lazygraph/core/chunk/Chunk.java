package dev.lazygraph.core.chunk;

import dev.lazygraph.core.document.DocumentId;

/**
 * A sentence-aligned span of a document revision.
 *
 * @param id      stable id: document key + revision + ordinal, unique within the collection
 * @param start   character offset (inclusive) in the parsed text
 * @param end     character offset (exclusive) in the parsed text
 */
public record Chunk(String id, DocumentId document, String revision, int ordinal, int start, int end, String text) {
    public static String idOf(DocumentId document, String revision, int ordinal) {
        return document.key() + "#" + revision + "#" + ordinal;
    }
}
