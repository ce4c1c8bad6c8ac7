package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.route.QueryRouter;

/**
 * Routes the question (or takes the route the request forces) and opens its LLM session with the tokens its
 * route's plan allows ({@link dev.lazygraph.core.query.BudgetPlan}), split into the plan's stage shares.
 */
public final class RouteStage {
    private final QueryRouter router;
    private final LlmSessions sessions;

    public RouteStage(QueryRouter router, LlmSessions sessions) {
        this.router = router;
        this.sessions = sessions;
    }

    Routed run(QueryContext context) {
        QueryRouter.Decision decision = context.requestedRoute() == null ? router.route(context.question())
                : router.forced(context.requestedRoute(), context.question());
        return new Routed(decision, sessions.open(decision.route(), context.requestedTokens()),
                decision.route() == Route.GLOBAL ? decision.focus() : context.question());
    }
}
