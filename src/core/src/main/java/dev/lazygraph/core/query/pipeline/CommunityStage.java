package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.community.CommunityDetector;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.rank.RankedChunk;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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

    public CommunityStage(CommunityDetector detector, QueryConfig.Rank rank) {
        this.detector = detector;
        this.rank = rank;
    }

    void run(QueryContext context) {
        GraphView view = context.view();
        List<RankedChunk> ranked = context.ranking();
        List<RankedChunk> candidates = new ArrayList<>(ranked.subList(0, Math.min(rank.candidateChunks(), ranked.size())));
        if (context.route() == Route.GLOBAL && candidates.size() < rank.candidateChunks()) {
            candidates.addAll(overview(context, rank.candidateChunks() - candidates.size(), candidates));
        }
        CommunityDetector.Detection detection = detector.detectWithNetwork(view, candidates);
        Map<String, IndexedChunk> chunks = new LinkedHashMap<>();
        RankStage.chunks(view, candidates).forEach(c -> chunks.put(c.id(), c));
        context.detected(detection, chunks);
    }

    /**
     * Chunks spread evenly over the collection's documents, for global questions that name too little to
     * rank by: the communities of a sample of everything are the collection's main themes.
     */
    private static List<RankedChunk> overview(QueryContext context, int wanted, List<RankedChunk> already) {
        List<DocumentRecord> documents = context.store().documents(context.collection()).stream()
                .sorted(Comparator.comparing(d -> d.id().key())).toList();
        if (documents.isEmpty() || wanted <= 0) {
            return List.of();
        }
        int step = Math.max(1, documents.size() / wanted);
        int perDocument = Math.max(1, (wanted + documents.size() - 1) / documents.size());
        Set<String> seen = new LinkedHashSet<>();
        already.forEach(r -> seen.add(r.chunkId()));
        List<String> sample = new ArrayList<>();
        for (int round = 0; round < perDocument && sample.size() < wanted; round++) {
            for (int d = 0; d < documents.size() && sample.size() < wanted; d += step) {
                DocumentRecord doc = documents.get(d);
                if (round < doc.chunks()) {
                    String id = Chunk.idOf(doc.id(), doc.revision(), round * doc.chunks() / perDocument);
                    if (seen.add(id)) {
                        sample.add(id);
                    }
                }
            }
        }
        double weight = already.stream().mapToDouble(RankedChunk::score).min().orElse(1.0);
        Map<String, IndexedChunk> found = context.view().chunks(sample);
        return sample.stream().filter(found::containsKey)
                .map(id -> new RankedChunk(id, found.get(id).chunk().document().key(), weight)).toList();
    }
}
