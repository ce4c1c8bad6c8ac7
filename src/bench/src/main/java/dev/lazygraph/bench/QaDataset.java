package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A retrieval dataset in the shared format: {@code corpus.jsonl} lines {@code {"id","title","text"}} and
 * {@code questions.jsonl} lines {@code {"id","question","gold_ids":[...]}}.
 */
record QaDataset(List<Passage> passages, List<Question> questions) {

    record Passage(String id, String title, String text) {
    }

    record Question(String id, String question, Set<String> goldIds) {
    }

    static QaDataset load(Path corpus, Path questions) {
        List<Passage> passages = new ArrayList<>();
        for (JsonNode line : JsonLines.read(corpus)) {
            passages.add(new Passage(JsonLines.text(line, "id", corpus), line.path("title").asText(""),
                    JsonLines.text(line, "text", corpus)));
        }
        List<Question> qs = new ArrayList<>();
        for (JsonNode line : JsonLines.read(questions)) {
            Set<String> gold = new LinkedHashSet<>();
            line.path("gold_ids").forEach(id -> gold.add(id.asText()));
            if (gold.isEmpty()) {
                throw new IllegalArgumentException(questions + ": question " + line.path("id").asText()
                        + " has no gold_ids");
            }
            qs.add(new Question(JsonLines.text(line, "id", questions), JsonLines.text(line, "question", questions), gold));
        }
        return new QaDataset(passages, qs);
    }
}
