package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.graph.CollectionOverview;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.rank.RankedChunk;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the communities of the question's concept subgraph ({@link CommunityDetector}) around the best-ranked
 * candidate chunks; a global question that names too little to fill them gets chunks spread over the whole
 * collection besides.
 */
public final class CommunityStage {
    private final CommunityDetector detector;
    private final QueryConfig.Rank rank;
    private final int maxSummaries;

    /** @param maxSummaries communities a question summarizes at most, which an overview may exceed */
    public CommunityStage(CommunityDetector detector, QueryConfig.Rank rank, int maxSummaries) {
        this.detector = detector;
        this.rank = rank;
        this.maxSummaries = maxSummaries;
    }

    Detected run(Routed routed, GraphView view, Ranked ranked) {
        int summariesWanted = summariesWanted(routed, view);
        List<RankedChunk> ranking = ranked.ranking();
        // An overview with more themes starts from proportionally more chunks.
        int wanted = rank.candidateChunks() * summariesWanted / maxSummaries;
        List<RankedChunk> candidates = new ArrayList<>(ranking.subList(0, Math.min(wanted, ranking.size())));
        if (routed.route() == Route.GLOBAL && candidates.size() < wanted) {
            candidates.addAll(overview(view, wanted - candidates.size(), candidates));
        }
        CommunityDetector.Detection detection = detector.detectWithNetwork(view, candidates);
        Map<String, IndexedChunk> chunks = new LinkedHashMap<>();
        RankStage.chunks(view, candidates).forEach(c -> chunks.put(c.id(), c));
        return new Detected(detection, chunks, summariesWanted);
    }

    /**
     * Communities the question summarizes at most: an overview without an LLM gives more themes for more
     * documents ({@link CollectionOverview#themes}), which cost no tokens; otherwise {@code maxSummaries}.
     */
    private int summariesWanted(Routed routed, GraphView view) {
        return routed.route() == Route.GLOBAL && !routed.session().usable()
                ? CollectionOverview.themes(view.stats().documents(), maxSummaries) : maxSummaries;
    }

    /** The overview's chunks ({@link CollectionOverview}), ranked below every chunk the question's ranking found. */
    private static List<RankedChunk> overview(GraphView view, int wanted, List<RankedChunk> already) {
        Set<String> seen = new HashSet<>();
        already.forEach(r -> seen.add(r.chunkId()));
        double weight = already.stream().mapToDouble(RankedChunk::score).min().orElse(1.0);
        return CollectionOverview.sample(view.documents(), view, wanted, seen)
                .stream().map(c -> new RankedChunk(c.id(), c.chunk().document().key(), weight)).toList();
    }
}
