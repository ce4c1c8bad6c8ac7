package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.ingest.RecordingSummaryCache;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What one process ingests into a data folder, another process sees. */
class SecondProcessPersistenceTest {
    @TempDir
    Path temp;

    @Test
    void aSecondProcessSeesTheFirstProcessesDocuments() throws Exception {
        Path data = temp.resolve("data");
        Path log = temp.resolve("child.log");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), IngestIntoFolder.class.getName(), data.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertTrue(child.waitFor(3, TimeUnit.MINUTES), "the ingesting process finished");
        assertEquals(0, child.exitValue(), () -> "ingesting process failed:\n" + read(log));

        EmbeddedGraphStore reopened = new EmbeddedGraphStore(EmbeddedDatabase.open(data));
        assertEquals(List.of("a.txt", "nested/b.txt"), reopened.documents(IngestIntoFolder.COLLECTION).stream()
                .map(record -> record.id().key()).toList());

        InMemoryGraphStore here = new InMemoryGraphStore();
        IngestService ingest = new IngestService(IngestIntoFolder.CONFIG, SharedAnalyzer.get(), here,
                new RecordingSummaryCache());
        for (SourceDocument source : IngestIntoFolder.SOURCES) {
            ingest.ingest(source);
        }
        ingest.delete(IngestIntoFolder.DELETED);
        assertEquals(here.snapshot(IngestIntoFolder.COLLECTION), reopened.snapshot(IngestIntoFolder.COLLECTION));
    }

    private static String read(Path log) {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no output: " + e + ")";
        }
    }
}
