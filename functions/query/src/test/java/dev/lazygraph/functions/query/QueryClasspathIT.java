package dev.lazygraph.functions.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The query function parses no PDF or Office file (on AWS documents arrive through S3 and the ingest function):
 * its function.zip carries none of the document parsers, which are most of the ingest function's size.
 */
class QueryClasspathIT {
    /** Jars are named group.artifact-version: Tika, PDFBox (and FontBox), POI, XMLBeans, the documents module. */
    private static final Pattern DOCUMENT_PARSERS = Pattern.compile(
            "lib/(org\\.apache\\.(tika|pdfbox|poi|xmlbeans)\\.|dev\\.lazygraph\\.lazygraph-documents-).*\\.jar");

    @Test
    void theDeploymentPackageHasNoDocumentParser() throws IOException {
        try (ZipFile zip = new ZipFile(Path.of(System.getProperty("lazygraph-dev.function-zip")).toFile())) {
            List<String> jars = zip.stream().map(ZipEntry::getName).filter(name -> name.endsWith(".jar")).toList();
            assertTrue(jars.stream().anyMatch(name -> name.startsWith("lib/dev.lazygraph.lazygraph-core-")),
                    "the check sees the jars");
            assertEquals(List.of(), jars.stream().filter(name -> DOCUMENT_PARSERS.matcher(name).matches()).toList());
        }
    }
}
