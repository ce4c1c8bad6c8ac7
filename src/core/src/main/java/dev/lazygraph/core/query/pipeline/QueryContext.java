package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.graph.GraphView;

/**
 * What one question asks, as the request checked it: the question, its collection and read scope, the route
 * and budgets it forces. Immutable: every stage reads it, none writes it; what the stages find comes back as
 * their results ({@link Routed}, {@link Ranked}, {@link Detected}, {@link Summarized}, {@link Drafted}) and
 * what the question costs is counted by the pipeline ({@link CostMeter}).
 *
 * @param scope           what the caller may read and the question's filter selects: every stage reads
 *                        through a view holding it
 * @param requestedRoute  the route the request forces, or {@code null} to let the router choose
 * @param requestedTokens the tokens the request allows, or {@code null} for its route's plan
 * @param relevanceBudget relevance tests the question may make, over all its attempts
 * @param withGraph       whether the answer carries the communities behind it
 */
public record QueryContext(GraphStore store, String collection, ReadScope scope, String question,
                           Route requestedRoute, Integer requestedTokens, int topK, int relevanceBudget,
                           boolean withGraph) {

    /** A view of the store for one attempt: each attempt reads the store afresh. */
    GraphView newView() {
        return new GraphView(store, collection, scope);
    }
}
