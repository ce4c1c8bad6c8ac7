package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** JSON Lines files of the datasets: one object a line, blank lines skipped, errors naming file and line. */
final class JsonLines {
    private JsonLines() {
    }

    static List<JsonNode> read(Path file) {
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

    /** The text field {@code field} of {@code line}, which must have one. */
    static String text(JsonNode line, String field, Path file) {
        JsonNode value = line.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException(file + ": a line lacks the text field '" + field + "': " + line);
        }
        return value.asText();
    }
}
