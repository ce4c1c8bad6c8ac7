package dev.lazygraph.core.query;

/**
 * A source of an answer: the span {@code [start, end)} of the parsed text of one document revision.
 *
 * @param number the marker {@code [number]} used in the answer and summary texts
 */
public record Citation(int number, String documentKey, String revision, String chunkId, int start, int end) {
}
