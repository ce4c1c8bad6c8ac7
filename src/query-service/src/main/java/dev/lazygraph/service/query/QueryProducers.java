package dev.lazygraph.service.query;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.llm.LlmThreads;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.pipeline.AnswerStage;
import dev.lazygraph.core.query.pipeline.CommunityStage;
import dev.lazygraph.core.query.pipeline.OutlineStage;
import dev.lazygraph.core.query.pipeline.QueryPipeline;
import dev.lazygraph.core.query.pipeline.QueryPipelines;
import dev.lazygraph.core.query.pipeline.RankStage;
import dev.lazygraph.core.query.pipeline.RelevanceStage;
import dev.lazygraph.core.query.pipeline.RouteStage;
import dev.lazygraph.core.query.pipeline.SummaryStage;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.ValidatedVerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.llm.LlmChoice;
import dev.lazygraph.service.wiring.EmbedderChoice;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.concurrent.ExecutorService;

/**
 * Builds the query pipeline stage by stage, each stage a bean the pipeline is given: its budgets from
 * {@link LazygraphConfig}, the LLM when one is configured, and the executor its LLM calls run on.
 */
@ApplicationScoped
public class QueryProducers {
    static final String LLM_CALLS = "lazygraph-llm-calls";

    @Produces
    @Singleton
    QueryConfig queryConfig(LazygraphConfig config) {
        QueryConfig query = QueryConfig.defaults();
        LazygraphConfig.Query settings = config.query();
        QueryConfig.Budget budget = query.budget();
        if (settings.relevanceBudget().isPresent()) {
            budget = budget.withRelevanceBudget(settings.relevanceBudget().get());
        }
        if (settings.tokenBudget().isPresent()) {
            budget = budget.withTokenBudget(settings.tokenBudget().get());
        }
        if (settings.llmDeadline().isPresent()) {
            budget = budget.withLlmDeadline(settings.llmDeadline().get());
        }
        if (settings.respendCacheSavings().isPresent()) {
            budget = budget.withRespendCacheSavings(settings.respendCacheSavings().get());
        }
        return query.withBudget(budget);
    }

    /**
     * The threads every question's LLM calls run on ({@link LlmThreads}): at most {@value LlmThreads#THREADS}
     * calls at once and {@value LlmThreads#QUEUE} waiting (one more fails like a model that does not answer).
     */
    @Produces
    @Singleton
    @Named(LLM_CALLS)
    ExecutorService llmCalls() {
        return LlmThreads.pool();
    }

    void closeLlmCalls(@Disposes @Named(LLM_CALLS) ExecutorService executor) {
        executor.shutdownNow();
    }

    @Produces
    @Singleton
    ValidatedSummaryCache validatedSummaries(SummaryCache cache, GraphStore store) {
        return new ValidatedSummaryCache(cache, store);
    }

    @Produces
    @Singleton
    RouteStage routeStage(QueryConfig config, LlmChoice llm, @Named(LLM_CALLS) ExecutorService llmCalls) {
        return QueryPipelines.routeStage(config, llm.languageModel(), llmCalls, Clock.systemUTC());
    }

    /** The one ranking, which the rank stage and the answer's follow-up search share. */
    @Produces
    @Singleton
    ChunkRanker chunkRanker(QueryConfig config) {
        return new ChunkRanker(config);
    }

    @Produces
    @Singleton
    RankStage rankStage(QueryConfig config, TextAnalyzer analyzer, ChunkRanker ranker, EmbedderChoice embedder) {
        return QueryPipelines.rankStage(config, analyzer, ranker, embedder.embedder());
    }

    @Produces
    @Singleton
    CommunityStage communityStage(QueryConfig config) {
        return QueryPipelines.communityStage(config);
    }

    @Produces
    @Singleton
    RelevanceStage relevanceStage(QueryConfig config, VerdictCache verdicts, GraphStore store) {
        return QueryPipelines.relevanceStage(config, new ValidatedVerdictCache(verdicts, store), JudgeSelection.STANDARD);
    }

    @Produces
    @Singleton
    SummaryStage summaryStage(QueryConfig config, TextAnalyzer analyzer, ValidatedSummaryCache summaries) {
        return QueryPipelines.summaryStage(config, analyzer, summaries);
    }

    @Produces
    @Singleton
    AnswerStage answerStage(QueryConfig config, TextAnalyzer analyzer, ValidatedSummaryCache summaries,
                            ChunkRanker ranker, EmbedderChoice embedder) {
        return QueryPipelines.answerStage(config, analyzer, summaries, ranker, embedder.embedder());
    }

    @Produces
    @Singleton
    OutlineStage outlineStage(QueryConfig config, TextAnalyzer analyzer) {
        return QueryPipelines.outlineStage(config, analyzer);
    }

    @Produces
    @Singleton
    QueryPipeline queryPipeline(RouteStage route, RankStage rank, CommunityStage communities, RelevanceStage relevance,
                                SummaryStage summaries, AnswerStage answer, OutlineStage outline) {
        return new QueryPipeline(route, rank, communities, relevance, summaries, answer, outline);
    }

    @Produces
    @Singleton
    QueryService queryService(QueryConfig config, GraphStore store, QueryPipeline pipeline) {
        return new QueryService(config, store, pipeline);
    }
}
