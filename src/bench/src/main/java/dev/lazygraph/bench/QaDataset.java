package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
        for (JsonNode line : jsonLines(corpus)) {
            passages.add(new Passage(required(line, "id", corpus), line.path("title").asText(""),
                    required(line, "text", corpus)));
        }
        List<Question> qs = new ArrayList<>();
        for (JsonNode line : jsonLines(questions)) {
            Set<String> gold = new LinkedHashSet<>();
            line.path("gold_ids").forEach(id -> gold.add(id.asText()));
            if (gold.isEmpty()) {
                throw new IllegalArgumentException(questions + ": question " + line.path("id").asText()
                        + " has no gold_ids");
            }
            qs.add(new Question(required(line, "id", questions), required(line, "question", questions), gold));
        }
        return new QaDataset(passages, qs);
    }

    private static String required(JsonNode line, String field, Path file) {
        JsonNode value = line.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException(file + ": a line lacks the text field '" + field + "': " + line);
        }
        return value.asText();
    }

    private static List<JsonNode> jsonLines(Path file) {
        try {
            List<JsonNode> nodes = new ArrayList<>();
            int number = 0;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                number++;
                if (!line.isBlank()) {
                    try {
                        nodes.add(BenchOutput.JSON.readTree(line));
                    } catch (IOException e) {
                        throw new IllegalArgumentException(file + ":" + number + ": not JSON: " + e.getMessage(), e);
                    }
                }
            }
            return nodes;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
