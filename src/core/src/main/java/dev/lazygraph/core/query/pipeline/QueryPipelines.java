package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.answer.AnswerComposer;
import dev.lazygraph.core.query.answer.ExtractiveAnswer;
import dev.lazygraph.core.query.answer.ExtractiveThemes;
import dev.lazygraph.core.query.answer.FollowUpSearch;
import dev.lazygraph.core.query.answer.LlmAnswer;
import dev.lazygraph.core.query.answer.MapReduceAnswer;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.ValidatedVerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.route.QueryRouter;
import dev.lazygraph.core.summary.CommunitySummarizer;
import dev.lazygraph.core.summary.ExtractiveSummarizer;
import dev.lazygraph.core.summary.LlmSummarizer;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The standard stages of the query pipeline, one factory each: a container produces each stage with these
 * and injects them into its {@link QueryPipeline}; a tool without a container takes the whole pipeline from
 * {@link #standard}.
 */
public final class QueryPipelines {
    /** LLM calls in flight at once, over all questions: a relevance round sends one prompt per 12 excerpts. */
    public static final int LLM_THREADS = 16;
    /** LLM calls waiting for a thread; one more is refused (a failed call: the question goes on extractively). */
    public static final int LLM_QUEUE = 256;
    /** A question spans two documents more often than three: the second search adds the best two it finds. */
    public static final int FOLLOW_UPS = 2;

    private QueryPipelines() {
    }

    public static QueryPipeline standard(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                                         VerdictCache verdicts, Optional<LanguageModel> llm, ExecutorService llmCalls,
                                         JudgeSelection judges) {
        ValidatedSummaryCache summaries = new ValidatedSummaryCache(cache, store);
        return new QueryPipeline(routeStage(config, llm, llmCalls), rankStage(config, analyzer),
                communityStage(config), relevanceStage(config, new ValidatedVerdictCache(verdicts, store), judges),
                summaryStage(config, analyzer, summaries), answerStage(config, analyzer, summaries));
    }

    /** A bounded executor for the LLM calls of a service outside a container, on daemon threads. */
    public static ExecutorService ownExecutor() {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(LLM_THREADS, LLM_THREADS, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(LLM_QUEUE), runnable -> {
                    Thread thread = new Thread(runnable, "lazygraph-llm");
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    public static RouteStage routeStage(QueryConfig config, Optional<LanguageModel> llm, ExecutorService llmCalls) {
        return new RouteStage(new QueryRouter(), config.budget(), llm, llmCalls);
    }

    public static RankStage rankStage(QueryConfig config, TextAnalyzer analyzer) {
        return new RankStage(new ChunkRanker(config), analyzer, config);
    }

    public static CommunityStage communityStage(QueryConfig config) {
        return new CommunityStage(new CommunityDetector(config), config.rank(), config.communities().maxSummaries());
    }

    public static RelevanceStage relevanceStage(QueryConfig config, ValidatedVerdictCache verdicts,
                                                JudgeSelection judges) {
        return new RelevanceStage(verdicts, judges, config.communities(), config.budget().excerptsPerPrompt());
    }

    public static SummaryStage summaryStage(QueryConfig config, TextAnalyzer analyzer, ValidatedSummaryCache cache) {
        int sentences = config.communities().summarySentences();
        return new SummaryStage(new CommunitySummarizer(cache, new ExtractiveSummarizer(analyzer, sentences),
                new LlmSummarizer(sentences)), config.communities());
    }

    public static AnswerStage answerStage(QueryConfig config, TextAnalyzer analyzer, ValidatedSummaryCache cache) {
        AnswerComposer composer = new AnswerComposer(
                new LlmAnswer(analyzer, config.rank().topChunks(), config.snippetChars()), new MapReduceAnswer(),
                new ExtractiveAnswer(analyzer, config.answerSentences()),
                new ExtractiveThemes(analyzer));
        return new AnswerStage(composer, cache, new FollowUpSearch(analyzer, new ChunkRanker(config), FOLLOW_UPS));
    }
}
