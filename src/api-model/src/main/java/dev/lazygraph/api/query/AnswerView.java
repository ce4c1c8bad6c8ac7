package dev.lazygraph.api.query;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.AnswerGraph;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.TokenUsage;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The answer to one question as the API returns it ({@code POST /query}, the MCP tool {@code ask},
 * {@code lazygraph ask --json}). Every record of the answer and its mapping from the core's records is in
 * this file: a field the core adds reaches clients by a component here and a line in its {@code of}.
 */
@Schema(name = "Answer", description = "An answer with its citations, the communities it used and its cost.",
        requiredProperties = {"question", "route", "routeReason", "found", "text", "citations", "furtherSources",
                "communities", "cost", "warnings"})
@RegisterForReflection
public record AnswerView(
        String question,
        @Schema(description = "How the question was answered.") RouteName route,
        @Schema(description = "Why the router chose the route, or that the request forced it.") String routeReason,
        @Schema(description = "Whether the documents hold an answer: false when nothing in them mentions what the"
                + " question names, and the text then says so in one line.") boolean found,
        @Schema(description = "The answer; its [n] markers refer to the citations.") String text,
        @Schema(description = "The sources the text cites with its [n] markers.") List<Citation> citations,
        @Schema(description = "Other sources the answer was built from (what summaries cite, excerpts the text did"
                + " not use), or the closest passages when nothing was found; numbered after the citations.")
        List<Citation> furtherSources,
        @Schema(description = "Communities whose summaries were used (empty on the basic route).")
        List<Community> communities,
        Cost cost,
        @Schema(description = "Degradations a caller should know about, e.g. an LLM failure answered extractively.")
        List<String> warnings,
        @Schema(description = "The communities behind the answer; only when the request set \"graph\": true.")
        @JsonInclude(JsonInclude.Include.NON_NULL) Graph graph) {

    public static AnswerView of(Answer answer) {
        return new AnswerView(answer.question(), RouteName.valueOf(answer.route().name()), answer.routeReason(),
                answer.found(), answer.text(), answer.citations().stream().map(Citation::of).toList(),
                answer.furtherSources().stream().map(Citation::of).toList(),
                answer.communities().stream().map(Community::of).toList(), Cost.of(answer.cost()), answer.warnings(),
                answer.graph() == null ? null : Graph.of(answer.graph()));
    }

    /** The routes, as answers name them. */
    public enum RouteName { BASIC, LOCAL, GLOBAL }

    @Schema(description = "A source of the answer: the span [start, end) of the parsed text of one document"
            + " revision.", requiredProperties = {"number", "documentKey", "revision", "chunkId", "start", "end"})
    @RegisterForReflection
    public record Citation(
            @Schema(description = "The marker [number] in the answer and summary texts.") int number,
            String documentKey,
            String revision,
            @Schema(description = "The chunk holding the span (GET /chunks/{chunkId}, percent-encoded).")
            String chunkId,
            int start,
            int end,
            @Schema(description = "The 1-based page (PDF page, slide, Word page) the span starts on; absent for a"
                    + " document without pages.") @JsonInclude(JsonInclude.Include.NON_NULL) Integer page,
            @Schema(description = "The page the span ends on when that is a later one.")
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer lastPage,
            @Schema(description = "The heading of the section the span starts in.")
            @JsonInclude(JsonInclude.Include.NON_NULL) String section) {

        static Citation of(dev.lazygraph.core.query.Citation citation) {
            return new Citation(citation.number(), citation.documentKey(), citation.revision(), citation.chunkId(),
                    citation.start(), citation.end(), citation.page(), citation.lastPage(), citation.section());
        }
    }

    @Schema(name = "CommunityUse", description = "A community whose summary went into the answer.",
            requiredProperties = {"id", "level", "concepts", "summary", "cached"})
    @RegisterForReflection
    public record Community(
            @Schema(description = "Position in the query's community hierarchy, e.g. \"3\" or \"3.1\".") String id,
            int level,
            List<String> concepts,
            @Schema(description = "Its [n] markers refer to the answer's citations.") String summary,
            @Schema(description = "Whether the summary came from the summary cache.") boolean cached) {

        static Community of(CommunityUse use) {
            return new Community(use.id(), use.level(), use.concepts(), use.summary(), use.cached());
        }
    }

    @Schema(description = "What answering the question cost.", requiredProperties = {"llmTokens", "llmCalls",
            "relevanceTests", "relevanceBudget", "tokenBudget", "communitiesDetected", "communitiesConsidered",
            "communitiesSummarized", "cacheHits", "cacheMisses", "latencyMs", "reusedTokens"})
    @RegisterForReflection
    public record Cost(
            @Schema(description = "LLM stage (relevance, summary, map, answer) to tokens in and out.")
            Map<String, Tokens> llmTokens,
            @Schema(description = "LLM calls made, failed ones included.") int llmCalls,
            int relevanceTests,
            int relevanceBudget,
            int tokenBudget,
            int communitiesDetected,
            int communitiesConsidered,
            int communitiesSummarized,
            @Schema(description = "Summaries served from the cache.") int cacheHits,
            @Schema(description = "Summaries computed.") int cacheMisses,
            @Schema(description = "Pipeline stage (route, rank, communities, relevance, summary, answer) to wall-clock"
                    + " milliseconds; a stage that did not run is left out.") Map<String, Long> latencyMs,
            @Schema(description = "LLM stage to tokens served from caches instead of being bought again.")
            Map<String, Integer> reusedTokens) {

        static Cost of(dev.lazygraph.core.query.Cost cost) {
            Map<String, Tokens> tokens = new LinkedHashMap<>();
            cost.llmTokens().forEach((stage, usage) -> tokens.put(stage.key(), Tokens.of(usage)));
            return new Cost(tokens, cost.llmCalls(), cost.relevanceTests(), cost.relevanceBudget(), cost.tokenBudget(),
                    cost.communitiesDetected(), cost.communitiesConsidered(), cost.communitiesSummarized(),
                    cost.cacheHits(), cost.cacheMisses(), byKey(cost.latencyMs()), byKey(cost.reusedTokens()));
        }

        /** The stages' figures under their keys ({@link Stage#key}), in the same order. */
        private static <V> Map<String, V> byKey(Map<Stage, V> byStage) {
            Map<String, V> byKey = new LinkedHashMap<>();
            byStage.forEach((stage, value) -> byKey.put(stage.key(), value));
            return byKey;
        }
    }

    @Schema(name = "TokenUsage", description = "LLM tokens of one stage.", requiredProperties = {"input", "output"})
    @RegisterForReflection
    public record Tokens(int input, int output) {

        static Tokens of(TokenUsage usage) {
            return new Tokens(usage.input(), usage.output());
        }
    }

    @Schema(name = "AnswerGraph", description = "The query's concept subgraph, the community of each concept and"
            + " how each community fared in the relevance tests. Empty on the basic route.",
            requiredProperties = {"nodes", "edges", "communities"})
    @RegisterForReflection
    public record Graph(List<Node> nodes, List<Edge> edges, List<CommunityOutcome> communities) {

        static Graph of(AnswerGraph graph) {
            return new Graph(graph.nodes().stream().map(n -> new Node(n.concept(), n.community())).toList(),
                    graph.edges().stream().map(e -> new Edge(e.a(), e.b(), e.weight())).toList(),
                    graph.communities().stream().map(CommunityOutcome::of).toList());
        }
    }

    @Schema(name = "GraphNode", description = "A concept and the id of the deepest community holding it.",
            requiredProperties = {"concept", "community"})
    @RegisterForReflection
    public record Node(String concept, String community) {
    }

    @Schema(name = "GraphEdge", description = "Two concepts that co-occur, with the normalized PMI Leiden"
            + " clustered on, in (0, 1].", requiredProperties = {"a", "b", "weight"})
    @RegisterForReflection
    public record Edge(String a, String b, double weight) {
    }

    @Schema(description = "One community and its relevance-test outcome.",
            requiredProperties = {"id", "level", "concepts", "tested", "relevant", "selected"})
    @RegisterForReflection
    public record CommunityOutcome(
            String id,
            int level,
            List<String> concepts,
            @Schema(description = "Its chunks were relevance-tested within the budget.") boolean tested,
            @Schema(description = "A chunk of it passed a relevance test.") boolean relevant,
            @Schema(description = "Chosen for a summary: relevant, and none of its sub-communities is.")
            boolean selected,
            @Schema(description = "The summary as it went into the answer; null when not summarized.")
            String summary) {

        static CommunityOutcome of(AnswerGraph.CommunityOutcome outcome) {
            return new CommunityOutcome(outcome.id(), outcome.level(), outcome.concepts(), outcome.tested(),
                    outcome.relevant(), outcome.selected(), outcome.summary());
        }
    }
}
