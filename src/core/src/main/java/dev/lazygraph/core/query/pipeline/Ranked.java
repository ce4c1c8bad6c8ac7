package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.passage.QuestionVector;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.relevance.Snippets;
import java.util.List;
import java.util.Optional;

/**
 * What the rank stage found in one attempt.
 *
 * @param weights  the question's terms and concepts weighted by how specific they are in the collection
 * @param snippets the question-relevant part of each chunk, which every LLM stage reads
 * @param ranking  the chunks ranked, as many as the community stage needs for candidates
 * @param top      the best chunks the answer is built from, in rank order (those still stored)
 * @param lexical  the best chunks by BM25 alone, which the answer's passages are also drawn from
 * @param close    the chunks whose passages are closest in meaning to the question (none without vectors)
 * @param vector   the question's vector and the view's passage vectors, when there are any
 */
record Ranked(QuestionWeights weights, Snippets snippets, List<RankedChunk> ranking, List<IndexedChunk> top,
              List<IndexedChunk> lexical, List<IndexedChunk> close, Optional<QuestionVector> vector) {
    Ranked {
        ranking = List.copyOf(ranking);
        top = List.copyOf(top);
        lexical = List.copyOf(lexical);
        close = List.copyOf(close);
    }
}
