package dev.lazygraph.core.document;

import java.util.List;

/**
 * A decoded document: plain text with markup removed.
 *
 * @param title      a heading or title if the format has one, else the key's file name
 * @param headings   the document's headings in text order (none for plain text)
 * @param charset    the charset the bytes were decoded with, or the media type of a format read by a
 *                   {@link DocumentExtractor} (for reporting)
 * @param pageStarts where each page or slide starts in {@code text}: page {@code n} (1-based) at
 *                   {@code pageStarts.get(n - 1)}, non-decreasing (a page without text starts where the next
 *                   one does); empty for a format without pages
 */
public record ParsedDocument(DocumentId id, String revision, String title, String text, List<Heading> headings,
                             String charset, List<Integer> pageStarts) {
    public ParsedDocument {
        headings = List.copyOf(headings);
        pageStarts = List.copyOf(pageStarts);
    }

    /** A document without pages (text, Markdown, HTML). */
    public ParsedDocument(DocumentId id, String revision, String title, String text, List<Heading> headings,
                          String charset) {
        this(id, revision, title, text, headings, charset, List.of());
    }
}
