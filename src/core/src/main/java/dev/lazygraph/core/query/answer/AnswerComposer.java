package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.summary.CachedCompletions;
import java.util.List;
import java.util.Optional;

/**
 * Chooses how the answer of a route is written: with the LLM when it is usable (in one call, or map-reduced
 * for a global answer whose summaries would fill more than half of what the answer stage may spend), else,
 * or when the LLM fails or its share is spent, extractively (quotes, or one line per theme on the global
 * route).
 */
public final class AnswerComposer {
    static final String NOTHING_FOUND = "Nothing in the collection matches the question.";

    private final LlmAnswer llmAnswer;
    private final MapReduceAnswer mapReduce;
    private final ExtractiveAnswer extractive;
    private final ExtractiveThemes themes;

    public AnswerComposer(LlmAnswer llmAnswer, MapReduceAnswer mapReduce, ExtractiveAnswer extractive,
                          ExtractiveThemes themes) {
        this.llmAnswer = llmAnswer;
        this.mapReduce = mapReduce;
        this.extractive = extractive;
        this.themes = themes;
    }

    /**
     * The answer when the documents do not cover what the question names: one line saying so, and the
     * closest passages as sources the text does not cite.
     */
    public Draft nothingFound(List<String> unknownNames, List<IndexedChunk> closest) {
        CitationList cites = new CitationList();
        closest.forEach(chunk -> cites.cite(chunk.chunk()));
        String names = String.join(", ", unknownNames.stream().map(n -> "\u201c" + n + "\u201d").toList());
        return new Draft(false, "Not found in these documents: nothing in them mentions " + names + "."
                + (closest.isEmpty() ? "" : " The closest passages are listed as further sources."),
                cites.citations(), List.of());
    }

    public Draft compose(Route route, Evidence evidence, CachedCompletions llm) {
        if (evidence.isEmpty()) {
            return new Draft(false, NOTHING_FOUND, List.of(), List.of());
        }
        boolean themed = route == Route.GLOBAL && !evidence.communities().isEmpty();
        if (llm.usable()) {
            int summaryTokens = evidence.communities().stream()
                    .mapToInt(sc -> LlmSession.estimateTokens(sc.summary().text())).sum();
            Optional<Draft> written = themed && summaryTokens > llm.remaining(Stage.ANSWER) / 2
                    ? mapReduce.write(evidence, llm)
                    : llmAnswer.write(route, evidence, llm);
            if (written.isPresent()) {
                return written.get();
            }
        }
        return themed ? themes.write(evidence) : extractive.write(evidence);
    }
}
