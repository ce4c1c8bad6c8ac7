package dev.lazygraph.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The minimal zero-LLM graph retriever that shared/datasets/README.md uses as a yardstick, rebuilt here so it
 * runs in the same process on the same data as lazygraph: capitalized phrases (and the title) are a passage's
 * concepts, passages and concepts form one bipartite graph over the whole corpus, and Personalized PageRank
 * seeded half by the BM25 top passages (weight 1/rank) and half by the question's capitalized phrases ranks
 * the passages. Bench-only: it is a baseline, not the product's method.
 */
final class Yardstick {
    private static final Pattern CAPITALIZED = Pattern.compile("\\p{Lu}[\\p{L}\\p{N}'’-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}'’-]*)*");
    private static final double DAMPING = 0.85;
    private static final int ITERATIONS = 30;
    private static final int BM25_SEEDS = 10;

    private final List<String> passageIds = new ArrayList<>();
    private final Map<String, Integer> conceptIndex = new HashMap<>();
    /** Passage node i is i; concept node j is passages + j. */
    private final List<int[]> neighbours = new ArrayList<>();

    Yardstick(List<QaDataset.Passage> passages) {
        List<Set<Integer>> conceptsOf = new ArrayList<>();
        for (QaDataset.Passage passage : passages) {
            passageIds.add(passage.id());
            Set<Integer> concepts = new LinkedHashSet<>();
            for (String concept : concepts(passage.title() + ". " + passage.text())) {
                concepts.add(conceptIndex.computeIfAbsent(concept, c -> conceptIndex.size()));
            }
            if (!passage.title().isBlank()) {
                concepts.add(conceptIndex.computeIfAbsent(passage.title().toLowerCase(Locale.ROOT), c -> conceptIndex.size()));
            }
            conceptsOf.add(concepts);
        }
        int p = passageIds.size();
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int i = 0; i < p + conceptIndex.size(); i++) {
            adjacency.add(new ArrayList<>());
        }
        for (int i = 0; i < p; i++) {
            for (int c : conceptsOf.get(i)) {
                adjacency.get(i).add(p + c);
                adjacency.get(p + c).add(i);
            }
        }
        adjacency.forEach(list -> neighbours.add(list.stream().mapToInt(Integer::intValue).toArray()));
    }

    static List<String> concepts(String text) {
        List<String> concepts = new ArrayList<>();
        Matcher m = CAPITALIZED.matcher(text);
        while (m.find()) {
            concepts.add(m.group().toLowerCase(Locale.ROOT));
        }
        return concepts;
    }

    /** Passage ids, best first, at most {@code k}. */
    List<String> rank(String question, List<String> bm25Passages, int k) {
        int p = passageIds.size();
        int n = neighbours.size();
        Map<String, Integer> passageIndex = new HashMap<>();
        for (int i = 0; i < p; i++) {
            passageIndex.put(passageIds.get(i), i);
        }
        double[] passageSeeds = new double[n];
        for (int r = 0; r < Math.min(BM25_SEEDS, bm25Passages.size()); r++) {
            passageSeeds[passageIndex.get(bm25Passages.get(r))] += 1.0 / (r + 1);
        }
        double[] conceptSeeds = new double[n];
        for (String concept : concepts(question)) {
            Integer c = conceptIndex.get(concept);
            if (c != null) {
                conceptSeeds[p + c] += 1;
            }
        }
        double[] restart = new double[n];
        double passageTotal = sum(passageSeeds);
        double conceptTotal = sum(conceptSeeds);
        double conceptShare = conceptTotal == 0 ? 0 : passageTotal == 0 ? 1 : 0.5;
        for (int i = 0; i < n; i++) {
            restart[i] = (passageTotal == 0 ? 0 : (1 - conceptShare) * passageSeeds[i] / passageTotal)
                    + (conceptTotal == 0 ? 0 : conceptShare * conceptSeeds[i] / conceptTotal);
        }
        double[] rank = restart.clone();
        for (int it = 0; it < ITERATIONS; it++) {
            double[] next = new double[n];
            double lost = 0;
            for (int i = 0; i < n; i++) {
                if (neighbours.get(i).length == 0) {
                    lost += rank[i];
                    continue;
                }
                double share = DAMPING * rank[i] / neighbours.get(i).length;
                for (int j : neighbours.get(i)) {
                    next[j] += share;
                }
            }
            double restartMass = 1 - DAMPING + DAMPING * lost;
            for (int i = 0; i < n; i++) {
                next[i] += restartMass * restart[i];
            }
            rank = next;
        }
        double[] scores = rank;
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            if (scores[i] > 0) {
                order.add(i);
            }
        }
        order.sort((a, b) -> Double.compare(scores[b], scores[a]));
        return order.stream().limit(k).map(passageIds::get).toList();
    }

    private static double sum(double[] values) {
        double total = 0;
        for (double v : values) {
            total += v;
        }
        return total;
    }
}
