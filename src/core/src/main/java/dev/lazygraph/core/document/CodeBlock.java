package dev.lazygraph.core.document;

/**
 * A block of code or preformatted text in a document ({@code <pre>}, a Markdown fence): searchable by its
 * words, but not prose: no noun phrases are read from it and an answer never quotes it as a sentence.
 *
 * @param start offset in the parsed text (inclusive)
 * @param end   offset in the parsed text (exclusive)
 */
public record CodeBlock(int start, int end) {
    public CodeBlock {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("a code block needs 0 <= start <= end: " + start + ", " + end);
        }
    }

    public boolean overlaps(int from, int to) {
        return start < to && from < end;
    }

    CodeBlock shifted(int shift) {
        return new CodeBlock(start - shift, end - shift);
    }
}
