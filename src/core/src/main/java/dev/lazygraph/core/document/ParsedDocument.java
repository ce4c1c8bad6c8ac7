package dev.lazygraph.core.document;

import java.util.List;

/**
 * A decoded document: plain text with markup removed, and its structure.
 *
 * @param title      a heading or title if the format has one, else the key's file name
 * @param sections   the titles that govern parts of the text (the title, headings, definition terms), in text
 *                   order ({@link Section#TEXT_ORDER})
 * @param code       the code blocks of the text, in text order
 * @param charset    the charset the bytes were decoded with, or the media type of a format read by a
 *                   {@link DocumentExtractor} (for reporting)
 * @param pageStarts where each page or slide starts in {@code text}: page {@code n} (1-based) at
 *                   {@code pageStarts.get(n - 1)}, non-decreasing (a page without text starts where the next
 *                   one does); empty for a format without pages
 * @param links      its links to other documents of the collection, in text order
 */
public record ParsedDocument(DocumentId id, String revision, String title, String text, List<Section> sections,
                             List<CodeBlock> code, String charset, List<Integer> pageStarts, List<Link> links) {
    public ParsedDocument {
        sections = sections.stream().sorted(Section.TEXT_ORDER).toList();
        code = List.copyOf(code);
        pageStarts = List.copyOf(pageStarts);
        links = List.copyOf(links);
    }

    /** A document without pages or links. */
    public ParsedDocument(DocumentId id, String revision, String title, String text, List<Section> sections,
                          List<CodeBlock> code, String charset) {
        this(id, revision, title, text, sections, code, charset, List.of(), List.of());
    }
}
