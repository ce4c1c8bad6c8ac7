package dev.lazygraph.core.document;

import java.util.List;

/**
 * What a {@link DocumentExtractor} read from a document: its text with the structure that locates a passage.
 *
 * @param mediaType  the format recognized, such as {@code application/pdf}
 * @param title      the document's own title (metadata or first heading), or blank
 * @param headings   section headings in text order (PDF bookmarks, Office heading styles, slide titles, sheets)
 * @param pageStarts where each page (or slide) starts in {@code text}, in page order: page {@code n} (1-based)
 *                   starts at {@code pageStarts.get(n - 1)}; empty for a format without pages
 * @param code       the code blocks in {@code text} (preformatted text, paragraphs in a code style)
 */
public record ExtractedDocument(String mediaType, String title, String text, List<Heading> headings,
                                List<Integer> pageStarts, List<CodeBlock> code) {
    public ExtractedDocument {
        headings = List.copyOf(headings);
        pageStarts = List.copyOf(pageStarts);
        code = List.copyOf(code);
    }
}
