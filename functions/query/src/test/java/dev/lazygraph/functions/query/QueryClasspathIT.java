package dev.lazygraph.functions.query;

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
 * The query function's deployment package (the function.zip the java21 runtime deploys: its root and lib/ are
 * the function's classpath) carries only what the function calls: no document parsers (on AWS documents arrive
 * through S3 and the ingest function; the parsers are most of the ingest function's size) and no embedded
 * database (the function reads DynamoDB; SQLite's native libraries are the local app's alone).
 */
class QueryClasspathIT {
    /** Jars are named group.artifact-version: Tika, PDFBox (and FontBox), POI, XMLBeans, the documents module. */
    private static final Pattern DOCUMENT_PARSERS = Pattern.compile(
            "lib/(org\\.apache\\.(tika|pdfbox|poi|xmlbeans)\\.|dev\\.lazygraph\\.lazygraph-documents-).*\\.jar");
    private static final Pattern EMBEDDED_STORE = Pattern.compile("(?i).*(sqlite|lazygraph-embedded).*");

    @Test
    void theDeploymentPackageHasNoDocumentParserAndNoEmbeddedDatabase() throws IOException {
        Path zip = Path.of(System.getProperty("lazygraph-dev.function-zip"));
        assertTrue(Files.isRegularFile(zip), "the build packaged no " + zip);
        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<String> entries = file.stream().map(ZipEntry::getName).toList();
            assertTrue(entries.stream().anyMatch(name -> name.startsWith("lib/dev.lazygraph.lazygraph-core-")),
                    "the check sees the dependencies: " + entries.size() + " entries");
            assertEquals(List.of(), entries.stream().filter(name -> DOCUMENT_PARSERS.matcher(name).matches()).toList());
            assertEquals(List.of(), entries.stream().filter(name -> EMBEDDED_STORE.matcher(name).matches()).toList());
        }
    }
}
