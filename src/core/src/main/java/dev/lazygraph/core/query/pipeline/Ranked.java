package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.relevance.Snippets;
import java.util.List;

/**
 * What the rank stage found in one attempt.
 *
 * @param weights  the question's terms and concepts weighted by how specific they are in the collection
 * @param snippets the question-relevant part of each chunk, which every LLM stage reads
 * @param ranking  the chunks ranked, as many as the community stage needs for candidates
 * @param top      the best chunks the answer is built from, in rank order (those still stored)
 * @param lexical  the best chunks by BM25 alone, which the answer's passages are also drawn from
 */
record Ranked(QuestionWeights weights, Snippets snippets, List<RankedChunk> ranking, List<IndexedChunk> top,
              List<IndexedChunk> lexical) {
    Ranked {
        ranking = List.copyOf(ranking);
        top = List.copyOf(top);
        lexical = List.copyOf(lexical);
    }
}
