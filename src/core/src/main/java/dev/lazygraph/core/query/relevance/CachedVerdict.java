package dev.lazygraph.core.query.relevance;

/**
 * A relevance verdict as cached: whether a chunk helps answer a question.
 *
 * @param questionKey {@link VerdictCache#questionKey} of the question (normalized and hashed)
 * @param chunkId     the chunk's id, which carries its document's revision
 * @param documentKey the chunk's document, whose change invalidates the verdict
 * @param revision    the document revision the chunk belongs to
 * @param tokens      the LLM tokens this verdict cost (its share of its batched prompt): what a hit saves
 */
public record CachedVerdict(String collection, String questionKey, String chunkId, String documentKey,
                            String revision, boolean relevant, int tokens) {
}
