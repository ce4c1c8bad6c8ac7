package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lazygraph.core.query.rank.WalkConstants;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetrievalLodoBenchTest {
    private static final List<WalkConstants> GRID = List.of(WalkConstants.DEFAULTS,
            new WalkConstants(0.6, 0.03, 0.3), new WalkConstants(0.95, 0.3, 0.7));

    private static RetrievalLodoBench.Scores scores(String name, double... all) {
        return new RetrievalLodoBench.Scores(name, java.util.Arrays.stream(all).mapToObj(a -> new double[] {a, a, a}).toList());
    }

    @Test
    void theConstantsAreChosenOnTheOtherDatasetsAndJudgedOnTheOneLeftOut() {
        List<RetrievalLodoBench.Scores> scores = List.of(scores("a", 70, 60, 72), scores("b", 90, 93, 91),
                scores("c", 80, 85, 79));

        JsonNode rows = BenchOutput.JSON.valueToTree(RetrievalLodoBench.leaveOneOut(GRID, scores));

        JsonNode a = rows.get(0);
        assertEquals("a", a.get("heldOut").asText());
        assertEquals(0.6, a.get("chosen").get("subjectShare").asDouble(), 0.0, "b and c average best at point 1");
        assertEquals(89.0, a.get("chosenOnRecall").asDouble(), 0.0);
        assertEquals(60.0, a.get("heldOutRecallChosen").asDouble(), 0.0);
        assertEquals(70.0, a.get("heldOutRecallDefaults").asDouble(), 0.0);
        assertEquals(72.0, a.get("heldOutRecallBest").asDouble(), 0.0);
        assertEquals(0.95, a.get("heldOutBest").get("subjectShare").asDouble(), 0.0);
        assertEquals("b", rows.get(1).get("heldOut").asText());
        assertEquals(91.0, rows.get(1).get("heldOutRecallChosen").asDouble(), 0.0, "a and c average best at point 2");
    }

    @Test
    void aTieGoesToTheDefaultsAndTheGridHoldsEveryCombinationOnce() {
        JsonNode rows = BenchOutput.JSON.valueToTree(RetrievalLodoBench.leaveOneOut(GRID,
                List.of(scores("a", 50, 50, 50), scores("b", 60, 60, 60))));
        assertEquals(WalkConstants.DEFAULTS.subjectShare(), rows.get(0).get("chosen").get("subjectShare").asDouble(), 0.0);

        List<WalkConstants> grid = RetrievalLodoBench.grid();
        assertEquals(WalkConstants.DEFAULTS, grid.get(0));
        assertEquals(27, grid.size());
        assertEquals(27, new HashSet<>(grid).size());
    }
}
