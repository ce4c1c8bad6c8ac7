package dev.lazygraph.core.query.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AnchorSpreadTest {

    private static List<String> order(List<Map<String, Double>> parts, int depth) {
        return AnchorSpread.order(WalkVisits.of(parts), depth).stream().map(Map.Entry::getKey).toList();
    }

    @Test
    void eachPartGivesOneNewChunkARoundHoweverSmallItsVisits() {
        Map<String, Double> rich = Map.of("alpha", 0.5, "alpha-director", 0.3, "alpha-actor", 0.2);
        Map<String, Double> poor = Map.of("beta", 0.02, "beta-director", 0.01);

        assertEquals(List.of("alpha", "beta", "alpha-director", "beta-director", "alpha-actor"),
                order(List.of(rich, poor), 10), "one score would rank alpha's actor above beta itself");
        assertEquals(List.of("alpha", "beta", "alpha-director"), order(List.of(rich, poor), 3));
    }

    @Test
    void aChunkTwoPartsOfferIsTakenOnceAndTheSecondPartOffersItsNext() {
        List<Map.Entry<String, Double>> ordered = AnchorSpread.order(WalkVisits.of(List.of(
                Map.of("shared", 0.4, "a", 0.1), Map.of("shared", 0.3, "b", 0.2))), 10);

        assertEquals(List.of("shared", "b", "a"), ordered.stream().map(Map.Entry::getKey).toList());
        assertEquals(0.7, ordered.get(0).getValue(), 1e-12, "a chunk's score is its visits from every part");
    }

    /** Each part keeps only its best depth chunks: the order must be the first places of the untruncated one. */
    @Test
    void aShorterRankingIsTheFirstPlacesOfTheLongerOne() {
        Random random = new Random(11);
        for (int round = 0; round < 200; round++) {
            List<Map<String, Double>> parts = new ArrayList<>();
            for (int p = 1 + random.nextInt(3); p > 0; p--) {
                Map<String, Double> part = new HashMap<>();
                for (int i = random.nextInt(60); i > 0; i--) {
                    // Few distinct visits: ties, which the ids break.
                    part.put("chunk-" + random.nextInt(80), 1.0 + random.nextInt(4));
                }
                parts.add(part);
            }
            List<String> whole = order(parts, 1_000);
            for (int depth = 0; depth <= whole.size(); depth++) {
                assertEquals(whole.subList(0, depth), order(parts, depth), "depth " + depth);
            }
        }
    }

    @Test
    void onePartIsItsOwnOrder() {
        assertEquals(List.of("x", "z", "y"), order(List.of(Map.of("x", 3.0, "y", 1.0, "z", 2.0)), 10));
        assertEquals(List.of(), order(List.of(Map.of()), 10));
    }
}
