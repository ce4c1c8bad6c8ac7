package dev.lazygraph.core.query.rank;

/** A chunk in a ranking; higher scores rank first. */
public record RankedChunk(String chunkId, String documentKey, double score) {
}
