package dev.lazygraph.core.store.embedded;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.chunk.ChunkPages;
import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The on-disk JSON form of a {@link DocumentIndex}. Written field by field with Jackson's streaming and
 * tree APIs rather than data binding: the file format stays fixed when the records evolve, and no
 * reflection on domain classes is needed (native images).
 */
final class DocumentIndexJson {
    static final int FORMAT = 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    private DocumentIndexJson() {
    }

    static void write(DocumentIndex index, OutputStream out) throws IOException {
        try (JsonGenerator json = JSON.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
            json.writeStartObject();
            json.writeNumberField("format", FORMAT);
            json.writeStringField("collection", index.id().collection());
            json.writeStringField("key", index.id().key());
            json.writeStringField("revision", index.revision());
            json.writeStringField("title", index.title());
            json.writeNumberField("words", index.words());
            json.writeArrayFieldStart("chunks");
            for (IndexedChunk indexed : index.chunks()) {
                Chunk chunk = indexed.chunk();
                json.writeStartObject();
                json.writeStringField("id", chunk.id());
                json.writeNumberField("ordinal", chunk.ordinal());
                json.writeNumberField("start", chunk.start());
                json.writeNumberField("end", chunk.end());
                json.writeStringField("text", chunk.text());
                writePages(json, chunk.pages());
                writeSections(json, chunk.sections());
                writeCode(json, chunk.code());
                json.writeNumberField("length", indexed.length());
                writeCounts(json, "terms", indexed.termFrequencies());
                writeCounts(json, "concepts", indexed.conceptCounts());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
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
                    integer(node, "end"), text(node, "text"), pages(node), sections(node), code(node));
            chunks.add(new IndexedChunk(chunk, integer(node, "length"), counts(node, "terms"),
                    counts(node, "concepts")));
        }
        return new DocumentIndex(id, revision, text(root, "title"), required(root, "words").asLong(), chunks);
    }

    /**
     * The document a damaged file held, read from its first fields (written before the chunks, so they
     * survive a truncation); empty when they cannot be read either.
     */
    static Optional<DocumentId> idOf(InputStream in) {
        String collection = null;
        String key = null;
        try (JsonParser json = JSON.createParser(in)) {
            if (json.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            while ((collection == null || key == null) && json.nextToken() == JsonToken.FIELD_NAME) {
                String field = json.currentName();
                JsonToken value = json.nextToken();
                if (value == JsonToken.VALUE_STRING && field.equals("collection")) {
                    collection = json.getText();
                } else if (value == JsonToken.VALUE_STRING && field.equals("key")) {
                    key = json.getText();
                } else {
                    json.skipChildren();
                }
            }
            return Optional.of(new DocumentId(collection, key));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** A chunk's pages, left out when it has none (and in files written before they existed). */
    private static void writePages(JsonGenerator json, ChunkPages pages) throws IOException {
        if (pages.hasPages()) {
            json.writeNumberField("page", pages.first());
            json.writeArrayFieldStart("pageBreaks");
            for (int offset : pages.breaks()) {
                json.writeNumber(offset);
            }
            json.writeEndArray();
        }
    }

    private static ChunkPages pages(JsonNode chunk) {
        if (!chunk.has("page")) {
            return ChunkPages.NONE;
        }
        List<Integer> breaks = new ArrayList<>();
        for (JsonNode offset : required(chunk, "pageBreaks")) {
            breaks.add(offset.asInt());
        }
        return new ChunkPages(integer(chunk, "page"), breaks);
    }

    /** Sections as {@code [start, end, title, kind]}; a file written before sections existed has none. */
    private static void writeSections(JsonGenerator json, List<Section> sections) throws IOException {
        json.writeArrayFieldStart("sections");
        for (Section section : sections) {
            json.writeStartArray();
            json.writeNumber(section.start());
            json.writeNumber(section.end());
            json.writeString(section.title());
            json.writeString(section.kind().name());
            json.writeEndArray();
        }
        json.writeEndArray();
    }

    private static void writeCode(JsonGenerator json, List<CodeBlock> code) throws IOException {
        json.writeArrayFieldStart("code");
        for (CodeBlock block : code) {
            json.writeStartArray();
            json.writeNumber(block.start());
            json.writeNumber(block.end());
            json.writeEndArray();
        }
        json.writeEndArray();
    }

    private static List<Section> sections(JsonNode chunk) {
        List<Section> sections = new ArrayList<>();
        for (JsonNode s : chunk.path("sections")) {
            sections.add(new Section(s.path(0).asInt(), s.path(1).asInt(), s.path(2).asText(),
                    Section.Kind.valueOf(s.path(3).asText(Section.Kind.HEADING.name()))));
        }
        return sections;
    }

    private static List<CodeBlock> code(JsonNode chunk) {
        List<CodeBlock> code = new ArrayList<>();
        for (JsonNode c : chunk.path("code")) {
            code.add(new CodeBlock(c.path(0).asInt(), c.path(1).asInt()));
        }
        return code;
    }

    private static void writeCounts(JsonGenerator json, String field, Map<String, Integer> counts)
            throws IOException {
        json.writeObjectFieldStart(field);
        for (Map.Entry<String, Integer> entry : new TreeMap<>(counts).entrySet()) {
            json.writeNumberField(entry.getKey(), entry.getValue());
        }
        json.writeEndObject();
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
