package dev.lazygraph.core.query;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.cache.SourceRevisions;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.answer.AnswerComposer;
import dev.lazygraph.core.query.answer.FollowUpSearch;
import dev.lazygraph.core.query.answer.AnswerComposer.Evidence;
import dev.lazygraph.core.query.answer.AnswerComposer.SummarizedCommunity;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.graph.CollectionOverview;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.graph.UnknownNames;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.LexicalJudge;
import dev.lazygraph.core.query.relevance.LlmJudge;
import dev.lazygraph.core.query.relevance.RelevanceJudge;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import dev.lazygraph.core.query.relevance.RememberingJudge;
import dev.lazygraph.core.query.relevance.Snippets;
import dev.lazygraph.core.query.relevance.ValidatedVerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.route.QueryRouter;
import dev.lazygraph.core.summary.CachedCompletions;
import dev.lazygraph.core.summary.CommunitySummarizer;
import dev.lazygraph.core.summary.ExtractiveSummarizer;
import dev.lazygraph.core.summary.LlmSummarizer;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * The lazy query: rank chunks (BM25 + Personalized PageRank over the concept graph), route the question,
 * and for local and global questions find communities on the query's concept subgraph, relevance-test them
 * best first under a budget, summarize the relevant ones (cached, never from changed documents) and answer
 * from them, with citations and the cost of every stage.
 *
 * <p>An answer is only returned if every document it was built from is still stored at the revision it was
 * read at; otherwise it is rebuilt (at most {@value #MAX_ATTEMPTS} attempts in all, sharing the budgets).
 * Every stage reads through one {@link GraphView} holding the request's {@link ReadScope}, so nothing outside
 * what the caller may read (and the question's filter selects) is ranked, counted, tested, summarized or quoted.
 * Thread-safe.
 */
public final class QueryService implements AutoCloseable {
    static final int MAX_ATTEMPTS = 3;
    static final int MAX_TOP_K = 100;
    static final int MAX_RANK_DEPTH = 1_000;
    /** Passages offered as the closest sources when the documents hold no answer. */
    static final int CLOSEST_SOURCES = 3;
    /** A question spans two documents more often than three: the second search adds the best two it finds. */
    static final int FOLLOW_UPS = 2;

    private final QueryConfig config;
    private final TextAnalyzer analyzer;
    private final GraphStore store;
    private final Optional<LanguageModel> llm;
    private final ChunkRanker ranker;
    private final CommunityDetector detector;
    private final QueryRouter router = new QueryRouter();
    private final ValidatedSummaryCache cache;
    private final ValidatedVerdictCache verdicts;
    private final JudgeSelection judges;
    private final ExtractiveSummarizer extractive;
    private final AnswerComposer composer;
    private final FollowUpSearch followUps;
    private final ExecutorService llmCalls = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "lazygraph-llm");
        thread.setDaemon(true);
        return thread;
    });

    public QueryService(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                        VerdictCache verdicts, Optional<LanguageModel> llm) {
        this(config, analyzer, store, cache, verdicts, llm, JudgeSelection.STANDARD);
    }

    /** @param judges chooses each question's relevance judge (measurements only; the product uses the standard) */
    public QueryService(QueryConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                        VerdictCache verdicts, Optional<LanguageModel> llm, JudgeSelection judges) {
        this.config = config;
        this.analyzer = analyzer;
        this.store = store;
        this.llm = llm;
        this.ranker = new ChunkRanker(config);
        this.detector = new CommunityDetector(config);
        this.cache = new ValidatedSummaryCache(cache, store);
        this.verdicts = new ValidatedVerdictCache(verdicts, store);
        this.judges = judges;
        this.extractive = new ExtractiveSummarizer(analyzer, config.summarySentences());
        // The answer reads twice what a relevance test reads of a chunk: the sentence that holds an answer is
        // often a long one, and a test only needs to see that a chunk is on topic.
        this.followUps = new FollowUpSearch(analyzer, ranker, FOLLOW_UPS);
        this.composer = new AnswerComposer(analyzer, config.answerSentences(), config.topChunks(),
                2 * config.snippetChars());
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
        return ranker.rank(new GraphView(store, collection, scope), Question.read(q, analyzer), signals, k);
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
        GraphView view = new GraphView(store, collection, scope);
        Question read = Question.read(q, analyzer);
        List<RankedChunk> ranked = ranker.rank(view, read, RankingSignals.ALL, limit);
        Map<String, IndexedChunk> chunks = view.chunks(ranked.stream().map(RankedChunk::chunkId).toList());
        Snippets snippets = new Snippets(analyzer, QuestionWeights.of(view, read), config.snippetChars());
        return ranked.stream()
                .filter(hit -> chunks.containsKey(hit.chunkId()))
                .map(hit -> {
                    Chunk chunk = chunks.get(hit.chunkId()).chunk();
                    return new SearchHit(chunk, hit.score(), snippets.of(chunk));
                })
                .toList();
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
        int topK = bounded("topK", request.topK(), config.topChunks(), 1, MAX_TOP_K);
        int relevanceBudget = bounded("relevanceBudget", request.relevanceBudget(), config.relevanceBudget(), 0,
                Integer.MAX_VALUE);
        int tokenBudget = bounded("tokenBudget", request.tokenBudget(), config.tokenBudget(), 0, Integer.MAX_VALUE);
        requireDocuments(collection);

        QueryRouter.Decision decision = request.route() == null
                ? router.route(question) : router.forced(request.route(), question);
        LlmSession session = new LlmSession(llm.orElse(null), tokenBudget, config.llmDeadline(), llmCalls,
                config.respendCacheSavings());
        Meter meter = new Meter();
        GraphView view = new GraphView(store, collection, request.scope());
        // A global question is checked by what it asks about, without its words for the collection as a whole.
        String asked = decision.route() == Route.GLOBAL ? decision.focus() : question;
        List<String> named = meter.time("rank", () -> UnknownNames.of(asked, analyzer, view));
        List<IndexedChunk> closest = named.isEmpty() ? List.of() : meter.time("rank", () -> chunks(view,
                ranker.rank(view, Question.read(question, analyzer), RankingSignals.ALL, topK)));
        List<String> unknown = UnknownNames.withoutMisspellings(named, closest, analyzer);
        if (!unknown.isEmpty()) {
            AnswerComposer.Draft draft = composer.nothingFound(unknown,
                    closest.subList(0, Math.min(CLOSEST_SOURCES, closest.size())));
            return new Answer(question, decision.route(), decision.reason(), false, draft.text(), draft.cited(),
                    draft.further(), List.of(), meter.cost(session, relevanceBudget), session.warnings(),
                    request.graph() ? AnswerGraph.EMPTY : null);
        }
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            // The first attempt reads through the view the name check filled; a retry reads afresh.
            Attempt result = attempt(attempt == 1 ? view : new GraphView(store, collection, request.scope()), question,
                    decision, topK,
                    relevanceBudget - meter.tests, session, meter, request.graph());
            if (result.current) {
                List<String> warnings = new ArrayList<>(session.warnings());
                warnings.addAll(result.warnings);
                return new Answer(question, decision.route(), decision.reason(), result.draft.found(), result.draft.text(),
                        result.draft.cited(), result.draft.further(), result.draft.communities(),
                        meter.cost(session, relevanceBudget), warnings, result.graph);
            }
        }
        throw new ConcurrentUpdateException("the documents this answer draws on changed " + MAX_ATTEMPTS
                + " times while it was being built; try again");
    }

    @Override
    public void close() {
        llmCalls.shutdownNow();
    }

    private record Attempt(AnswerComposer.Draft draft, boolean current, List<String> warnings, AnswerGraph graph) {
    }

    private Attempt attempt(GraphView view, String question, QueryRouter.Decision decision, int topK,
                            int relevanceBudget, LlmSession session, Meter meter, boolean withGraph) {
        String collection = view.collection();
        Route route = decision.route();
        Question q = Question.read(route == Route.GLOBAL ? decision.focus() : question, analyzer);
        QuestionWeights weights = QuestionWeights.of(view, q);
        Snippets snippets = new Snippets(analyzer, weights, config.snippetChars());
        List<RankedChunk> ranked = meter.time("rank",
                () -> ranker.rank(view, q, RankingSignals.ALL, Math.max(topK, config.candidateChunks())));
        List<IndexedChunk> top = chunks(view, ranked.subList(0, Math.min(topK, ranked.size())));
        Sources sources = new Sources();
        top.forEach(c -> sources.add(c.chunk()));
        List<String> warnings = new ArrayList<>();

        List<SummarizedCommunity> summarized = new ArrayList<>();
        List<IndexedChunk> evidenceChunks = top;
        List<IndexedChunk> rankedChunks = top;
        Map<String, IndexedChunk> candidateChunks = new LinkedHashMap<>();
        AnswerGraph graph = withGraph ? AnswerGraph.EMPTY : null;
        if (route != Route.BASIC) {
            int summaries = route == Route.GLOBAL && !session.usable()
                    ? CollectionOverview.themes(view.stats().documents(), config.maxSummaries()) : config.maxSummaries();
            // An overview with more themes starts from proportionally more chunks.
            int wanted = config.candidateChunks() * summaries / config.maxSummaries();
            List<RankedChunk> candidates = new ArrayList<>(ranked.subList(0, Math.min(wanted, ranked.size())));
            if (route == Route.GLOBAL && candidates.size() < wanted) {
                candidates.addAll(overview(view, wanted - candidates.size(), candidates));
            }
            CommunityDetector.Detection detection = meter.time("communities",
                    () -> detector.detectWithNetwork(view, candidates));
            List<Community> communities = detection.communities();
            meter.detected += communities.stream().mapToInt(Community::size).sum();
            chunks(view, candidates).forEach(c -> candidateChunks.put(c.id(), c));

            RelevanceSearch.Result relevance = meter.time("relevance", () -> relevanceSearch(collection, question,
                    weights, snippets, communities, candidateChunks, relevanceBudget, session, summaries));
            meter.tests += relevance.tests();
            meter.considered += relevance.considered();
            if (withGraph) {
                graph = AnswerGraphBuilder.build(detection, relevance);
            }
            if (relevance.outOfTokens()) {
                warnings.add("the token budget ran out during the relevance tests; the rest were lexical");
            }
            summarized = meter.time("summaries",
                    () -> summarize(view, relevance, candidateChunks, snippets, session, meter));
            summarized.forEach(sc -> sc.summary().sources().forEach(sources::add));
            if (summarized.stream().anyMatch(sc -> !sc.summary().current())) {
                return new Attempt(null, false, warnings, null);
            }
            if (summarized.isEmpty()) {
                warnings.add("no community passed the relevance tests; answered from the best chunks");
            }
            Set<IndexedChunk> merged = new LinkedHashSet<>();
            relevance.relevant().forEach(id -> merged.add(candidateChunks.get(id)));
            merged.addAll(top);
            if (merged.isEmpty()) {
                candidateChunks.values().stream().limit(topK).forEach(merged::add);
            }
            merged.forEach(c -> sources.add(c.chunk()));
            evidenceChunks = List.copyOf(merged);
            Set<IndexedChunk> inRankOrder = new LinkedHashSet<>(top);
            inRankOrder.addAll(merged);
            rankedChunks = List.copyOf(inRankOrder);
        }
        Set<IndexedChunk> quotable = new LinkedHashSet<>(rankedChunks);
        candidateChunks.values().forEach(quotable::add);
        SiteRepeats firstRepeats = meter.time("answer", () -> SiteRepeats.in(view, quotable));
        List<IndexedChunk> inRank = rankedChunks;
        List<IndexedChunk> followed = route == Route.GLOBAL ? List.of()
                : meter.time("rank", () -> followUps.follow(view, question, weights, inRank, firstRepeats));
        followed.forEach(c -> sources.add(c.chunk()));
        quotable.addAll(followed);
        SiteRepeats repeats = followed.isEmpty() ? firstRepeats
                : meter.time("answer", () -> SiteRepeats.in(view, quotable));
        Evidence evidence = new Evidence(question, weights, evidenceChunks, rankedChunks, followed, summarized,
                snippets::of, repeats);
        // The answer may spend the quarter of the budget the earlier stages leave it.
        AnswerComposer.Draft draft = meter.time("answer", () -> composer.compose(route, evidence,
                new CachedCompletions(cache.readableIn(view), session, collection), session.tokenBudget() / 4));
        return new Attempt(draft, sources.current(store, collection), warnings,
                graph == null ? null : graph.withSummaries(draft.communities()));
    }

    private RelevanceSearch.Result relevanceSearch(String collection, String question, QuestionWeights weights,
                                                   Snippets snippets, List<Community> communities,
                                                   Map<String, IndexedChunk> chunks, int budget, LlmSession session,
                                                   int summaries) {
        RelevanceJudge lexical = new LexicalJudge(weights);
        // The tests may spend half of the token budget; the rest is for the summaries and the answer.
        RelevanceJudge standard = session.usable()
                ? new RememberingJudge(new LlmJudge(session, question, snippets, config.excerptsPerPrompt(),
                        session.tokenBudget() / 2), verdicts, session, collection, question)
                : lexical;
        return new RelevanceSearch(Math.max(0, budget), config.testsPerCommunity(), config.excerptsPerPrompt(),
                summaries).search(communities, chunks, judges.select(question, standard, lexical), lexical);
    }

    private List<SummarizedCommunity> summarize(GraphView view, RelevanceSearch.Result relevance,
                                                Map<String, IndexedChunk> chunks, Snippets snippets,
                                                LlmSession session, Meter meter) {
        // Summaries may spend up to three quarters of the token budget; a quarter is kept for the answer.
        Optional<LlmSummarizer> llmSummarizer = session.model().map(m ->
                new LlmSummarizer(session, config.summarySentences(), session.tokenBudget() / 4, snippets::of));
        CommunitySummarizer summarizer = new CommunitySummarizer(cache.readableIn(view), extractive, llmSummarizer);
        List<SummarizedCommunity> summarized = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (Community community : relevance.selected()) {
            // Communities share chunks; a chunk already summarized for a better community is left out so the
            // summaries say different things, unless the community has nothing else.
            List<String> relevant = relevance.relevantChunks().get(community.id());
            List<String> fresh = relevant.stream().filter(id -> !used.contains(id)).toList();
            List<Chunk> sources = (fresh.isEmpty() ? relevant : fresh).stream()
                    .limit(config.maxSummarySources()).map(id -> chunks.get(id).chunk()).toList();
            sources.forEach(c -> used.add(c.id()));
            CommunitySummarizer.Result result = summarizer.summarize(view.collection(), community.concepts(), sources);
            if (result.cached()) {
                meter.cacheHits++;
            } else {
                meter.cacheMisses++;
            }
            summarized.add(new SummarizedCommunity(community, result));
        }
        meter.summarized = summarized.size();
        return summarized;
    }

    /** The overview's chunks, ranked below every chunk the question's ranking found. */
    private List<RankedChunk> overview(GraphView view, int wanted, List<RankedChunk> already) {
        Set<String> seen = new HashSet<>();
        already.forEach(r -> seen.add(r.chunkId()));
        double weight = already.stream().mapToDouble(RankedChunk::score).min().orElse(1.0);
        return CollectionOverview.sample(view.documents(), view, wanted, seen).stream()
                .map(c -> new RankedChunk(c.id(), c.chunk().document().key(), weight)).toList();
    }

    private static List<IndexedChunk> chunks(GraphView view, List<RankedChunk> ranked) {
        Map<String, IndexedChunk> found = view.chunks(ranked.stream().map(RankedChunk::chunkId).toList());
        return ranked.stream().map(r -> found.get(r.chunkId())).filter(c -> c != null).toList();
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

    /** The document revisions an answer was built from. */
    private static final class Sources {
        private final Map<String, Set<String>> revisions = new HashMap<>();

        void add(Chunk chunk) {
            revisions.computeIfAbsent(chunk.document().key(), k -> new LinkedHashSet<>()).add(chunk.revision());
        }

        /** Every source is still stored at the one revision the answer read. */
        boolean current(GraphStore store, String collection) {
            Map<String, String> single = new HashMap<>();
            for (Map.Entry<String, Set<String>> e : revisions.entrySet()) {
                if (e.getValue().size() > 1) {
                    return false;
                }
                single.put(e.getKey(), e.getValue().iterator().next());
            }
            return SourceRevisions.changed(store, collection, single).isEmpty();
        }
    }

    /** Counters and stage timings of one question, across attempts. */
    private static final class Meter {
        final Map<String, Long> latencyMs = new LinkedHashMap<>();
        int tests;
        int detected;
        int considered;
        int summarized;
        int cacheHits;
        int cacheMisses;

        <T> T time(String stage, Supplier<T> work) {
            long start = System.nanoTime();
            try {
                return work.get();
            } finally {
                latencyMs.merge(stage, (System.nanoTime() - start) / 1_000_000, Long::sum);
            }
        }

        Cost cost(LlmSession session, int relevanceBudget) {
            Map<String, TokenUsage> tokens = new LinkedHashMap<>();
            session.stageTokens().forEach((stage, usage) -> tokens.put(stage, new TokenUsage(usage[0], usage[1])));
            return new Cost(tokens, session.calls(), tests, relevanceBudget, session.tokenBudget(), detected,
                    considered, summarized, cacheHits, cacheMisses, latencyMs, session.reusedTokens());
        }
    }
}
