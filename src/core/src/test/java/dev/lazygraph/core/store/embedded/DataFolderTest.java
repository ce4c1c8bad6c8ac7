package dev.lazygraph.core.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.summary.CachedSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataFolderTest {
    @TempDir
    Path temp;

    @Test
    void oneWriterAtATimeInThisProcessToo() {
        Path data = temp.resolve("data");
        try (DataFolder first = DataFolder.open(data)) {
            assertTrue(first.writable());
            try (DataFolder second = DataFolder.open(data)) {
                assertFalse(second.writable());
                ReadOnlyDataFolderException refused = assertThrows(ReadOnlyDataFolderException.class,
                        second::requireWritable);
                assertEquals(ProcessHandle.current().pid(), refused.holderPid().orElseThrow());
            }
            assertTrue(first.writable(), "closing a read-only opening leaves the writer's lock");
        }
        try (DataFolder again = DataFolder.open(data)) {
            assertTrue(again.writable(), "closing the writer releases the folder");
        }
    }

    @Test
    void aFolderThatCannotBeWrittenOpensReadOnlyAndSaysWhy() throws IOException {
        Path file = Files.writeString(temp.resolve("a-file"), "not a folder");
        try (DataFolder folder = DataFolder.open(file.resolve("data"))) {
            assertFalse(folder.writable());
            ReadOnlyDataFolderException refused = assertThrows(ReadOnlyDataFolderException.class,
                    folder::requireWritable);
            assertTrue(refused.holderPid().isEmpty());
            assertTrue(refused.getMessage().contains("cannot be written"), refused.getMessage());
        }
    }

    @Test
    void aReaderNeitherCleansUpNorPersistsTheWritersFiles() throws IOException {
        Path data = temp.resolve("data");
        try (DataFolder writer = DataFolder.open(data);
             EmbeddedGraphStore writerStore = EmbeddedGraphStore.open(writer);
             DataFolder reader = DataFolder.open(data);
             EmbeddedGraphStore readerStore = EmbeddedGraphStore.open(reader)) {
            assertTrue(writerStore.documents("c").isEmpty() && readerStore.documents("c").isEmpty());
            Path inFlight = Files.writeString(data.resolve("documents").resolve("x.json.1.tmp"), "{\"format\":1");
            EmbeddedGraphStore.open(reader).close();
            assertTrue(Files.exists(inFlight), "a reader leaves the writer's temporary files alone");

            Path summaries = data.resolve("summaries");
            EmbeddedSummaryCache.openReadOnly(summaries)
                    .put(new CachedSummary("c", "k", "text", new TreeMap<>(Map.of("doc.txt", "r1")), List.of("x"), 1, 2));
            assertTrue(Files.notExists(summaries), "a reader's summaries stay in its memory");
        }
    }
}
