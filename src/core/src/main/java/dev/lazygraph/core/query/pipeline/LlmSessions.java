package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.Route;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/**
 * Opens each question's {@link LlmSession}: the model, the threads its calls run on and the clock its deadline
 * is decided by are the service's; the tokens and their shares are the route's plan
 * ({@link dev.lazygraph.core.query.BudgetPlan}).
 */
public final class LlmSessions {
    private final Optional<LanguageModel> llm;
    private final QueryConfig.Budget budget;
    private final ExecutorService llmCalls;
    private final Clock clock;

    /**
     * @param llm      the model, when one is configured
     * @param llmCalls where the LLM calls of every question run ({@link dev.lazygraph.core.llm.LlmThreads})
     */
    public LlmSessions(Optional<LanguageModel> llm, QueryConfig.Budget budget, ExecutorService llmCalls, Clock clock) {
        this.llm = llm;
        this.budget = budget;
        this.llmCalls = llmCalls;
        this.clock = clock;
    }

    /** @param requestedTokens the tokens the request allows, or {@code null} for the route's plan */
    LlmSession open(Route route, Integer requestedTokens) {
        return new LlmSession(llm.orElse(null), budget.tokensFor(route, requestedTokens), budget.plan().of(route),
                budget.llmDeadline(), clock, llmCalls, budget.respendCacheSavings());
    }
}
