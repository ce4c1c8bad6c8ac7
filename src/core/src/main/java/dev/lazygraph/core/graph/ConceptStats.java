package dev.lazygraph.core.graph;

/**
 * Counts of a concept node.
 *
 * @param termFrequency  mentions over all chunks
 * @param chunkFrequency number of chunks mentioning it (its "document frequency" over text units)
 * @param degree         number of distinct co-occurring concepts (hub control at query time)
 */
public record ConceptStats(String concept, long termFrequency, long chunkFrequency, long degree) {
}
