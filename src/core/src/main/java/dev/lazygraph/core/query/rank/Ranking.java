package dev.lazygraph.core.query.rank;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/** Ordering helpers shared by the rankers: score descending, then key, so rankings are deterministic. */
final class Ranking {
    private Ranking() {
    }

    static Comparator<Map.Entry<String, Double>> byScore() {
        return Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey());
    }

    /**
     * The best {@code limit} entries, best first. A bounded heap rather than a sort: BM25 scores every chunk that
     * holds a question word, tens of thousands on a large collection, of which a ranking keeps fifty. The order is
     * total (ties go by key), so the result is the sort's.
     */
    static List<Map.Entry<String, Double>> topEntries(Map<String, Double> scores, int limit) {
        if (limit <= 0) {
            return List.of();
        }
        Comparator<Map.Entry<String, Double>> order = byScore();
        PriorityQueue<Map.Entry<String, Double>> best = new PriorityQueue<>(limit + 1, order.reversed());
        for (Map.Entry<String, Double> entry : scores.entrySet()) {
            if (best.size() < limit) {
                best.add(entry);
            } else if (order.compare(entry, best.peek()) < 0) {
                best.poll();
                best.add(entry);
            }
        }
        List<Map.Entry<String, Double>> top = new ArrayList<>(best);
        top.sort(order);
        return top;
    }
}
