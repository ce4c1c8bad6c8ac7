package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.route.QueryRouter;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/**
 * Routes the question (or takes the route the request forces) and opens its LLM session with the tokens its
 * route's plan allows ({@link dev.lazygraph.core.query.BudgetPlan}), split into the plan's stage shares.
 */
public final class RouteStage {
    private final QueryRouter router;
    private final QueryConfig.Budget budget;
    private final Optional<LanguageModel> llm;
    private final ExecutorService llmCalls;

    /**
     * @param llm      the model, when one is configured
     * @param llmCalls where the LLM calls of every question run: the container's, bounded
     */
    public RouteStage(QueryRouter router, QueryConfig.Budget budget, Optional<LanguageModel> llm,
                      ExecutorService llmCalls) {
        this.router = router;
        this.budget = budget;
        this.llm = llm;
        this.llmCalls = llmCalls;
    }

    Routed run(QueryContext context) {
        QueryRouter.Decision decision = context.requestedRoute() == null ? router.route(context.question())
                : router.forced(context.requestedRoute(), context.question());
        int tokens = budget.tokensFor(decision.route(), context.requestedTokens());
        LlmSession session = new LlmSession(llm.orElse(null), tokens, budget.plan().of(decision.route()),
                budget.llmDeadline(), llmCalls, budget.respendCacheSavings());
        return new Routed(decision, session, decision.route() == Route.GLOBAL ? decision.focus() : context.question());
    }
}
