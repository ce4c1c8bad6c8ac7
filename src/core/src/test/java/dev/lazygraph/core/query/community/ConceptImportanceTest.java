package dev.lazygraph.core.query.community;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Mentions;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConceptImportanceTest {
    /** A chunk holding each concept with the given mention count; {@code names} are held as names. */
    private static IndexedChunk chunk(String key, Map<String, Integer> counts, List<String> names) {
        DocumentId id = new DocumentId("c", key);
        Map<String, Integer> held = new HashMap<>();
        counts.forEach((concept, n) -> held.put(concept, Mentions.of(n, names.contains(concept), false)));
        return new IndexedChunk(new Chunk(Chunk.idOf(id, "r1", 0), id, "r1", 0, 0, 1, "x"), 1, Map.of(), held);
    }

    private static Map<String, IndexedChunk> byId(IndexedChunk... chunks) {
        Map<String, IndexedChunk> map = new LinkedHashMap<>();
        for (IndexedChunk c : chunks) {
            map.put(c.id(), c);
        }
        return map;
    }

    @Test
    void conceptsRankByCentralityTimesSalienceTimesSpecificity() {
        // Alphabetical or first-mention order would give "amber glaze, brick oven, copper flue, zephyr kiln".
        List<String> members = List.of("amber glaze", "brick oven", "copper flue", "zephyr kiln");
        Map<String, IndexedChunk> chunks = byId(
                chunk("a", Map.of("zephyr kiln", 3, "amber glaze", 1, "brick oven", 1), List.of()),
                chunk("b", Map.of("zephyr kiln", 2, "copper flue", 1), List.of()));
        double[] degree = {1.0, 1.0, 1.0, 3.0};
        Map<String, Double> specificity = Map.of("amber glaze", 2.0, "brick oven", 2.0, "copper flue", 1.0,
                "zephyr kiln", 1.5);

        List<String> order = ConceptImportance.order(members, degree, specificity, List.copyOf(chunks.keySet()),
                chunks);

        // zephyr kiln: log(4) * 5 * 1.5 = 10.4; amber glaze and brick oven: log(2) * 1 * 2 = 1.39 (tied, so
        // alphabetical, both in the best chunk); copper flue: log(2) * 1 * 1 = 0.69.
        assertEquals(List.of("zephyr kiln", "amber glaze", "brick oven", "copper flue"), order);
    }

    @Test
    void aConceptFoundEverywhereInTheCollectionComesLastHoweverCentral() {
        List<String> members = List.of("tide survey", "orla instruments");
        Map<String, IndexedChunk> chunks = byId(
                chunk("a", Map.of("orla instruments", 4, "tide survey", 1), List.of("orla instruments")));
        // In every chunk of the collection: no specificity at all.
        Map<String, Double> specificity = Map.of("tide survey", 1.2, "orla instruments", 0.0);

        assertEquals(List.of("tide survey", "orla instruments"), ConceptImportance.order(members,
                new double[] {1.0, 5.0}, specificity, List.copyOf(chunks.keySet()), chunks));
    }

    @Test
    void namesAndMultiWordConceptsComeBeforeSingleCommonNouns() {
        List<String> members = List.of("company", "okafor", "sales office");
        Map<String, IndexedChunk> chunks = byId(
                chunk("a", Map.of("company", 6, "okafor", 1, "sales office", 1), List.of("okafor")));
        Map<String, Double> specificity = Map.of("company", 2.0, "okafor", 1.0, "sales office", 1.0);

        // "company" says most by the numbers but names only a kind of thing.
        assertEquals(List.of("okafor", "sales office", "company"), ConceptImportance.order(members,
                new double[] {2.0, 1.0, 1.0}, specificity, List.copyOf(chunks.keySet()), chunks));
    }
}
