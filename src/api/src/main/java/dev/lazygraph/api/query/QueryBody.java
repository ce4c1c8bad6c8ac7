package dev.lazygraph.api.query;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Body of {@code POST /query}. Only {@code question} is required.
 *
 * @param route basic, local or global (any case); absent lets the router choose
 */
@RegisterForReflection
public record QueryBody(String question, String collection, String route, Integer topK, Integer relevanceBudget,
                        Integer tokenBudget) {
}
