package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real processes with one data folder open at once: writers are serialized by the database, so both
 * processes' writes land and neither loses the other's; each sees what the other committed, without opening
 * the folder again; a process killed while it holds the folder leaves it whole and writable.
 */
class TwoWritersTest {
    private static final DocumentId THIRD = new DocumentId(HoldFolder.COLLECTION, "third.txt");

    @TempDir
    Path temp;

    @Test
    void bothProcessesWriteAndEachSeesTheOthersCommittedWrites() throws Exception {
        Path data = temp.resolve("data");
        Process writer = startHolder(data);
        try (BufferedReader out = stdout(writer); EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            assertEquals("holding", out.readLine(), () -> log());
            GraphStore here = new EmbeddedGraphStore(database);
            assertEquals(List.of(HoldFolder.FIRST), ids(here), "what the other process committed");
            assertEquals(PutResult.CREATED, here.put(HoldFolder.index(THIRD)), "a second writer is not refused");

            try (Writer in = writer.outputWriter(StandardCharsets.UTF_8)) {
                in.write("go\n");
            }
            assertEquals("done", out.readLine(), () -> log());
            assertTrue(writer.waitFor(1, TimeUnit.MINUTES));
            assertEquals(0, writer.exitValue(), () -> log());
            assertEquals(List.of(HoldFolder.FIRST, HoldFolder.SECOND, THIRD), ids(here),
                    "the other process's later write, seen by the store this process opened before it");
            assertEquals(HoldFolder.index(HoldFolder.SECOND).record(), here.document(HoldFolder.SECOND).orElseThrow());
        }
        try (EmbeddedDatabase after = EmbeddedDatabase.open(data)) {
            assertEquals(List.of(HoldFolder.FIRST, HoldFolder.SECOND, THIRD), ids(new EmbeddedGraphStore(after)));
        }
    }

    @Test
    void aProcessKilledWhileItHoldsTheFolderLeavesItWholeAndWritable() throws Exception {
        Path data = temp.resolve("data");
        Process writer = startHolder(data);
        try (BufferedReader out = stdout(writer)) {
            assertEquals("holding", out.readLine(), () -> log());
            writer.destroyForcibly(); // SIGKILL: no shutdown hook, no close
            assertTrue(writer.waitFor(1, TimeUnit.MINUTES));
        }
        try (EmbeddedDatabase after = EmbeddedDatabase.open(data)) {
            GraphStore store = new EmbeddedGraphStore(after);
            assertEquals(List.of(HoldFolder.FIRST), ids(store));
            assertEquals(HoldFolder.index(HoldFolder.FIRST).record(), store.document(HoldFolder.FIRST).orElseThrow());
            assertTrue(store.delete(HoldFolder.FIRST), "the folder is writable again, no stale lock");
        }
    }

    private Process startHolder(Path data) throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), HoldFolder.class.getName(), data.toString())
                .redirectError(temp.resolve("holder.log").toFile())
                .start();
    }

    private static BufferedReader stdout(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    private static List<DocumentId> ids(GraphStore store) {
        return store.documents(HoldFolder.COLLECTION).stream().map(record -> record.id())
                .sorted(Comparator.comparing(DocumentId::key)).toList();
    }

    private String log() {
        try {
            return "holder's stderr:\n" + Files.readString(temp.resolve("holder.log"));
        } catch (IOException e) {
            return "(no holder log: " + e + ")";
        }
    }
}
