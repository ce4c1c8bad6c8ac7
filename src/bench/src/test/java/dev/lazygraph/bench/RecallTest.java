package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RecallTest {

    @Test
    void countsOnlyGoldPassagesWithinTheCutOff() {
        List<String> ranked = List.of("a", "b", "c");
        assertEquals(0.5, Recall.at(2, ranked, Set.of("a", "c")), 0.0);
        assertEquals(1.0, Recall.at(3, ranked, Set.of("a", "c")), 0.0);
        assertEquals(1.0, Recall.at(5, ranked, Set.of("a", "c")), 0.0);
        assertEquals(0.0, Recall.at(1, ranked, Set.of("b", "c")), 0.0);
    }

    @Test
    void goldThatWasNeverRetrievedKeepsRecallFractional() {
        assertEquals(1.0 / 3, Recall.at(3, List.of("a", "b", "c"), Set.of("a", "x", "y")), 0.0);
        assertEquals(0.0, Recall.at(5, List.of(), Set.of("a")), 0.0);
    }
}
