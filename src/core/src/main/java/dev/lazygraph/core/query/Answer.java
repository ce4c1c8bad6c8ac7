package dev.lazygraph.core.query;

import java.util.List;

/**
 * The answer to one question.
 *
 * @param routeReason  why the router chose {@code route} (or that the request forced it)
 * @param found        whether the collection holds something that answers the question; {@code false} when
 *                     nothing carries what the question names, and the text then says so in one line
 * @param text         the answer; {@code [n]} markers refer to {@code citations}
 * @param citations    the sources the text cites with its {@code [n]} markers
 * @param furtherSources other sources the answer was built from (a summary's, an excerpt the text did not use),
 *                     or, when nothing was found, the closest passages; numbered after the citations
 * @param communities  communities whose summaries were used (empty on the basic route)
 * @param warnings     degradations a caller should know about, e.g. an LLM failure answered extractively
 * @param graph        the communities behind the answer, when the request asked for them; otherwise
 *                     {@code null}
 */
public record Answer(String question, Route route, String routeReason, boolean found, String text,
                     List<Citation> citations, List<Citation> furtherSources, List<CommunityUse> communities,
                     Cost cost, List<String> warnings, AnswerGraph graph) {
    public Answer {
        citations = List.copyOf(citations);
        furtherSources = List.copyOf(furtherSources);
        communities = List.copyOf(communities);
        warnings = List.copyOf(warnings);
    }
}
