package dev.lazygraph.core.query.rank;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Ordering helpers shared by the rankers: score descending, then key, so rankings are deterministic. */
final class Ranking {
    private Ranking() {
    }

    static Comparator<Map.Entry<String, Double>> byScore() {
        return Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey());
    }

    static List<String> top(Map<String, Double> scores, int limit) {
        return scores.entrySet().stream().sorted(byScore()).limit(limit).map(Map.Entry::getKey).toList();
    }

    static List<Map.Entry<String, Double>> topEntries(Map<String, Double> scores, int limit) {
        return scores.entrySet().stream().sorted(byScore()).limit(limit).toList();
    }
}
