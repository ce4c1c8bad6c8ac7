package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.answer.AnswerComposer;
import dev.lazygraph.core.query.answer.Draft;
import dev.lazygraph.core.query.answer.Evidence;
import dev.lazygraph.core.query.answer.FollowUpSearch;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.summary.CachedCompletions;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the answer ({@link AnswerComposer}) from the summaries and the chunks: on the basic route the top
 * chunks; on the others the chunks found relevant, then the top chunks; on both, beside them, the chunks of
 * other documents the best quote leads to ({@link FollowUpSearch}). Answers and map outputs are cached
 * like summaries ({@link CachedCompletions}).
 */
public final class AnswerStage {
    private final AnswerComposer composer;
    private final ValidatedSummaryCache cache;
    private final FollowUpSearch followUps;

    public AnswerStage(AnswerComposer composer, ValidatedSummaryCache cache, FollowUpSearch followUps) {
        this.composer = composer;
        this.cache = cache;
        this.followUps = followUps;
    }

    /** The answer to a question about names no document mentions. */
    void nothingFound(QueryContext context, List<String> unknownNames, List<IndexedChunk> closest) {
        context.answered(composer.nothingFound(unknownNames, closest));
    }

    void run(QueryContext context) {
        List<IndexedChunk> top = context.top();
        List<IndexedChunk> evidenceChunks = top;
        List<IndexedChunk> rankedChunks = top;
        if (context.route() != Route.BASIC) {
            Set<IndexedChunk> merged = new LinkedHashSet<>();
            context.relevance().relevant().forEach(id -> merged.add(context.candidates().get(id)));
            merged.addAll(top);
            if (merged.isEmpty()) {
                context.candidates().values().stream().limit(context.topK()).forEach(merged::add);
            }
            merged.forEach(context::readFrom);
            evidenceChunks = List.copyOf(merged);
            Set<IndexedChunk> inRankOrder = new LinkedHashSet<>(top);
            inRankOrder.addAll(merged);
            rankedChunks = List.copyOf(inRankOrder);
        }
        Set<IndexedChunk> quotable = new LinkedHashSet<>(rankedChunks);
        quotable.addAll(context.candidates().values());
        SiteRepeats firstRepeats = SiteRepeats.in(context.view(), quotable);
        List<IndexedChunk> followed = context.route() == Route.GLOBAL ? List.of()
                : followUps.follow(context.view(), context.question(), context.weights(), rankedChunks, firstRepeats);
        followed.forEach(context::readFrom);
        quotable.addAll(followed);
        SiteRepeats repeats = followed.isEmpty() ? firstRepeats : SiteRepeats.in(context.view(), quotable);
        Evidence evidence = new Evidence(context.question(), context.weights(), evidenceChunks, rankedChunks,
                followed, context.summaries(), context.snippets()::of, repeats);
        Draft draft = composer.compose(context.route(), evidence,
                new CachedCompletions(cache.readableIn(context.view()), context.session(), context.collection()));
        context.answered(draft);
    }
}
