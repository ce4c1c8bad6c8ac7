package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.graph.ConceptStats;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The candidate concepts with the highest weight times specificity, reading as few posting lists as it can.
 *
 * <p>A concept's specificity needs its chunk frequency over the whole collection: one posting list read, one
 * request on DynamoDB. But a concept is mentioned by at least the chunks at hand that mention it, so before its
 * postings are read its score is bounded by {@code weight × Specificity.ofConcept(n, that many chunks)}.
 * Candidates are read in the order of that bound, a batch at a time, and reading stops once the
 * {@code limit}-th best exact score is above the bound of every candidate not read yet (Fagin's threshold
 * algorithm): the selection is exactly the one reading every candidate would give, ties broken by name.
 */
public final class SpecificConcepts {
    /** Candidates read per store call: a remote store sends one call's reads in parallel. */
    static final int BATCH = 50;
    private static final Comparator<Scored> WORST_FIRST =
            Comparator.comparingDouble(Scored::score).thenComparing(Scored::concept, Comparator.reverseOrder());

    private SpecificConcepts() {
    }

    private record Scored(String concept, double score) {
    }

    /**
     * @param weight     the candidates and their weight from the chunks at hand
     * @param heldBy     how many of the chunks at hand mention each candidate (at least 1)
     * @param minChunks  the fewest chunks of the collection a selected concept is mentioned in
     * @param maxChunks  the most (hubs above it are left out)
     * @return at most {@code limit} candidates, best first (score descending, then name)
     */
    public static List<String> top(GraphView view, Map<String, Double> weight, Map<String, Integer> heldBy,
                                   long minChunks, double maxChunks, int limit) {
        long n = view.stats().chunks();
        Map<String, Double> bound = new HashMap<>();
        weight.forEach((concept, w) -> bound.put(concept,
                w * Specificity.ofConcept(n, Math.max(minChunks, heldBy.getOrDefault(concept, 1)))));
        List<String> order = new ArrayList<>(bound.keySet());
        order.sort(Comparator.comparing((String c) -> -bound.get(c)).thenComparing(Comparator.naturalOrder()));

        PriorityQueue<Scored> best = new PriorityQueue<>(WORST_FIRST);
        for (int from = 0; from < order.size() && limit > 0; from += BATCH) {
            if (best.size() == limit && best.peek().score() > bound.get(order.get(from))) {
                break;
            }
            List<String> batch = order.subList(from, Math.min(from + BATCH, order.size()));
            Map<String, ConceptStats> stats = view.concepts(batch);
            for (String concept : batch) {
                ConceptStats s = stats.get(concept);
                if (s == null || s.chunkFrequency() < minChunks || s.chunkFrequency() > maxChunks) {
                    continue;
                }
                best.add(new Scored(concept, weight.get(concept) * Specificity.ofConcept(n, s.chunkFrequency())));
                if (best.size() > limit) {
                    best.poll();
                }
            }
        }
        List<Scored> selected = new ArrayList<>(best);
        selected.sort(WORST_FIRST.reversed());
        return selected.stream().map(Scored::concept).toList();
    }
}
