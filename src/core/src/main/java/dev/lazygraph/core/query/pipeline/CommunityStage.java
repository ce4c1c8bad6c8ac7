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

    void run(QueryContext context) {
        GraphView view = context.view();
        List<RankedChunk> ranked = context.ranking();
        // An overview with more themes starts from proportionally more chunks.
        int wanted = rank.candidateChunks() * context.summariesWanted(maxSummaries) / maxSummaries;
        List<RankedChunk> candidates = new ArrayList<>(ranked.subList(0, Math.min(wanted, ranked.size())));
        if (context.route() == Route.GLOBAL && candidates.size() < wanted) {
            candidates.addAll(overview(context, wanted - candidates.size(), candidates));
        }
        CommunityDetector.Detection detection = detector.detectWithNetwork(view, candidates);
        Map<String, IndexedChunk> chunks = new LinkedHashMap<>();
        RankStage.chunks(view, candidates).forEach(c -> chunks.put(c.id(), c));
        context.detected(detection, chunks);
    }

    /** The overview's chunks ({@link CollectionOverview}), ranked below every chunk the question's ranking found. */
    private static List<RankedChunk> overview(QueryContext context, int wanted, List<RankedChunk> already) {
        Set<String> seen = new HashSet<>();
        already.forEach(r -> seen.add(r.chunkId()));
        double weight = already.stream().mapToDouble(RankedChunk::score).min().orElse(1.0);
        return CollectionOverview.sample(context.view().documents(), context.view(), wanted, seen)
                .stream().map(c -> new RankedChunk(c.id(), c.chunk().document().key(), weight)).toList();
    }
}
