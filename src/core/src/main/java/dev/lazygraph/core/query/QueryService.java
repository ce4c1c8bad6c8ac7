package dev.lazygraph.core.query;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LlmThreads;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.pipeline.QueryContext;
import dev.lazygraph.core.query.pipeline.QueryPipeline;
import dev.lazygraph.core.query.pipeline.QueryPipelines;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/**
 * The lazy query: checks what is asked and runs it through the {@link QueryPipeline} (route, rank,
 * communities, relevance tests, summaries, answer), with citations and the cost of every stage; and the
 * ranking alone ({@link #rank}, {@link #search}). Thread-safe.
 */
public final class QueryService implements AutoCloseable {
    static final int MAX_TOP_K = 100;
    static final int MAX_RANK_DEPTH = 1_000;

    private final QueryConfig config;
    private final GraphStore store;
    private final QueryPipeline pipeline;
    private final Runnable onClose;

    /** The service of a container that owns the pipeline's stages and their executor. */
    public QueryService(QueryConfig config, GraphStore store, QueryPipeline pipeline) {
        this(config, store, pipeline, () -> { });
    }

    private QueryService(QueryConfig config, GraphStore store, QueryPipeline pipeline, Runnable onClose) {
        this.config = config;
        this.store = store;
        this.pipeline = pipeline;
        this.onClose = onClose;
    }

    /** A service outside a container (tools, tests): the standard stages, with LLM calls on threads of its own. */
    public QueryService(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                        VerdictCache verdicts, Optional<LanguageModel> llm) {
        this(config, analyzer, store, cache, verdicts, llm, JudgeSelection.STANDARD);
    }

    /** @param judges chooses each question's relevance judge (measurements only; the product uses the standard) */
    public QueryService(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                        VerdictCache verdicts, Optional<LanguageModel> llm, JudgeSelection judges) {
        this(config, analyzer, store, cache, verdicts, llm, judges, Optional.empty());
    }

    /** @param embedder embeds questions for the passages' semantic ranking (the one their vectors were made with) */
    public QueryService(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                        VerdictCache verdicts, Optional<LanguageModel> llm, JudgeSelection judges,
                        Optional<TextEmbedder> embedder) {
        this(config, analyzer, store, LlmThreads.pool(), cache, verdicts, llm, judges, embedder);
    }

    private QueryService(QueryConfig config, TextAnalyzer analyzer, GraphStore store, ExecutorService llmCalls,
                         SummaryCache cache, VerdictCache verdicts, Optional<LanguageModel> llm, JudgeSelection judges,
                         Optional<TextEmbedder> embedder) {
        this(config, store, QueryPipelines.standard(config, analyzer, store, cache, verdicts, llm, llmCalls, judges,
                Clock.systemUTC(), embedder), llmCalls::shutdownNow);
    }

    /**
     * The best {@code k} chunks for {@code question} by the chosen signals, among the documents of {@code scope}.
     *
     * @throws IllegalArgumentException    for an invalid collection id, an empty or over-long question, or
     *                                     {@code k} outside 1..{@value #MAX_RANK_DEPTH}
     * @throws UnknownCollectionException  when the collection holds no documents
     */
    public List<RankedChunk> rank(String collection, String question, RankingSignals signals, int k, ReadScope scope) {
        Collections.requireValid(collection);
        String q = validQuestion(question);
        if (k < 1 || k > MAX_RANK_DEPTH) {
            throw new IllegalArgumentException("k must be between 1 and " + MAX_RANK_DEPTH + ": " + k);
        }
        requireDocuments(collection);
        return pipeline.rankStage().rank(new GraphView(store, collection, scope), q, signals, k);
    }

    /**
     * The best {@code limit} chunks for {@code question} by every ranking signal, each with its snippet:
     * retrieval alone, without an LLM or communities; only chunks of the documents of {@code scope}.
     *
     * @throws IllegalArgumentException    for an invalid collection id, an empty or over-long question, or
     *                                     {@code limit} outside 1..{@value #MAX_TOP_K}
     * @throws UnknownCollectionException  when the collection holds no documents
     */
    public List<SearchHit> search(String collection, String question, int limit, ReadScope scope) {
        Collections.requireValid(collection);
        String q = validQuestion(question);
        bounded("limit", limit, limit, 1, MAX_TOP_K);
        requireDocuments(collection);
        return pipeline.rankStage().search(new GraphView(store, collection, scope), q, limit);
    }

    /**
     * Answers one question.
     *
     * @throws IllegalArgumentException    for an invalid collection id, an empty or over-long question, or a
     *                                     budget or topK out of range
     * @throws UnknownCollectionException  when the collection holds no documents
     * @throws ConcurrentUpdateException   when the source documents kept changing during every attempt
     */
    public Answer ask(QueryRequest request) {
        String collection = Collections.requireValid(request.collection());
        String question = validQuestion(request.question());
        int topK = bounded("topK", request.topK(), config.rank().topChunks(), 1, MAX_TOP_K);
        int relevanceBudget = bounded("relevanceBudget", request.relevanceBudget(),
                config.budget().relevanceBudget(), 0, Integer.MAX_VALUE);
        Integer tokenBudget = request.tokenBudget() == null ? null
                : bounded("tokenBudget", request.tokenBudget(), 0, 0, Integer.MAX_VALUE);
        requireDocuments(collection);
        return pipeline.answer(new QueryContext(store, collection, request.scope(), question, request.route(), tokenBudget, topK,
                relevanceBudget, request.graph()));
    }

    @Override
    public void close() {
        onClose.run();
    }

    private String validQuestion(String question) {
        if (question == null || question.isBlank()) {
            throw new IllegalArgumentException("question must not be empty");
        }
        String trimmed = question.strip();
        if (trimmed.length() > config.maxQuestionChars()) {
            throw new IllegalArgumentException("question is " + trimmed.length()
                    + " characters long; the limit is " + config.maxQuestionChars());
        }
        return trimmed;
    }

    private void requireDocuments(String collection) {
        if (store.stats(collection).documents() == 0) {
            throw new UnknownCollectionException(collection);
        }
    }

    private static int bounded(String name, Integer requested, int fallback, int min, int max) {
        if (requested == null) {
            return fallback;
        }
        if (requested < min || requested > max) {
            throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ": " + requested);
        }
        return requested;
    }
}
