package dev.lazygraph.documents;

/**
 * A paragraph, heading or table row of an extracted document, on its page.
 *
 * @param page          1-based page or slide; 0 for a format without pages
 * @param headingLevel  1-6 for a heading, 0 for text
 * @param joinsPrevious true where a page break cut a paragraph: it continues the block before it on the same
 *                      line rather than starting a paragraph
 * @param code          true for code or preformatted text ({@code <pre>}, a paragraph in a code style): searchable,
 *                      never quoted as a sentence
 */
record Block(int page, String text, int headingLevel, boolean joinsPrevious, boolean code) {

    Block(int page, String text, int headingLevel, boolean joinsPrevious) {
        this(page, text, headingLevel, joinsPrevious, false);
    }

    boolean isHeading() {
        return headingLevel > 0;
    }
}
