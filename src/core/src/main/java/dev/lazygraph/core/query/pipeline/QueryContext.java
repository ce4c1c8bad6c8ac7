package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.cache.SourceRevisions;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.AnswerGraph;
import dev.lazygraph.core.query.Cost;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.TokenUsage;
import dev.lazygraph.core.query.answer.Draft;
import dev.lazygraph.core.query.answer.SummarizedCommunity;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.graph.CollectionOverview;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import dev.lazygraph.core.query.relevance.Snippets;
import dev.lazygraph.core.query.route.QueryRouter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Everything one question's stages share: what was asked and with which budgets, the LLM session its route's
 * plan allows, what each stage found in the current attempt, and what the question cost across attempts.
 * Each stage reads what the stages before it left and adds its own; the stages themselves keep no state of a
 * question. Not thread-safe: a context belongs to one question.
 */
public final class QueryContext {
    private final GraphStore store;
    private final String collection;
    private final ReadScope scope;
    private final String question;
    private final Route requestedRoute;
    private final Integer requestedTokens;
    private final int topK;
    private final int relevanceBudget;
    private final boolean withGraph;

    private QueryRouter.Decision decision;
    private LlmSession session;

    // What the current attempt found, stage by stage.
    private GraphView view;
    private Question asked;
    private QuestionWeights weights;
    private Snippets snippets;
    private List<RankedChunk> ranked = List.of();
    private List<IndexedChunk> top = List.of();
    private Map<String, IndexedChunk> candidates = new LinkedHashMap<>();
    private CommunityDetector.Detection detection;
    private RelevanceSearch.Result relevance;
    private List<SummarizedCommunity> summarized = List.of();
    private SourceRevisions sources = new SourceRevisions();
    private List<String> warnings = new ArrayList<>();
    private Draft draft;

    // What the question cost, over every attempt.
    private final Map<Stage, Long> latencyMs = new EnumMap<>(Stage.class);
    private int tests;
    private int detected;
    private int considered;
    private int summaries;
    private int cacheHits;
    private int cacheMisses;

    /**
     * @param scope           what the caller may read and the question's filter selects: every stage reads
     *                        through a view holding it
     * @param requestedRoute  the route the request forces, or {@code null} to let the router choose
     * @param requestedTokens the tokens the request allows, or {@code null} for its route's plan
     */
    public QueryContext(GraphStore store, String collection, ReadScope scope, String question, Route requestedRoute,
                        Integer requestedTokens, int topK, int relevanceBudget, boolean withGraph) {
        this.store = store;
        this.collection = collection;
        this.scope = scope;
        this.question = question;
        this.requestedRoute = requestedRoute;
        this.requestedTokens = requestedTokens;
        this.topK = topK;
        this.relevanceBudget = relevanceBudget;
        this.withGraph = withGraph;
        this.view = new GraphView(store, collection, scope);
    }

    // ---- what was asked ----

    public String collection() {
        return collection;
    }

    public String question() {
        return question;
    }

    Route requestedRoute() {
        return requestedRoute;
    }

    Integer requestedTokens() {
        return requestedTokens;
    }

    int topK() {
        return topK;
    }

    /** Relevance tests this question may still make. */
    int testsLeft() {
        return Math.max(0, relevanceBudget - tests);
    }

    boolean withGraph() {
        return withGraph;
    }

    void routed(QueryRouter.Decision chosen, LlmSession opened) {
        this.decision = chosen;
        this.session = opened;
    }

    public Route route() {
        return decision.route();
    }

    QueryRouter.Decision decision() {
        return decision;
    }

    /**
     * Communities this question summarizes at most: an overview without an LLM gives more themes for more
     * documents ({@link CollectionOverview#themes}), which cost no tokens; otherwise {@code maxSummaries}.
     */
    int summariesWanted(int maxSummaries) {
        return route() == Route.GLOBAL && !session.usable()
                ? CollectionOverview.themes(view().stats().documents(), maxSummaries) : maxSummaries;
    }

    /** What a global question asks about without its words for the collection; the question on other routes. */
    String focus() {
        return route() == Route.GLOBAL ? decision.focus() : question;
    }

    LlmSession session() {
        return session;
    }

    // ---- what the current attempt found ----

