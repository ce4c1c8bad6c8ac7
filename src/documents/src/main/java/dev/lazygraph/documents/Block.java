package dev.lazygraph.documents;

/**
 * A paragraph, heading or table row of an extracted document, on its page.
 *
 * @param page          1-based page or slide; 0 for a format without pages
 * @param headingLevel  1-6 for a heading, 0 for text
 * @param joinsPrevious true where a page break cut a paragraph: it continues the block before it on the same
 *                      line rather than starting a paragraph
 */
record Block(int page, String text, int headingLevel, boolean joinsPrevious) {

    boolean isHeading() {
        return headingLevel > 0;
    }
}
