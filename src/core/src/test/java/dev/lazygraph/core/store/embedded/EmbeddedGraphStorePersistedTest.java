package dev.lazygraph.core.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The contract on a store persisted to a folder; after every scenario the folder reopens to the same graph. */
class EmbeddedGraphStorePersistedTest extends GraphStoreContract {
    @TempDir
    Path temp;

    private final Map<Path, EmbeddedGraphStore> opened = new LinkedHashMap<>();

    @Override
    protected GraphStore newStore() {
        Path directory = temp.resolve("store-" + opened.size());
        EmbeddedGraphStore store = EmbeddedGraphStore.open(directory);
        opened.put(directory, store);
        return store;
    }

    @AfterEach
    void everyStoreReopensToTheSameGraph() {
        opened.forEach((directory, store) -> {
            EmbeddedGraphStore reopened = EmbeddedGraphStore.open(directory);
            for (String collection : List.of(COLLECTION, OTHER_COLLECTION)) {
                assertEquals(store.snapshot(collection), reopened.snapshot(collection), directory + " " + collection);
            }
        });
    }

    @Test
    void aCorruptFileIsReportedByNameNotDropped() throws IOException {
        EmbeddedGraphStore store = (EmbeddedGraphStore) newStore();
        DocumentIndex index = document("broken.txt", 7);
        store.put(index);
        store.put(document("fine.txt", 8));
        Path directory = opened.keySet().iterator().next();
        Path file = onlyFileHolding(directory, "broken.txt");
        String json = Files.readString(file);
        Files.writeString(file, json.substring(0, json.length() / 2));
        opened.clear();

        CorruptStoreException error = assertThrows(CorruptStoreException.class, () -> EmbeddedGraphStore.open(directory));
        assertEquals(file, error.file());
        assertTrue(error.getMessage().contains(file.toString()), error.getMessage());
        assertTrue(Files.exists(file), "the corrupt file is left for repair");
    }

    @Test
    void aFileHoldingAnotherDocumentIsRefused() throws IOException {
        EmbeddedGraphStore store = (EmbeddedGraphStore) newStore();
        store.put(document("first.txt", 9));
        Path directory = opened.keySet().iterator().next();
        Path file = onlyFileHolding(directory, "first.txt");
        Files.move(file, file.resolveSibling("0000000000000000000000000000000000000000000000000000000000000000.json"));
        opened.clear();

        CorruptStoreException error = assertThrows(CorruptStoreException.class, () -> EmbeddedGraphStore.open(directory));
        assertTrue(error.getMessage().contains("first.txt"), error.getMessage());
    }

    @Test
    void anInterruptedWriteLeavesThePreviousRevision() throws IOException {
        EmbeddedGraphStore store = (EmbeddedGraphStore) newStore();
        DocumentIndex index = document("kept.txt", 10);
        store.put(index);
        Path directory = opened.keySet().iterator().next();
        Path leftover = directory.resolve("documents").resolve("kept.json.1234.tmp");
        Files.writeString(leftover, "{\"format\":1,\"collec");
        store.close(); // only the folder's writer removes temporary files

        EmbeddedGraphStore reopened = EmbeddedGraphStore.open(directory);
        assertEquals(index.record(), reopened.document(index.id()).orElseThrow());
        assertTrue(Files.notExists(leftover), "the temporary file of the interrupted write is removed");
    }

    private static DocumentIndex document(String key, long seed) {
        return GeneratedDocuments.index(new DocumentId(COLLECTION, key), seed, 6);
    }

    private static Path onlyFileHolding(Path directory, String key) throws IOException {
        try (Stream<Path> files = Files.list(directory.resolve("documents"))) {
            List<Path> matching = files.filter(file -> read(file).contains("\"key\":\"" + key + "\"")).toList();
            assertEquals(1, matching.size(), "one file per document");
            return matching.get(0);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
