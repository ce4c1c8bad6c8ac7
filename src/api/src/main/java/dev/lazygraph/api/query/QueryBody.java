package dev.lazygraph.api.query;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Body of {@code POST /query}. Only {@code question} is required.
 *
 * @param route basic, local or global (any case); absent lets the router choose
 * @param graph {@code true} adds the answer's community graph ({@code graph}: concepts, co-occurrence edges,
 *              communities and their relevance-test outcome); absent or {@code false} leaves it out
 */
@RegisterForReflection
public record QueryBody(String question, String collection, String route, Integer topK, Integer relevanceBudget,
                        Integer tokenBudget, Boolean graph) {
}
