package dev.lazygraph.core.document;

import java.util.List;

/**
 * A decoded document: plain text with markup removed, and its structure.
 *
 * @param title    a heading or title if the format has one, else the key's file name
 * @param sections the titles that govern parts of the text (headings, definition terms), in text order
 *                 ({@link Section#TEXT_ORDER}); none for plain text
 * @param code     the code blocks of the text, in text order
 * @param charset  the charset the bytes were decoded with (for reporting)
 */
public record ParsedDocument(DocumentId id, String revision, String title, String text, List<Section> sections,
                             List<CodeBlock> code, String charset) {
    public ParsedDocument {
        sections = sections.stream().sorted(Section.TEXT_ORDER).toList();
        code = List.copyOf(code);
    }
}
