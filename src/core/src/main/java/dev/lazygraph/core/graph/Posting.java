package dev.lazygraph.core.graph;

/**
 * One entry of a term's or concept's posting list: a chunk, how often the term or concept occurs in it, and
 * the chunk's BM25 length ({@link IndexedChunk#length()}), so ranking never reads chunks for their lengths.
 */
public record Posting(String chunkId, int frequency, int chunkLength) {
}
