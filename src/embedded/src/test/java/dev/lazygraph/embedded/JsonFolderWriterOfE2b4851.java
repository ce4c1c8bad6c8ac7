package dev.lazygraph.embedded;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.cache.ContentKey;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.summary.CachedSummary;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The checked-in generator of a data folder as lazygraph wrote it before the SQLite store (commit e2b4851):
 * the writing half of that commit's {@code DocumentIndexJson}, {@code DocumentFiles} and {@code JsonFolder},
 * kept line for line so that {@link JsonFolderMigrationTest} migrates exactly what users' folders hold.
 */
final class JsonFolderWriterOfE2b4851 {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path folder;

    JsonFolderWriterOfE2b4851(Path folder) {
        this.folder = folder;
    }

    /** {@code DocumentFiles.write}: documents/SHA-256(collection NUL key).json, format 1. */
    Path write(DocumentIndex index) throws IOException {
        Path file = folder.resolve("documents").resolve(documentFileName(index));
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file);
             JsonGenerator json = JSON.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
            json.writeStartObject();
            json.writeNumberField("format", 1);
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
                json.writeNumberField("length", indexed.length());
                writeCounts(json, "terms", indexed.termFrequencies());
                writeCounts(json, "concepts", indexed.conceptCounts());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        return file;
    }

    /** {@code EmbeddedSummaryCache.put}: summaries/c_collection/SHA-256(key).json. */
    void write(CachedSummary summary) throws IOException {
        Path file = folder.resolve("summaries").resolve("c_" + summary.collection())
                .resolve(ContentKey.of(summary.key()) + ".json");
        Files.createDirectories(file.getParent());
        JSON.writeValue(file.toFile(), summary);
    }

    /** {@code EmbeddedVerdictCache.put}: verdicts/c_collection/SHA-256(document key).json, all of its verdicts. */
    void write(List<CachedVerdict> verdictsOfOneDocument) throws IOException {
        CachedVerdict first = verdictsOfOneDocument.get(0);
        Path file = folder.resolve("verdicts").resolve("c_" + first.collection())
                .resolve(ContentKey.of(first.documentKey()) + ".json");
        Files.createDirectories(file.getParent());
        JSON.writeValue(file.toFile(), verdictsOfOneDocument);
    }

    /** The old store's lock file: "pid\ncommand". */
    void writeLockFile() throws IOException {
        Files.writeString(folder.resolve("lazygraph.lock"), "4242\njava -jar quarkus-run.jar serve");
    }

    private static void writeCounts(JsonGenerator json, String field, Map<String, Integer> counts) throws IOException {
        json.writeObjectFieldStart(field);
        for (Map.Entry<String, Integer> entry : new TreeMap<>(counts).entrySet()) {
            json.writeNumberField(entry.getKey(), entry.getValue());
        }
        json.writeEndObject();
    }

    private static String documentFileName(DocumentIndex index) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(index.id().collection().getBytes(StandardCharsets.UTF_8));
            sha256.update((byte) 0);
            sha256.update(index.id().key().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha256.digest()) + ".json";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
