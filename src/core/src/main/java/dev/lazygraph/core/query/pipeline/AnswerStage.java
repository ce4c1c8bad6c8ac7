package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.answer.AnswerComposer;
import dev.lazygraph.core.query.answer.Draft;
import dev.lazygraph.core.query.answer.Evidence;
import dev.lazygraph.core.query.answer.FollowUpSearch;
import dev.lazygraph.core.query.answer.SummarizedCommunity;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.passage.PageCopies;
import dev.lazygraph.core.query.passage.PassagePool;
import dev.lazygraph.core.query.passage.PassageRanker;
import dev.lazygraph.core.query.passage.PassageRankings;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import dev.lazygraph.core.summary.CachedCompletions;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Writes the answer ({@link AnswerComposer}) from the summaries and the chunks: on the basic route the top
 * chunks; on the others the chunks found relevant, then the top chunks; on both, beside them, the chunks of
 * other documents the best quote leads to ({@link FollowUpSearch}). An LLM reads passages of a wider pool
 * ({@link PassagePool}: these chunks, the walk's ranking and plain BM25's), ranked by {@link PassageRanker},
 * a copy of a page replaced by the page that owns its text ({@link PageCopies}).
 * Answers and map outputs are cached
 * like summaries ({@link CachedCompletions}).
 */
public final class AnswerStage {
    private final AnswerComposer composer;
    private final ValidatedSummaryCache cache;
    private final FollowUpSearch followUps;
    private final PassageRanker passages;

    public AnswerStage(AnswerComposer composer, ValidatedSummaryCache cache, FollowUpSearch followUps,
                       PassageRanker passages) {
        this.composer = composer;
        this.cache = cache;
        this.followUps = followUps;
        this.passages = passages;
    }

    /** The answer to a question about names no document mentions. */
    Drafted nothingFound(List<String> unknownNames, List<IndexedChunk> closest) {
        return new Drafted(composer.nothingFound(unknownNames, closest), List.of());
    }

    /** The answer on the basic route: from the top chunks. */
    Drafted run(QueryContext context, Routed routed, GraphView view, Ranked ranked) {
        return write(context, routed, view, ranked, new Chosen(ranked.top(), ranked.top(), List.of(), List.of()));
    }

    /** The answer on the local and global routes: from the summaries, the chunks found relevant and the top chunks. */
    Drafted run(QueryContext context, Routed routed, GraphView view, Ranked ranked, Detected detected,
                RelevanceSearch.Result relevance, Summarized summarized) {
        List<IndexedChunk> top = ranked.top();
        Set<IndexedChunk> merged = new LinkedHashSet<>();
        relevance.relevant().forEach(id -> merged.add(detected.candidates().get(id)));
        merged.addAll(top);
        if (merged.isEmpty()) {
            detected.candidates().values().stream().limit(context.topK()).forEach(merged::add);
        }
        Set<IndexedChunk> inRankOrder = new LinkedHashSet<>(top);
        inRankOrder.addAll(merged);
        return write(context, routed, view, ranked, new Chosen(List.copyOf(merged), List.copyOf(inRankOrder),
                detected.candidates().values(), summarized.communities()));
    }

    /**
     * The chunks and summaries an answer is written from.
     *
     * @param evidence    the excerpts, best first
     * @param inRankOrder the same chunks in the ranking's order
     * @param candidates  the community stage's candidate chunks, which may be quoted too
     */
    private record Chosen(List<IndexedChunk> evidence, List<IndexedChunk> inRankOrder,
                          Collection<IndexedChunk> candidates, List<SummarizedCommunity> summaries) {
    }

    private static Set<IndexedChunk> union(Collection<IndexedChunk> a, Collection<IndexedChunk> b) {
        Set<IndexedChunk> all = new LinkedHashSet<>(a);
        all.addAll(b);
        return all;
    }

    /**
     * The words of each of the documents asked for that the view may read, each document read from the store once
     * for both rankings' copies.
     */
    private static Function<Collection<String>, Map<String, Long>> documentWords(GraphView view) {
        Map<String, Long> read = new HashMap<>();
        Set<String> asked = new HashSet<>();
        return keys -> {
            List<String> unread = keys.stream().filter(asked::add).toList();
            if (!unread.isEmpty()) {
                view.documents(unread).forEach((key, record) -> read.put(key, record.words()));
            }
            Map<String, Long> words = new HashMap<>();
            keys.stream().filter(read::containsKey).forEach(key -> words.put(key, read.get(key)));
            return words;
        };
    }

    private Drafted write(QueryContext context, Routed routed, GraphView view, Ranked ranked, Chosen chosen) {
        Set<IndexedChunk> quotable = new LinkedHashSet<>(chosen.inRankOrder());
        quotable.addAll(chosen.candidates());
        SiteRepeats firstRepeats = SiteRepeats.in(view, quotable);
        List<IndexedChunk> followed = routed.route() == Route.GLOBAL ? List.of()
                : followUps.follow(view, context.question(), ranked.weights(), chosen.inRankOrder(), firstRepeats);
        quotable.addAll(followed);
        List<IndexedChunk> walked = RankStage.chunks(view,
                ranked.ranking().subList(0, Math.min(PassagePool.CHUNKS, ranked.ranking().size())));
        List<IndexedChunk> pool = PassagePool.fuse(List.of(chosen.evidence(), walked, ranked.lexical(),
                ranked.close(), followed));
        PassageRankings rankings = passages.rankings(pool, ranked.weights(), ranked.vector());
        Function<Collection<String>, Map<String, Long>> words = documentWords(view);
        Evidence evidence = new Evidence(context.question(), ranked.weights(), chosen.evidence(),
                chosen.inRankOrder(), followed, chosen.summaries(), ranked.snippets()::of,
                SiteRepeats.in(view, union(quotable, pool)),
                PageCopies.owned(rankings.byPassage(), words), PageCopies.owned(rankings.byChunk(), words));
        Draft draft = composer.compose(routed.route(), evidence,
                new CachedCompletions(cache.readableIn(view), routed.session(), context.collection()));
        Set<Chunk> readFrom = new LinkedHashSet<>();
        chosen.evidence().forEach(c -> readFrom.add(c.chunk()));
        followed.forEach(c -> readFrom.add(c.chunk()));
        pool.forEach(c -> readFrom.add(c.chunk()));
        return new Drafted(draft, List.copyOf(readFrom));
    }
}
