package dev.lazygraph.service.query;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.llm.LlmChoice;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** Builds the query service: its budgets from {@link LazygraphConfig}, and the LLM when one is configured. */
@ApplicationScoped
public class QueryProducers {

    @Produces
    @Singleton
    QueryConfig queryConfig(LazygraphConfig config) {
        QueryConfig query = QueryConfig.defaults();
        LazygraphConfig.Query settings = config.query();
        if (settings.relevanceBudget().isPresent()) {
            query = query.withRelevanceBudget(settings.relevanceBudget().get());
        }
        if (settings.tokenBudget().isPresent()) {
            query = query.withTokenBudget(settings.tokenBudget().get());
        }
        if (settings.llmDeadline().isPresent()) {
            query = query.withLlmDeadline(settings.llmDeadline().get());
        }
        if (settings.respendCacheSavings().isPresent()) {
            query = query.withRespendCacheSavings(settings.respendCacheSavings().get());
        }
        return query;
    }

    @Produces
    @Singleton
    QueryService queryService(QueryConfig queryConfig, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                              VerdictCache verdicts, LlmChoice llm) {
        return new QueryService(queryConfig, analyzer, store, cache, verdicts, llm.languageModel());
    }

    /** Stops the LLM call threads. */
    void closeQueryService(@Disposes QueryService queries) {
        queries.close();
    }
}
