package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.nlp.Lexicon;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.answer.AnswerComposer;
import dev.lazygraph.core.query.answer.ExtractiveAnswer;
import dev.lazygraph.core.query.answer.ExtractiveThemes;
import dev.lazygraph.core.query.answer.FollowUpSearch;
import dev.lazygraph.core.query.answer.LlmAnswer;
import dev.lazygraph.core.query.answer.MapReduceAnswer;
import dev.lazygraph.core.query.answer.OutlineThemes;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.community.DocumentParts;
import dev.lazygraph.core.query.passage.PassageRanker;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.RelevanceJudges;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import dev.lazygraph.core.query.relevance.ValidatedVerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.route.QueryRouter;
import dev.lazygraph.core.summary.CommunitySummarizer;
import dev.lazygraph.core.summary.ExtractiveSummarizer;
import dev.lazygraph.core.summary.LlmSummarizer;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/**
 * The standard stages of the query pipeline, one factory each: a container produces each stage with these
 * and injects them into its {@link QueryPipeline}; a tool without a container takes the whole pipeline from
 * {@link #standard}. The ranking is one {@link ChunkRanker}, which the rank stage and the answer's follow-up
 * search share.
 */
public final class QueryPipelines {
    /** A question spans two documents more often than three: the second search adds the best two it finds. */
    public static final int FOLLOW_UPS = 2;

    private QueryPipelines() {
    }

    /**
     * @param llmCalls where the LLM calls of every question run ({@link dev.lazygraph.core.llm.LlmThreads})
     * @param judges   chooses each question's relevance judge (measurements only; the product uses the standard)
     * @param clock    what the LLM deadlines are decided by
     * @param embedder embeds questions when the documents' passages have vectors, and the extractive answer's quotes
     */
    public static QueryPipeline standard(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                                         VerdictCache verdicts, Optional<LanguageModel> llm, ExecutorService llmCalls,
                                         JudgeSelection judges, Clock clock, Optional<TextEmbedder> embedder) {
        ValidatedSummaryCache summaries = new ValidatedSummaryCache(cache, store);
        ChunkRanker ranker = new ChunkRanker(config);
        return new QueryPipeline(routeStage(config, llm, llmCalls, clock), rankStage(config, analyzer, ranker, embedder),
                communityStage(config), relevanceStage(config, new ValidatedVerdictCache(verdicts, store), judges),
                summaryStage(config, analyzer, summaries), answerStage(config, analyzer, summaries, ranker, embedder),
                outlineStage(config, analyzer));
    }

    public static OutlineStage outlineStage(QueryConfig config, TextAnalyzer analyzer) {
        return new OutlineStage(new DocumentParts(config.communities().seed()), new OutlineThemes(analyzer), analyzer,
                config.communities().maxSummaries());
    }

    public static RouteStage routeStage(QueryConfig config, Optional<LanguageModel> llm, ExecutorService llmCalls,
                                        Clock clock) {
        return new RouteStage(new QueryRouter(), new LlmSessions(llm, config.budget(), llmCalls, clock));
    }

    public static RankStage rankStage(QueryConfig config, TextAnalyzer analyzer, ChunkRanker ranker,
                                      Optional<TextEmbedder> embedder) {
        // The embedding model's vocabulary is the lexicon the process carries; without it no noun is read as rare.
        // It is asked for at the first word checked, not here: a cold start that never checks a noun never reads it.
        Lexicon lexicon = embedder.<Lexicon>map(e -> word -> e.lexicon().map(l -> l.holds(word)).orElse(true))
                .orElse(Lexicon.EVERY_WORD);
        return new RankStage(ranker, analyzer, config, embedder, lexicon);
    }

    public static CommunityStage communityStage(QueryConfig config) {
        return new CommunityStage(new CommunityDetector(config), config.rank(), config.communities().maxSummaries());
    }

    public static RelevanceStage relevanceStage(QueryConfig config, ValidatedVerdictCache verdicts,
                                                JudgeSelection judges) {
        int excerptsPerPrompt = config.budget().excerptsPerPrompt();
        return new RelevanceStage(new RelevanceJudges(verdicts, judges, excerptsPerPrompt),
                new RelevanceSearch(config.communities().testsPerCommunity(), excerptsPerPrompt));
    }

    public static SummaryStage summaryStage(QueryConfig config, TextAnalyzer analyzer, ValidatedSummaryCache cache) {
        int sentences = config.communities().summarySentences();
        return new SummaryStage(new CommunitySummarizer(cache, new ExtractiveSummarizer(analyzer, sentences),
                new LlmSummarizer(sentences)), config.communities());
    }

    /** @param embedder ranks the extractive answer's quotes by meaning too, when present */
    public static AnswerStage answerStage(QueryConfig config, TextAnalyzer analyzer, ValidatedSummaryCache cache,
                                          ChunkRanker ranker, Optional<TextEmbedder> embedder) {
        AnswerComposer composer = new AnswerComposer(
                new LlmAnswer(), new MapReduceAnswer(),
                new ExtractiveAnswer(analyzer, config.answerSentences(), embedder),
                new ExtractiveThemes(analyzer));
        return new AnswerStage(composer, cache, new FollowUpSearch(analyzer, ranker, FOLLOW_UPS),
                new PassageRanker(analyzer));
    }
}
