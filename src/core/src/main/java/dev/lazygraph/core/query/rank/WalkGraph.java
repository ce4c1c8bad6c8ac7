package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bipartite concept-chunk graph of one query. A walker on a chunk moves to one of its concepts with
 * probability proportional to the concept's specificity (so hubs receive little of the flow), and from a
 * concept to one of the chunks mentioning it, both weighted by mention counts (dampened by a log).
 */
final class WalkGraph {
    private final Map<String, Integer> conceptIndex = new LinkedHashMap<>();
    private final Map<String, Integer> chunkIndex = new LinkedHashMap<>();
    private final List<List<Integer>> targets = new ArrayList<>();
    private final List<List<Double>> weights = new ArrayList<>();

    private WalkGraph() {
    }

    static WalkGraph build(Map<String, List<Posting>> postings, Map<String, Double> specificity,
                           Set<String> extraChunks) {
        WalkGraph graph = new WalkGraph();
        postings.forEach((concept, list) -> {
            int c = graph.node(graph.conceptIndex, concept);
            double spec = specificity.get(concept);
            for (Posting p : list) {
                int k = graph.node(graph.chunkIndex, p.chunkId());
                double mention = 1 + Math.log(p.frequency());
                graph.edge(c, k, mention);
                graph.edge(k, c, mention * spec);
            }
        });
        extraChunks.forEach(id -> graph.node(graph.chunkIndex, id));
        return graph;
    }

    /** Chunk id -> visiting probability of the walk restarting from the given seeds. */
    Map<String, Double> rank(Map<String, Double> conceptSeeds, Map<String, Double> chunkSeeds, double damping,
                             int iterations) {
        int n = targets.size();
        double[] restart = new double[n];
        double conceptShare = chunkSeeds.isEmpty() ? 1 : conceptSeeds.isEmpty() ? 0 : 0.5;
        addSeeds(restart, conceptIndex, conceptSeeds, conceptShare);
        addSeeds(restart, chunkIndex, chunkSeeds, 1 - conceptShare);

        int[][] out = new int[n][];
        double[][] w = new double[n][];
        for (int i = 0; i < n; i++) {
            out[i] = targets.get(i).stream().mapToInt(Integer::intValue).toArray();
            w[i] = weights.get(i).stream().mapToDouble(Double::doubleValue).toArray();
        }
        double[] visits = PersonalizedPageRank.run(out, w, restart, damping, iterations);
        Map<String, Double> scores = new HashMap<>();
        chunkIndex.forEach((id, i) -> {
            if (visits[i] > 0) {
                scores.put(id, visits[i]);
            }
        });
        return scores;
    }

    private static void addSeeds(double[] restart, Map<String, Integer> index, Map<String, Double> seeds,
                                 double share) {
        double total = seeds.values().stream().mapToDouble(Double::doubleValue).sum();
        if (total <= 0) {
            return;
        }
        seeds.forEach((key, weight) -> {
            Integer i = index.get(key);
            if (i != null) {
                restart[i] += share * weight / total;
            }
        });
    }

    private int node(Map<String, Integer> index, String key) {
        return index.computeIfAbsent(key, k -> {
            targets.add(new ArrayList<>());
            weights.add(new ArrayList<>());
            return targets.size() - 1;
        });
    }

    private void edge(int from, int to, double weight) {
        targets.get(from).add(to);
        weights.get(from).add(weight);
    }
}
