package dev.lazygraph.core.query;

import dev.lazygraph.core.chunk.Chunk;

/**
 * One chunk found for a question by retrieval alone (no LLM, no communities).
 *
 * @param score   the ranking's score (BM25 and the graph walk combined); comparable within one search only
 * @param snippet the chunk's sentences covering most of the question, as every LLM stage would read them
 */
public record SearchHit(Chunk chunk, double score, String snippet) {
}
