package dev.lazygraph.core.query.passage;

import dev.lazygraph.core.passage.Passage;

/** A passage with its fused score for a question; higher is better. */
public record RankedPassage(Passage passage, double score) {
}
