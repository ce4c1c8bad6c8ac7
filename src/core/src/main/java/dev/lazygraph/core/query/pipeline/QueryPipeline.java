package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.cache.SourceRevisions;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.AnswerGraph;
import dev.lazygraph.core.query.ConcurrentUpdateException;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The lazy query as a pipeline of stages, each handing its result to the next: route ({@link Routed}), rank
 * ({@link Ranked}), and for local and global questions communities ({@link Detected}), relevance tests
 * ({@link RelevanceSearch.Result}) and summaries ({@link Summarized}), then the answer ({@link Drafted}); an
 * overview without an LLM is written from the collection's parts instead ({@link OutlineStage}).
 * An answer is only returned if every document it was built from is still stored at the revision it was read
 * at; otherwise another attempt runs the stages on a fresh view of the store (at most {@value #MAX_ATTEMPTS}
 * attempts in all), with results of its own and the budgets the earlier attempts left ({@link CostMeter}).
 */
public final class QueryPipeline {
    static final int MAX_ATTEMPTS = 3;

    private final RouteStage route;
    private final RankStage rank;
    private final CommunityStage communities;
    private final RelevanceStage relevance;
    private final SummaryStage summaries;
    private final AnswerStage answer;
    private final OutlineStage outline;

    public QueryPipeline(RouteStage route, RankStage rank, CommunityStage communities, RelevanceStage relevance,
                         SummaryStage summaries, AnswerStage answer, OutlineStage outline) {
        this.route = route;
        this.rank = rank;
        this.communities = communities;
        this.relevance = relevance;
        this.summaries = summaries;
        this.answer = answer;
        this.outline = outline;
    }

    public RankStage rankStage() {
        return rank;
    }

    /** @throws ConcurrentUpdateException when the source documents kept changing during every attempt */
    public Answer answer(QueryContext context) {
        CostMeter meter = new CostMeter(context.relevanceBudget());
        Routed routed = meter.time(Stage.ROUTE, () -> route.run(context));
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            Optional<Answer> answered = attempt(context, routed, meter);
            if (answered.isPresent()) {
                return answered.get();
            }
        }
        throw new ConcurrentUpdateException("the documents this answer draws on changed " + MAX_ATTEMPTS
                + " times while it was being built; try again");
    }

    /**
     * One attempt on a fresh view of the store: the answer, or empty when something it read changed meanwhile.
     * Without an LLM, a question about names no document mentions is answered as such, unless the scope its
     * closest passages were read for no longer holds. With one, the model reads the closest passages and says
     * whether they answer: a name the question words its own way ("SameSite" where the pages say
     * {@code sameSiteCookies}, an example host name) is no proof the answer is missing, and only a reader tells.
     */
    private Optional<Answer> attempt(QueryContext context, Routed routed, CostMeter meter) {
        GraphView view = context.newView();
        Optional<RankStage.NothingFound> nothingFound = routed.session().usable() ? Optional.empty()
                : meter.time(Stage.RANK, () -> rank.nothingFound(context, routed, view));
        if (nothingFound.isPresent()) {
            if (!view.scopeStillHolds()) {
                return Optional.empty();
            }
            Drafted drafted = answer.nothingFound(nothingFound.get().unknownNames(), nothingFound.get().closest());
            return Optional.of(answer(context, routed, meter, drafted, List.of(), AnswerGraph.EMPTY));
        }
        Optional<Drafted> outlined = meter.time(Stage.COMMUNITIES, () -> outline.run(context, routed, view));
        if (outlined.isPresent()) {
            SourceRevisions read = new SourceRevisions();
            outlined.get().readFrom().forEach(read::add);
            return read.current(context.store(), context.collection()) && view.scopeStillHolds()
                    ? Optional.of(answer(context, routed, meter, outlined.get(), List.of(), AnswerGraph.EMPTY))
                    : Optional.empty();
        }
        Ranked ranked = meter.time(Stage.RANK, () -> rank.run(routed, view, context.topK()));
        SourceRevisions sources = new SourceRevisions();
        ranked.top().forEach(c -> sources.add(c.chunk()));
        Drafted drafted;
        List<String> warnings = new ArrayList<>();
        AnswerGraph graph = AnswerGraph.EMPTY;
        if (routed.route() == Route.BASIC) {
            drafted = meter.time(Stage.ANSWER, () -> answer.run(context, routed, view, ranked));
        } else {
            Detected detected = meter.time(Stage.COMMUNITIES, () -> communities.run(routed, view, ranked));
            meter.detected(detected);
            int testsLeft = meter.testsLeft();
            RelevanceSearch.Result tested = meter.time(Stage.RELEVANCE,
                    () -> relevance.run(context, routed, ranked, detected, testsLeft));
            meter.tested(tested);
            if (tested.outOfTokens()) {
                warnings.add("the token budget ran out during the relevance tests; the rest were lexical");
            }
            Summarized summarized = meter.time(Stage.SUMMARY,
                    () -> summaries.run(context, routed, view, ranked, detected, tested));
            meter.summarized(summarized);
            if (summarized.communities().isEmpty()) {
                warnings.add("no community passed the relevance tests; answered from the best chunks");
            }
            if (!summarized.current()) {
                return Optional.empty();
            }
            summarized.sources().forEach(sources::add);
            drafted = meter.time(Stage.ANSWER,
                    () -> answer.run(context, routed, view, ranked, detected, tested, summarized));
            if (context.withGraph()) {
                graph = AnswerGraphs.of(detected.detection(), tested).withSummaries(drafted.draft().communities());
            }
        }
        drafted.readFrom().forEach(sources::add);
        if (!sources.current(context.store(), context.collection()) || !view.scopeStillHolds()) {
            return Optional.empty();
        }
        return Optional.of(answer(context, routed, meter, drafted, warnings, graph));
    }

    /**
     * The answer of an attempt whose sources held, with the session's warnings before the attempt's own.
     *
     * @param graph the communities behind it, returned only when the request asked for them
     */
    private static Answer answer(QueryContext context, Routed routed, CostMeter meter, Drafted drafted,
                                 List<String> warnings, AnswerGraph graph) {
        List<String> all = new ArrayList<>(routed.session().warnings());
        all.addAll(warnings);
        return new Answer(context.question(), routed.route(), routed.decision().reason(), drafted.draft().found(),
                drafted.draft().text(), drafted.draft().cited(), drafted.draft().further(),
                drafted.draft().communities(), meter.cost(routed.session()), all,
                context.withGraph() ? graph : null);
    }
}
