package dev.lazygraph.core.query.passage;

import java.util.List;

/**
 * The pool's passages ranked two ways, both by RRF over BM25 on the passages, (with vectors) the embedder's
 * ranking and the pool's chunk ranking, which differ in which passages the chunk ranking speaks for.
 *
 * @param byPassage the chunk's place goes to its best passage by BM25 only, which stands for the chunk: which
 *                  passage answers, for a quote taken from the first few
 * @param byChunk   the chunk ranking read out passage by passage (the first chunk's passages, best by BM25 first,
 *                  then the second chunk's): every passage of a chunk keeps the chunk's place, since the chunk
 *                  ranking says where the question is treated, and BM25 undervalues the passage that answers
 *                  when it shares the question's words with neighbours it does not need (a spreadsheet row
 *                  packed with unrelated rows, a paragraph in other words than the question's). Wider reading,
 *                  for an LLM that reads more than a quote's few passages
 */
public record PassageRankings(List<RankedPassage> byPassage, List<RankedPassage> byChunk) {
}
