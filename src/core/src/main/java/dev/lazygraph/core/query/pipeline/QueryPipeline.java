package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.ConcurrentUpdateException;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import java.util.Optional;

/**
 * The lazy query as a pipeline of stages sharing one {@link QueryContext}: route, rank, and for local and
 * global questions communities, relevance tests and summaries, then the answer. An answer is only returned if
 * every document it was built from is still stored at the revision it was read at; otherwise the stages run
 * again on a fresh view (at most {@value #MAX_ATTEMPTS} attempts in all, sharing the budgets).
 */
public final class QueryPipeline {
    static final int MAX_ATTEMPTS = 3;

    private final RouteStage route;
    private final RankStage rank;
    private final CommunityStage communities;
    private final RelevanceStage relevance;
    private final SummaryStage summaries;
    private final AnswerStage answer;

    public QueryPipeline(RouteStage route, RankStage rank, CommunityStage communities, RelevanceStage relevance,
                         SummaryStage summaries, AnswerStage answer) {
        this.route = route;
        this.rank = rank;
        this.communities = communities;
        this.relevance = relevance;
        this.summaries = summaries;
        this.answer = answer;
    }

    public RankStage rankStage() {
        return rank;
    }

    /** @throws ConcurrentUpdateException when the source documents kept changing during every attempt */
    public Answer answer(QueryContext context) {
        context.time(Stage.ROUTE, () -> route.run(context));
        Optional<RankStage.NothingFound> nothingFound = context.time(Stage.RANK, () -> rank.nothingFound(context));
        if (nothingFound.isPresent() && !context.view().scopeStillHolds()) {
            context.retry(); // the closest passages were read for a scope that no longer holds
            nothingFound = context.time(Stage.RANK, () -> rank.nothingFound(context));
        }
        if (nothingFound.isPresent()) {
            answer.nothingFound(context, nothingFound.get().unknownNames(), nothingFound.get().closest());
            return context.answer();
        }
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            if (attempt > 1) {
                context.retry();
            }
            context.time(Stage.RANK, () -> rank.run(context));
            if (context.route() != Route.BASIC) {
                context.time(Stage.COMMUNITIES, () -> communities.run(context));
                context.time(Stage.RELEVANCE, () -> relevance.run(context));
                context.time(Stage.SUMMARY, () -> summaries.run(context));
                if (!context.summariesCurrent()) {
                    continue;
                }
            }
            context.time(Stage.ANSWER, () -> answer.run(context));
            if (context.sourcesCurrent()) {
                return context.answer();
            }
        }
        throw new ConcurrentUpdateException("the documents this answer draws on changed " + MAX_ATTEMPTS
                + " times while it was being built; try again");
    }
}
