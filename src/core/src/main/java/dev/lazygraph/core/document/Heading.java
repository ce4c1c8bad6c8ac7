package dev.lazygraph.core.document;

/**
 * A Markdown or HTML heading of a parsed document.
 *
 * @param offset where its text starts in the parsed text
 * @param level  1 for a top-level heading (# or h1) to 6
 */
public record Heading(int offset, int level, String text) {
}
