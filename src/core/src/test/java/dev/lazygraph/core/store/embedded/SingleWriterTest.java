package dev.lazygraph.core.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GraphStore;
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
 * Two real processes on one data folder: while one writes, the other reads the documents and every write it
 * attempts is refused, naming the writer's pid; nothing the writer stored is lost.
 */
class SingleWriterTest {
    @TempDir
    Path temp;

    @Test
    void aSecondProcessReadsButCannotWriteWhileTheFirstWrites() throws Exception {
        Path data = temp.resolve("data");
        Process writer = startHolder(data);
        try (BufferedReader out = stdout(writer)) {
            assertEquals("holding", out.readLine(), () -> log());

            try (EmbeddedGraphStore here = EmbeddedGraphStore.open(data)) {
                assertEquals(List.of(HoldFolder.FIRST), ids(here));
                DocumentId third = new DocumentId(HoldFolder.COLLECTION, "third.txt");
                ReadOnlyDataFolderException refused = assertThrows(ReadOnlyDataFolderException.class,
                        () -> here.put(HoldFolder.index(third)));
                assertEquals(writer.pid(), refused.holderPid().orElseThrow());
                assertTrue(refused.getMessage().contains("pid " + writer.pid()), refused.getMessage());
                assertTrue(refused.holderCommand().contains(HoldFolder.class.getName()), refused.holderCommand());
                assertThrows(ReadOnlyDataFolderException.class, () -> here.delete(HoldFolder.FIRST));
                assertEquals(List.of(HoldFolder.FIRST), ids(here), "a refused write changes nothing");
            }

            try (Writer in = writer.outputWriter(StandardCharsets.UTF_8)) {
                in.write("go\n");
            }
            assertEquals("done", out.readLine(), () -> log());
        }
        assertTrue(writer.waitFor(1, TimeUnit.MINUTES));
        assertEquals(0, writer.exitValue(), () -> log());

        try (EmbeddedGraphStore after = EmbeddedGraphStore.open(data)) {
            assertEquals(List.of(HoldFolder.FIRST, HoldFolder.SECOND), ids(after),
                    "everything the writer stored, including what it stored while another process read");
            after.delete(HoldFolder.FIRST);
        }
    }

    @Test
    void theLockDiesWithItsProcessHoweverItEnds() throws Exception {
        Path data = temp.resolve("data");
        Process writer = startHolder(data);
        try (BufferedReader out = stdout(writer)) {
            assertEquals("holding", out.readLine(), () -> log());
            writer.destroyForcibly();
            assertTrue(writer.waitFor(1, TimeUnit.MINUTES));
        }
        try (EmbeddedGraphStore after = EmbeddedGraphStore.open(data)) {
            assertEquals(List.of(HoldFolder.FIRST), ids(after));
            assertTrue(after.delete(HoldFolder.FIRST), "the folder is writable again, no stale lock");
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
