package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the retrieval bench end to end on a generated dataset in the shared format and recomputes every
 * recall figure it reports from the passages it says it retrieved.
 */
class RetrievalBenchTest {
    private static final List<Integer> KS = List.of(1, 2, 5);

    @TempDir
    static Path folder;

    private static JsonNode metrics;

    @BeforeAll
    static void runBench() throws IOException {
        Path corpus = folder.resolve("corpus.jsonl");
        Path questions = folder.resolve("questions.jsonl");
        Files.write(corpus, List.of(
                passage("p1", "Zanzibar Falcon", "The zanzibar falcon nests on volcanic cliffs and hunts lizards at dawn."),
                passage("p2", "Quartz Harbor", "Quartz Harbor exports copper cables to distant shipyards every winter."),
                passage("p3", "Mirelle Obstova", "Mirelle Obstova composed the glacier symphony for a brass orchestra."),
                passage("p4", "Tundra Bakery", "The tundra bakery sells rye pretzels baked in peat ovens."),
                passage("p5", "Velvet Orbit", "Velvet Orbit is a telescope mapping comets beyond Neptune."),
                passage("p6", "Cobalt Lantern", "Cobalt Lantern is a ferry crossing the amber strait twice daily.")),
                StandardCharsets.UTF_8);
        Files.write(questions, List.of(
                question("q1", "Where does the zanzibar falcon nest?", "p1"),
                question("q2", "Which harbor exports copper cables, and who composed the glacier symphony?", "p2", "p3"),
                // "p-gone" is in no corpus: this question can reach at most half of its gold.
                question("q3", "What does the tundra bakery sell?", "p4", "p-gone")),
                StandardCharsets.UTF_8);
        // Checked as written to the result file, not as the in-memory tree.
        metrics = BenchOutput.JSON.readTree(BenchOutput.JSON.writeValueAsString(
                RetrievalBench.run(QaDataset.load(corpus, questions), Split.ALL, KS, 1)));
    }

    @Test
    void reportedAveragesAreTheMeanOfPerQuestionRecallOverTheListedPassages() {
        JsonNode perQuestion = metrics.get("perQuestion");
        assertEquals(3, perQuestion.size());
        for (String variant : RetrievalBench.REPORTED) {
            for (int k : KS) {
                double sum = 0;
                for (JsonNode row : perQuestion) {
                    Set<String> gold = strings(row.get("gold"));
                    List<String> top = new ArrayList<>(strings(row.get(variant).get("top")));
                    long found = top.stream().limit(k).filter(gold::contains).count();
                    double recall = (double) found / gold.size();
                    assertEquals(recall, row.get(variant).get("recall@" + k).asDouble(), 0.0,
                            variant + " recall@" + k + " of " + row.get("id"));
                    sum += recall;
                }
                double percent = Math.round(sum / perQuestion.size() * 1000) / 10.0;
                assertEquals(percent, metrics.get("recall").get(variant).get("@" + k).asDouble(), 0.0,
                        variant + " @" + k);
            }
        }
    }

    @Test
    void bm25FindsDistinctVocabularyAndAnUnreachableGoldCapsRecallAtHalf() {
        JsonNode q3 = metrics.get("perQuestion").get(2);
        assertEquals("q3", q3.get("id").asText());
        assertEquals(0.5, q3.get("bm25").get("recall@5").asDouble(), 0.0);
        // q1: 1, q2: both gold passages in the top 2, q3: 1 of 2 -> 2.5 / 3.
        assertEquals(83.3, metrics.get("recall").get("bm25").get("@2").asDouble(), 0.0);
        assertEquals(83.3, metrics.get("recall").get("bm25").get("@5").asDouble(), 0.0);
        assertEquals("p1", metrics.get("perQuestion").get(0).get("bm25").get("top").get(0).asText());
    }

    @Test
    void rankedListsHoldDistinctPassagesUpToTheLargestCutOff() {
        for (JsonNode row : metrics.get("perQuestion")) {
            for (String variant : RetrievalBench.REPORTED) {
                JsonNode top = row.get(variant).get("top");
                assertTrue(top.size() <= 5, variant + " lists " + top.size());
                assertEquals(top.size(), strings(top).size(), "duplicates in " + top);
            }
        }
        assertEquals(6, metrics.get("passages").asInt());
        assertEquals(0, metrics.get("llmCallsAtIngest").asInt());
    }

    private static Set<String> strings(JsonNode array) {
        Set<String> values = new LinkedHashSet<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    private static String passage(String id, String title, String text) {
        ObjectNode line = BenchOutput.JSON.createObjectNode().put("id", id).put("title", title).put("text", text);
        return line.toString();
    }

    private static String question(String id, String text, String... gold) {
        ObjectNode line = BenchOutput.JSON.createObjectNode().put("id", id).put("question", text);
        ArrayNode ids = line.putArray("gold_ids");
        for (String goldId : gold) {
            ids.add(goldId);
        }
        return line.toString();
    }
}
