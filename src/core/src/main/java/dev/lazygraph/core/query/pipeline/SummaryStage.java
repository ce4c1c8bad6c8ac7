package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.answer.SummarizedCommunity;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import dev.lazygraph.core.summary.CommunitySummarizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Summarizes the communities the relevance search selected, each from its best relevant chunks
 * ({@link CommunitySummarizer}: cached, by the LLM while the plan's summary share lasts, else extractively).
 */
public final class SummaryStage {
    private final CommunitySummarizer summarizer;
    private final QueryConfig.Communities communities;

    public SummaryStage(CommunitySummarizer summarizer, QueryConfig.Communities communities) {
        this.summarizer = summarizer;
        this.communities = communities;
    }

    Summarized run(QueryContext context, Routed routed, GraphView view, Ranked ranked, Detected detected,
                   RelevanceSearch.Result relevance) {
        CommunitySummarizer.Reading reading = new CommunitySummarizer.Reading(context.collection(), routed.session(),
                ranked.snippets()::of);
        CommunitySummarizer scoped = summarizer.readableIn(view);
        List<SummarizedCommunity> summarized = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (Community community : relevance.selected()) {
            // Communities share chunks; a chunk already summarized for a better community is left out so the
            // summaries say different things, unless the community has nothing else.
            List<String> relevant = relevance.relevantChunks().get(community.id());
            List<String> fresh = relevant.stream().filter(id -> !used.contains(id)).toList();
            List<Chunk> sources = (fresh.isEmpty() ? relevant : fresh).stream()
                    .limit(communities.maxSummarySources()).map(id -> detected.candidates().get(id).chunk()).toList();
            sources.forEach(c -> used.add(c.id()));
            summarized.add(new SummarizedCommunity(community,
                    scoped.summarize(reading, community.concepts(), sources)));
        }
        return new Summarized(summarized);
    }
}
