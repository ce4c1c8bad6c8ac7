package dev.lazygraph.core.query.rank;

/**
 * A chunk in a ranking, which is in list order. The score is the graph walk's visiting probability (BM25's
 * score when BM25 ranks alone): a weight, not the order, since the walk's ranking is spread over the question's
 * anchors ({@link AnchorSpread}).
 */
public record RankedChunk(String chunkId, String documentKey, double score) {
}
