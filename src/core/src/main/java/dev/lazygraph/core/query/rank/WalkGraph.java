package dev.lazygraph.core.query.rank;

import dev.lazygraph.core.graph.Mentions;
import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
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
    private final Map<String, Integer> conceptIndex = new HashMap<>();
    private final Map<String, Integer> chunkIndex = new HashMap<>();
    /** The chunk nodes' ids and node numbers, in the order they joined the graph. */
    private final List<String> chunkIds = new ArrayList<>();
    private final List<Integer> chunkNodes = new ArrayList<>();
    /** Each node's out-edges, in primitive arrays: a walk on a large collection has a few hundred thousand. */
    private final List<OutEdges> out = new ArrayList<>();

    private static final class OutEdges {
        int[] targets = new int[4];
        double[] weights = new double[4];
        int size;

        void add(int target, double weight) {
            if (size == targets.length) {
                targets = Arrays.copyOf(targets, 2 * size);
                weights = Arrays.copyOf(weights, 2 * size);
            }
            targets[size] = target;
            weights[size] = weight;
            size++;
        }
    }

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
            double[] weights = new double[list.size()];
            for (int i = 0; i < weights.length; i++) {
                Posting p = list.get(i);
                subjects += Mentions.isSubject(p.frequency()) ? 1 : 0;
                weights[i] = mentionWeight(p);
                mentions += weights[i];
            }
            double toSubjects = subjects == 0 ? 0 : subjectShare;
            for (int i = 0; i < weights.length; i++) {
                Posting p = list.get(i);
                int k = graph.chunkNode(p.chunkId());
                boolean subject = Mentions.isSubject(p.frequency());
                double identifies = subject || Mentions.isName(p.frequency()) ? 1 : commonNounWeight;
                graph.edge(c, k, (1 - toSubjects) * weights[i] / mentions + (subject ? toSubjects / subjects : 0));
                Map<String, Double> named = relation.isEmpty() ? null : relation.get(p.chunkId());
                double asked = named == null ? 0.0 : named.getOrDefault(concept, 0.0);
                graph.edge(k, c, weights[i] * spec * (1 + asked) * identifies);
            }
        });
        extraChunks.forEach(graph::chunkNode);
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
     * For each part of the restart, the visiting probability its walkers give each chunk (walkers that stop restart
     * from their own part). Personalized PageRank is linear in its restart distribution, so the parts' visits add
     * up to the visits of the one walk from all of them, and each part says which chunks its seeds lead to.
     */
    WalkVisits visits(List<Restart> restarts, double damping, int iterations) {
        int n = out.size();
        int[][] targets = new int[n][];
        double[][] w = new double[n][];
        for (int i = 0; i < n; i++) {
            targets[i] = Arrays.copyOf(out.get(i).targets, out.get(i).size);
            w[i] = Arrays.copyOf(out.get(i).weights, out.get(i).size);
        }
        double[][] transition = PersonalizedPageRank.transitions(w);
        double[][] parts = new double[restarts.size()][chunkIds.size()];
        for (int part = 0; part < restarts.size(); part++) {
            double[] restart = new double[n];
            addSeeds(restart, conceptIndex, restarts.get(part).concepts());
            addSeeds(restart, chunkIndex, restarts.get(part).chunks());
            double mass = Arrays.stream(restart).sum();
            if (mass > 0) {
                double[] visits = PersonalizedPageRank.run(targets, transition, restart, damping, iterations);
                for (int k = 0; k < chunkIds.size(); k++) {
                    double visited = visits[chunkNodes.get(k)];
                    parts[part][k] = visited > 0 ? mass * visited : 0;
                }
            }
        }
        return new WalkVisits(chunkIds.toArray(new String[0]), parts);
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
            out.add(new OutEdges());
            return out.size() - 1;
        });
    }

    private int chunkNode(String chunkId) {
        int before = out.size();
        int node = node(chunkIndex, chunkId);
        if (node == before) {
            chunkIds.add(chunkId);
            chunkNodes.add(node);
        }
        return node;
    }

    private void edge(int from, int to, double weight) {
        out.get(from).add(to, weight);
    }
}
