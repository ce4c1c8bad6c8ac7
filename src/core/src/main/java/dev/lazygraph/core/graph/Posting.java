package dev.lazygraph.core.graph;

/** One entry of a term's or concept's posting list: a chunk and how often the term occurs in it. */
public record Posting(String chunkId, int frequency) {
}
