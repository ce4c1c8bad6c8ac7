package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Questions from a CSV file with a header (the column {@code question_text} or {@code question}, as in the
 * GraphRAG benchmark datasets) or a JSON Lines file with a {@code question} field.
 */
final class QuestionFile {
    private QuestionFile() {
    }

    static List<String> read(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).replace("\uFEFF", "");
            return file.toString().endsWith(".jsonl") ? fromJsonLines(text, file) : fromCsv(text, file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static List<String> fromCsv(String text, Path file) throws IOException {
        List<String> questions = new ArrayList<>();
        try (MappingIterator<Map<String, String>> rows = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(text)) {
            while (rows.hasNext()) {
                Map<String, String> row = rows.next();
                String question = row.getOrDefault("question_text", row.get("question"));
                if (question == null) {
                    throw new IllegalArgumentException(file + ": no 'question_text' or 'question' column");
                }
                if (!question.isBlank()) {
                    questions.add(question.strip());
                }
            }
        }
        return questions;
    }

    private static List<String> fromJsonLines(String text, Path file) throws IOException {
        List<String> questions = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                JsonNode question = BenchOutput.JSON.readTree(line).get("question");
                if (question == null || !question.isTextual()) {
                    throw new IllegalArgumentException(file + ": a line has no 'question' text: " + line);
                }
                questions.add(question.asText());
            }
        }
        return questions;
    }
}
