package dev.lazygraph.core.query;

import java.util.List;

/**
 * The answer to one question.
 *
 * @param routeReason  why the router chose {@code route} (or that the request forced it)
 * @param text         the answer; {@code [n]} markers refer to {@code citations}
 * @param communities  communities whose summaries were used (empty on the basic route)
 * @param warnings     degradations a caller should know about, e.g. an LLM failure answered extractively
 * @param graph        the communities behind the answer, when the request asked for them; otherwise
 *                     {@code null}
 */
public record Answer(String question, Route route, String routeReason, String text, List<Citation> citations,
                     List<CommunityUse> communities, Cost cost, List<String> warnings,
                     AnswerGraph graph) {
    public Answer {
        citations = List.copyOf(citations);
        communities = List.copyOf(communities);
        warnings = List.copyOf(warnings);
    }
}
