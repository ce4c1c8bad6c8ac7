package dev.lazygraph.core.query.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RankingTest {
    @Test
    void theBestEntriesAreTheFirstOfTheWholeSortTiesByKey() {
        Random random = new Random(7);
        for (int round = 0; round < 50; round++) {
            Map<String, Double> scores = new HashMap<>();
            int size = random.nextInt(300);
            for (int i = 0; i < size; i++) {
                // Few distinct scores: many ties, which the key must break.
                scores.put("chunk-" + random.nextInt(1000), (double) random.nextInt(20));
            }
            for (int limit : new int[] {0, 1, 5, 50, 400}) {
                List<Map.Entry<String, Double>> sorted = scores.entrySet().stream().sorted(Ranking.byScore())
                        .limit(limit).toList();
                assertEquals(sorted, Ranking.topEntries(scores, limit), "limit " + limit);
            }
        }
    }
}
