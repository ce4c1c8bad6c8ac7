package dev.lazygraph.api.query;

import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Body of {@code POST /query}. Only {@code question} is required.
 *
 * @param route basic, local or global (any case); absent lets the router choose
 * @param graph  {@code true} adds the answer's community graph ({@code graph}: concepts, co-occurrence edges,
 *               communities and their relevance-test outcome); absent or {@code false} leaves it out
 * @param filter the part of the collection the question is about; absent: all the caller may read
 */
@Schema(name = "QueryRequest", requiredProperties = "question")
@RegisterForReflection
public record QueryBody(
        @Schema(description = "The question (at most lazygraph.query.max-question-chars characters).")
        String question,
        @Schema(description = "The collection; the configured default when absent.") String collection,
        @Schema(description = "Force a route (any case); absent lets the router choose per question.",
                enumeration = {"basic", "local", "global"}) String route,
        @Schema(description = "Chunks the answer is built from (1-100).", minimum = "1", maximum = "100")
        Integer topK,
        @Schema(description = "Relevance tests this query may make.", minimum = "0") Integer relevanceBudget,
        @Schema(description = "LLM tokens (in and out) this query may spend.", minimum = "0") Integer tokenBudget,
        @Schema(description = "true adds the answer's community graph.") Boolean graph,
        @Schema(description = "Restricts the question to part of the collection (key prefixes, tags).")
        FilterBody filter) {
}
