package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.ingest.RecordingSummaryCache;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real ingesting process killed with SIGKILL while it writes: every document it had acknowledged is
 * stored, the stored ones are those it ingested before the kill without a gap, and the folder holds exactly
 * their graph: no half-written document, no lost or doubled count.
 */
class KillDuringIngestTest {
    private static final int ACKNOWLEDGED_BEFORE_THE_KILL = 6;

    @TempDir
    Path temp;

    @Test
    void nothingAcknowledgedIsLostAndNothingIsHalfWritten() throws Exception {
        Path data = temp.resolve("data");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), IngestUntilKilled.class.getName(), data.toString())
                .redirectError(temp.resolve("child.log").toFile())
                .start();
        List<String> acknowledged = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            while (acknowledged.size() < ACKNOWLEDGED_BEFORE_THE_KILL) {
                String line = out.readLine();
                assertTrue(line != null, () -> "the child ended early: " + log());
                acknowledged.add(line);
            }
            child.destroyForcibly(); // SIGKILL, in the middle of a later document's ingest
            assertTrue(child.waitFor(1, TimeUnit.MINUTES));
        }

        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            List<String> stored = store.documents(IngestUntilKilled.COLLECTION).stream()
                    .map(DocumentRecord::id).map(id -> id.key()).sorted().toList();
            assertTrue(stored.containsAll(acknowledged), () -> "acknowledged " + acknowledged + ", stored " + stored);
            List<String> inOrder = new ArrayList<>();
            for (int i = 0; i < stored.size(); i++) {
                inOrder.add(IngestUntilKilled.source(i).id().key());
            }
            assertEquals(inOrder, stored, "the documents ingested before the kill, without a gap");

            InMemoryGraphStore expected = new InMemoryGraphStore();
            IngestService ingest = new IngestService(IngestUntilKilled.CONFIG, SharedAnalyzer.get(), expected,
                    new RecordingSummaryCache());
            for (int i = 0; i < stored.size(); i++) {
                ingest.ingest(IngestUntilKilled.source(i));
            }
            assertEquals(expected.snapshot(IngestUntilKilled.COLLECTION), store.snapshot(IngestUntilKilled.COLLECTION),
                    "the graph of exactly the stored documents");
        }
    }

    private String log() {
        try {
            return Files.readString(temp.resolve("child.log"));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }
}
