package dev.lazygraph.core.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sample events and objects of {@code events/} at the repository root, and variants of them (another
 * key, sequencer or eTag) for the ordering tests. Events are read as quarkus-amazon-lambda reads a handler's
 * input: its mapper ignores unknown properties and matches names case-insensitively.
 */
public final class SampleEvents {
    public static final ObjectMapper JSON = JsonMapper.builder()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES, true)
            .build();
    public static final String BUCKET = "lazygraph-documents";

    private SampleEvents() {
    }

    public static Path dir() {
        return Path.of(System.getProperty("lazygraph-dev.repo.root", "../.."), "events");
    }

    public static String text(String file) {
        try {
            return Files.readString(dir().resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static ObjectNode json(String file) {
        try {
            return (ObjectNode) JSON.readTree(text(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Object key -> content, from events/objects/objects.tsv. */
    public static Map<String, byte[]> objects() {
        Map<String, byte[]> objects = new LinkedHashMap<>();
        for (String line : text("objects/objects.tsv").split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t");
            try {
                objects.put(fields[1], Files.readAllBytes(dir().resolve("objects").resolve(fields[0])));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return objects;
    }

    /** An event's records, as the bucket's edge reads them (null when it has no {@code Records}). */
    public record Parsed(List<EventRecord> records) {
    }

    /** Reads an event's records field by field, a JSON null or a missing field as {@code null}. */
    public static Parsed parse(String json) {
        try {
            JsonNode records = JSON.readTree(json).get("Records");
            if (records == null || records.isNull()) {
                return new Parsed(null);
            }
            List<EventRecord> read = new ArrayList<>();
            for (JsonNode record : records) {
                JsonNode bucket = record.path("s3").path("bucket");
                JsonNode object = record.path("s3").path("object");
                boolean whole = bucket.isObject() && object.isObject();
                read.add(new EventRecord(text(record.get("eventName")), whole ? text(bucket.get("name")) : null,
                        text(object.get("key")), whole && object.hasNonNull("size") ? object.get("size").asLong() : null,
                        whole ? text(object.get("eTag")) : null, whole ? text(object.get("versionId")) : null,
                        whole ? text(object.get("sequencer")) : null));
            }
            return new Parsed(read);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.asText();
    }

    public static Parsed parse(ObjectNode event) {
        return parse(event.toString());
    }

    /**
     * A sample event with another (already URL-encoded) key, sequencer and eTag for its first record, and no
     * version id, as from an unversioned bucket.
     */
    public static ObjectNode variant(String file, String encodedKey, String sequencer, String eTag) {
        ObjectNode event = json(file);
        ObjectNode object = (ObjectNode) event.at("/Records/0/s3/object");
        object.put("key", encodedKey);
        object.put("sequencer", sequencer);
        object.remove("versionId");
        if (eTag != null) {
            object.put("eTag", eTag);
        }
        return event;
    }

    /** A key as S3 puts it in notifications: form-encoded, '/' kept. */
    public static String encodeKey(String key) {
        return URLEncoder.encode(key, StandardCharsets.UTF_8).replace("%2F", "/");
    }

    public static ObjectNode batch(List<ObjectNode> events) {
        ObjectNode batch = JSON.createObjectNode();
        ArrayNode records = batch.putArray("Records");
        events.forEach(event -> event.withArray("Records").forEach(records::add));
        return batch;
    }
}
