package dev.lazygraph.core.embed;

/**
 * The vector of one passage of a stored document: the passage is named by its chunk's ordinal and its offsets
 * in the chunk's text, the same passage {@link dev.lazygraph.core.passage.PassageSplitter} cuts again at query
 * time.
 */
public record PassageVector(int chunk, int start, int end, Int8Vector vector) {
}
