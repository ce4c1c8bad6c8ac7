package dev.lazygraph.core.graph;

/**
 * Counts of a concept node, derived at query time from its postings (no store keeps them).
 *
 * @param termFrequency  mentions over all chunks: the sum of its postings' mention counts ({@link Mentions#count})
 * @param chunkFrequency number of chunks mentioning it: the number of its postings
 */
public record ConceptStats(String concept, long termFrequency, long chunkFrequency) {
}