    /** Starts over on a fresh view of the store; the first attempt keeps the view the question was checked on. */
    void retry() {
        view = new GraphView(store, collection, scope);
        ranked = List.of();
        top = List.of();
        candidates = new LinkedHashMap<>();
        detection = null;
        relevance = null;
        summarized = List.of();
        sources = new SourceRevisions();
        warnings = new ArrayList<>();
        draft = null;
    }

    GraphView view() {
        return view;
    }

    GraphStore store() {
        return store;
    }

    void ranked(Question read, QuestionWeights questionWeights, Snippets questionSnippets, List<RankedChunk> ranking,
                List<IndexedChunk> best) {
        this.asked = read;
        this.weights = questionWeights;
        this.snippets = questionSnippets;
        this.ranked = List.copyOf(ranking);
        this.top = List.copyOf(best);
        best.forEach(c -> sources.add(c.chunk()));
    }

    Question asked() {
        return asked;
    }

    QuestionWeights weights() {
        return weights;
    }

    Snippets snippets() {
        return snippets;
    }

    List<RankedChunk> ranking() {
        return ranked;
    }

    List<IndexedChunk> top() {
        return top;
    }

    void detected(CommunityDetector.Detection found, Map<String, IndexedChunk> candidateChunks) {
        this.detection = found;
        this.candidates = candidateChunks;
        found.communities().forEach(c -> detected += c.size());
    }

    CommunityDetector.Detection detection() {
        return detection;
    }

    Map<String, IndexedChunk> candidates() {
        return candidates;
    }

    void tested(RelevanceSearch.Result result) {
        this.relevance = result;
        tests += result.tests();
        considered += result.considered();
        if (result.outOfTokens()) {
            warn("the token budget ran out during the relevance tests; the rest were lexical");
        }
    }

    RelevanceSearch.Result relevance() {
        return relevance;
    }

    void summarized(List<SummarizedCommunity> communities) {
        this.summarized = List.copyOf(communities);
        summaries = communities.size();
        communities.forEach(sc -> {
            sc.summary().sources().forEach(sources::add);
            if (sc.summary().cached()) {
                cacheHits++;
            } else {
                cacheMisses++;
            }
        });
        if (communities.isEmpty()) {
            warn("no community passed the relevance tests; answered from the best chunks");
        }
    }

    List<SummarizedCommunity> summaries() {
        return summarized;
    }

    /** Whether every summary was built from sources that stayed current while it was computed. */
    boolean summariesCurrent() {
        return summarized.stream().allMatch(sc -> sc.summary().current());
    }

    /** Records a chunk an answer is built from, whose revision must still be stored when it is returned. */
    void readFrom(IndexedChunk chunk) {
        sources.add(chunk.chunk());
    }

    void answered(Draft written) {
        this.draft = written;
    }

    /**
     * Whether every document the answer was built from is still stored at the one revision it was read at, and
     * the view's scope still holds ({@link GraphView#scopeStillHolds}).
     */
    boolean sourcesCurrent() {
        return sources.current(store, collection) && view.scopeStillHolds();
    }

    void warn(String warning) {
        warnings.add(warning);
    }

    // ---- what the question cost ----

    <T> T time(Stage stage, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            latencyMs.merge(stage, (System.nanoTime() - start) / 1_000_000, Long::sum);
        }
    }

    void time(Stage stage, Runnable work) {
        time(stage, () -> {
            work.run();
            return null;
        });
    }

    Cost cost() {
        Map<String, TokenUsage> tokens = new LinkedHashMap<>(session.stageTokens());
        Map<String, Long> latency = new LinkedHashMap<>();
        latencyMs.forEach((stage, ms) -> latency.put(stage.key(), ms));
        return new Cost(tokens, session.calls(), tests, relevanceBudget, session.tokenBudget(), detected, considered,
                summaries, cacheHits, cacheMisses, latency, session.reusedTokens());
    }

    /** The answer of the attempt that just finished. */
    Answer answer() {
        List<String> all = new ArrayList<>(session.warnings());
        all.addAll(warnings);
        AnswerGraph graph = null;
        if (withGraph) {
            graph = detection == null ? AnswerGraph.EMPTY
                    : AnswerGraphs.of(detection, relevance).withSummaries(draft.communities());
        }
        return new Answer(question, decision.route(), decision.reason(), draft.found(), draft.text(), draft.cited(),
                draft.further(), draft.communities(), cost(), all, graph);
    }
}
