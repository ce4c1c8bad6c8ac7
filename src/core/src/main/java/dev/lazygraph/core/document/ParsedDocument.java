package dev.lazygraph.core.document;

import java.util.List;

/**
 * A decoded document: plain text with markup removed.
 *
 * @param title    a heading or title if the format has one, else the key's file name
 * @param headings the document's headings in text order (none for plain text)
 * @param charset  the charset the bytes were decoded with (for reporting)
 */
public record ParsedDocument(DocumentId id, String revision, String title, String text, List<Heading> headings,
                             String charset) {
    public ParsedDocument {
        headings = List.copyOf(headings);
    }
}
