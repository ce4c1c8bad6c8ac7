package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bipartite concept-chunk graph of one query, with the walker's moves:
 * <ul>
 *   <li>from a chunk to one of its concepts, in proportion to its mentions (dampened by a log) times the
 *       concept's specificity, so hubs receive little of the flow, times one plus the evidence that the chunk
 *       puts the name in the relation the question asks about ({@link RelationCues}): a name expressing none of
 *       the question keeps its weight, and each nat of evidence adds that weight once more, whatever the size of
 *       the collection; names and the chunk's subjects identify something, common nouns only share a topic, so
 *       a common noun weighs {@code commonNounWeight} of a name;</li>
 *   <li>from a concept to one of the chunks holding it: with probability {@code subjectShare} to the chunks
 *       whose subject it is (a mention of "Ada Lovelace" leads to the passage about Ada Lovelace, as a link
 *       in an encyclopedia does), otherwise in proportion to the mentions.</li>
 * </ul>
 */
final class WalkGraph {
    private final Map<String, Integer> conceptIndex = new LinkedHashMap<>();
    private final Map<String, Integer> chunkIndex = new LinkedHashMap<>();
    private final List<List<Integer>> targets = new ArrayList<>();
    private final List<List<Double>> weights = new ArrayList<>();

    private WalkGraph() {
    }

    /**
     * @param relation chunk id -> name -> the evidence that the chunk puts the name in the asked relation
     */
    static WalkGraph build(Map<String, List<Posting>> postings, Map<String, Double> specificity,
                           Map<String, Map<String, Double>> relation, Set<String> extraChunks, double subjectShare,
                           double commonNounWeight) {
        WalkGraph graph = new WalkGraph();
        postings.forEach((concept, list) -> {
            int c = graph.node(graph.conceptIndex, concept);
            double spec = specificity.get(concept);
            int subjects = 0;
            double mentions = 0;
            for (Posting p : list) {
                subjects += Mentions.isSubject(p.frequency()) ? 1 : 0;
                mentions += mentionWeight(p);
            }
            double toSubjects = subjects == 0 ? 0 : subjectShare;
            for (Posting p : list) {
                int k = graph.node(graph.chunkIndex, p.chunkId());
                boolean subject = Mentions.isSubject(p.frequency());
                double identifies = subject || Mentions.isName(p.frequency()) ? 1 : commonNounWeight;
                graph.edge(c, k, (1 - toSubjects) * mentionWeight(p) / mentions + (subject ? toSubjects / subjects : 0));
                double asked = relation.getOrDefault(p.chunkId(), Map.of()).getOrDefault(concept, 0.0);
                graph.edge(k, c, mentionWeight(p) * spec * (1 + asked) * identifies);
            }
        });
        extraChunks.forEach(id -> graph.node(graph.chunkIndex, id));
        return graph;
    }

    private static double mentionWeight(Posting posting) {
        return 1 + Math.log(Mentions.count(posting.frequency()));
    }

    /**
     * Where the walk restarts, in part: concepts and chunks with their share of the whole restart distribution.
     * The parts of one question sum to 1.
     */
    record Restart(Map<String, Double> concepts, Map<String, Double> chunks) {
    }

    /**
     * For each part of the restart, chunk id -> the visiting probability its walkers give the chunk (walkers
     * that stop restart from their own part). Personalized PageRank is linear in its restart distribution, so
     * the parts' visits add up to the visits of the one walk from all of them, and each part says which chunks
     * its seeds lead to.
     */
    List<Map<String, Double>> visits(List<Restart> restarts, double damping, int iterations) {
        int n = targets.size();
        int[][] out = new int[n][];
        double[][] w = new double[n][];
        for (int i = 0; i < n; i++) {
            out[i] = targets.get(i).stream().mapToInt(Integer::intValue).toArray();
            w[i] = weights.get(i).stream().mapToDouble(Double::doubleValue).toArray();
        }
        List<Map<String, Double>> result = new ArrayList<>();
        for (Restart part : restarts) {
            double[] restart = new double[n];
            addSeeds(restart, conceptIndex, part.concepts());
            addSeeds(restart, chunkIndex, part.chunks());
            Map<String, Double> scores = new LinkedHashMap<>();
            double mass = Arrays.stream(restart).sum();
            if (mass > 0) {
                double[] visits = PersonalizedPageRank.run(out, w, restart, damping, iterations);
                chunkIndex.forEach((id, i) -> {
                    if (visits[i] > 0) {
                        scores.put(id, mass * visits[i]);
                    }
                });
            }
            result.add(scores);
        }
        return result;
    }

    private static void addSeeds(double[] restart, Map<String, Integer> index, Map<String, Double> seeds) {
        seeds.forEach((key, weight) -> {
            Integer i = index.get(key);
            if (i != null) {
                restart[i] += weight;
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
