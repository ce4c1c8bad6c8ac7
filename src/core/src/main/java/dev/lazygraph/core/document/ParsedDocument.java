package dev.lazygraph.core.document;

/**
 * A decoded document: plain text with markup removed.
 *
 * @param title   a heading or title if the format has one, else the key's file name
 * @param charset the charset the bytes were decoded with (for reporting)
 */
public record ParsedDocument(DocumentId id, String revision, String title, String text, String charset) {
}
