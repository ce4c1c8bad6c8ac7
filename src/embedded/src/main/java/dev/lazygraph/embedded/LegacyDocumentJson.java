package dev.lazygraph.embedded;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the document files of data folders written before the embedded store moved into SQLite (one JSON
 * file per document, format 1, under {@code documents/}), for {@link JsonFolderMigration}. Nothing writes
 * this format any more.
 */
final class LegacyDocumentJson {
    static final int FORMAT = 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    private LegacyDocumentJson() {
    }

    /** @throws IllegalArgumentException when the JSON is incomplete or not a document index */
    static DocumentIndex read(InputStream in) throws IOException {
        JsonNode root = JSON.readTree(in);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("not a JSON object");
        }
        int format = required(root, "format").asInt();
        if (format != FORMAT) {
            throw new IllegalArgumentException("unknown format " + format + " (this version reads " + FORMAT + ")");
        }
        DocumentId id = new DocumentId(text(root, "collection"), text(root, "key"));
        String revision = text(root, "revision");
        List<IndexedChunk> chunks = new ArrayList<>();
        for (JsonNode node : required(root, "chunks")) {
            Chunk chunk = new Chunk(text(node, "id"), id, revision, integer(node, "ordinal"), integer(node, "start"),
                    integer(node, "end"), text(node, "text"));
            chunks.add(new IndexedChunk(chunk, integer(node, "length"), counts(node, "terms"),
                    counts(node, "concepts")));
        }
        return new DocumentIndex(id, revision, text(root, "title"), required(root, "words").asLong(), chunks);
    }

    private static Map<String, Integer> counts(JsonNode parent, String field) {
        JsonNode node = required(parent, field);
        Map<String, Integer> counts = new HashMap<>();
        node.properties().forEach(entry -> {
            if (!entry.getValue().canConvertToInt()) {
                throw new IllegalArgumentException("count of '" + entry.getKey() + "' in " + field + " is not a number");
            }
            counts.put(entry.getKey(), entry.getValue().asInt());
        });
        return counts;
    }

    private static JsonNode required(JsonNode parent, String field) {
        JsonNode node = parent.get(field);
        if (node == null || node.isNull()) {
            throw new IllegalArgumentException("missing field '" + field + "'");
        }
        return node;
    }

    private static String text(JsonNode parent, String field) {
        JsonNode node = required(parent, field);
        if (!node.isTextual()) {
            throw new IllegalArgumentException("field '" + field + "' is not a string");
        }
        return node.asText();
    }

    private static int integer(JsonNode parent, String field) {
        JsonNode node = required(parent, field);
        if (!node.canConvertToInt()) {
            throw new IllegalArgumentException("field '" + field + "' is not an integer");
        }
        return node.asInt();
    }
}
