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
 * libraries), which only the local app carries.
 */
class IngestClasspathIT {
    /**
     * Artifacts and packages of LLM clients (langchain4j, OpenAI), of HTTP/REST client stacks and of the
     * embedded store (lazygraph-embedded, sqlite-jdbc with its native libraries).
     */
    private static final Pattern FORBIDDEN = Pattern.compile("(?i).*(langchain4j|openai|rest-client|resteasy|qute"
            + "|vertx-web-client|ai/djl|onnxruntime|sqlite|lazygraph-embedded).*");

    @Test
    void theDeploymentPackageHasNoLlmOrRestClientAndNoEmbeddedDatabase() throws IOException {
        Path zip = Path.of(System.getProperty("lazygraph-dev.function-zip"));
        assertTrue(Files.isRegularFile(zip), "the build packaged no " + zip);
        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<String> entries = file.stream().map(ZipEntry::getName).toList();
            assertTrue(entries.stream().anyMatch(name -> name.matches("lib/.*quarkus-amazon-lambda-.*\\.jar")),
                    "a JVM function.zip: " + entries.size() + " entries");
            assertTrue(entries.stream().anyMatch(name -> name.matches("lib/.*opennlp-tools.*\\.jar")),
                    "the check sees the dependencies");
            assertEquals(List.of(), entries.stream().filter(name -> FORBIDDEN.matcher(name).matches()).toList());
        }
    }
}
