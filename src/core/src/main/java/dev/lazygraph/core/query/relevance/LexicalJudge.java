package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.graph.QuestionWeights;
import java.util.List;

/**
 * Relevance without an LLM: a chunk is relevant when it covers enough of the question's specificity-weighted
 * terms and concepts. A question with nothing specific to match ("what are the main themes?") finds every
 * chunk relevant: for such a question any part of the collection is on topic.
 */
public final class LexicalJudge implements RelevanceJudge {
    /** A third of the question's weight: e.g. the rarest of three words, or a named concept. */
    static final double MIN_COVERAGE = 1.0 / 3;

    private final QuestionWeights question;

    public LexicalJudge(QuestionWeights question) {
        this.question = question;
    }

    @Override
    public List<Verdict> judge(List<IndexedChunk> chunks) {
        return chunks.stream()
                .map(chunk -> question.isBlank() || question.coverage(chunk) >= MIN_COVERAGE
                        ? Verdict.RELEVANT : Verdict.IRRELEVANT)
                .toList();
    }
}
