package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.route.QueryRouter;

/**
 * What the route stage decided: the question's route, why, and the LLM session its plan allows, which every
 * attempt of the question spends from.
 *
 * @param focus what the ranking reads: on the global route what the question asks about without its words
 *              for the collection, else the question itself
 */
record Routed(QueryRouter.Decision decision, LlmSession session, String focus) {

    Route route() {
        return decision.route();
    }
}
