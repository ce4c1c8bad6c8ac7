package dev.lazygraph.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The core stays plain Java, and the ingest path cannot reach an LLM. */
class ArchitectureTest {
    private static final Path MAIN_SOURCES = Path.of("src", "main", "java");
    private static final Pattern EDGE_FRAMEWORKS = Pattern.compile("\\b(software\\.amazon|io\\.quarkus|jakarta)\\.\\w");
    private static final Pattern LLM_PORT = Pattern.compile("\\bdev\\.lazygraph\\.core\\.llm\\b");
    private static final Pattern JSON_BINDING = Pattern.compile("\\bcom\\.fasterxml\\.jackson\\.annotation\\b");
    private static final List<String> INGEST_PACKAGES = List.of("document", "chunk", "nlp", "ingest");

    @Test
    void coreReferencesNoAwsQuarkusOrJakartaType() {
        assertTrue(Files.isDirectory(MAIN_SOURCES), "run from the core module: " + MAIN_SOURCES.toAbsolutePath());
        assertEquals(List.of(), violations(MAIN_SOURCES, EDGE_FRAMEWORKS));
    }

    /**
     * How records look in JSON is the edges' business: the API's own response types, S3's event shape in the
     * S3 module.
     */
    @Test
    void coreRecordsCarryNoJsonBindingAnnotations() {
        assertEquals(List.of(), violations(MAIN_SOURCES, JSON_BINDING));
    }

    @Test
    void theIngestPathHasNoLanguageModel() {
        Path core = MAIN_SOURCES.resolve("dev/lazygraph/core");
        for (String pkg : INGEST_PACKAGES) {
            assertTrue(Files.isDirectory(core.resolve(pkg)), pkg);
            assertEquals(List.of(), violations(core.resolve(pkg), LLM_PORT), pkg);
        }
    }

    @Test
    void theCheckFindsImportsAndQualifiedNamesButNotComments(@TempDir Path sources) throws IOException {
        Files.writeString(sources.resolve("Bad.java"), """
                package x;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
                // io.quarkus.runtime.Startup is only mentioned in a comment
                class Bad { jakarta.inject.Provider<String> p; }
                """);
        assertEquals(List.of("Bad.java:2", "Bad.java:4"), violations(sources, EDGE_FRAMEWORKS).stream()
                .map(v -> v.substring(v.lastIndexOf('/') + 1, v.indexOf(' '))).toList());
    }

    /** "file:line text" of each non-comment line matching {@code forbidden}. */
    private static List<String> violations(Path root, Pattern forbidden) {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    String code = withoutComment(lines.get(i));
                    if (forbidden.matcher(code).find()) {
                        found.add(file + ":" + (i + 1) + " " + lines.get(i).strip());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    private static String withoutComment(String line) {
        String trimmed = line.strip();
        if (trimmed.startsWith("*") || trimmed.startsWith("/*")) {
            return "";
        }
        int comment = line.indexOf("//");
        return comment >= 0 ? line.substring(0, comment) : line;
    }
}
