package dev.lazygraph.core.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GeneratedDocuments;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A damaged document file stops the store from opening, in one line; setting it aside opens the rest. */
class DamagedDocumentFilesTest {
    private static final DocumentId BROKEN = new DocumentId("kb", "broken.txt");
    private static final DocumentId FINE = new DocumentId("kb", "fine.txt");

    @TempDir
    Path data;

    @Test
    void aDamagedFileIsNamedWithItsDocumentAndSetAsideTheRestOpens() throws IOException {
        Path damaged;
        try (EmbeddedGraphStore store = EmbeddedGraphStore.open(data)) {
            store.put(GeneratedDocuments.index(BROKEN, 7, 6));
            store.put(GeneratedDocuments.index(FINE, 8, 6));
            damaged = DocumentFiles.open(data, false).fileOf(BROKEN);
        }
        String json = Files.readString(damaged);
        Files.writeString(damaged, json.substring(0, json.length() / 2));

        CorruptStoreException error = assertThrows(CorruptStoreException.class, () -> EmbeddedGraphStore.open(data));
        assertEquals(damaged, error.file());
        assertEquals(BROKEN, error.document().orElseThrow(), "the document is named, so it can be ingested again");
        assertEquals(1, error.getMessage().lines().count(), error.getMessage());

        List<DamagedDocumentFiles.SetAside> setAside;
        try (DataFolder folder = DataFolder.open(data)) {
            setAside = DamagedDocumentFiles.setAside(folder);
        }
        assertEquals(1, setAside.size());
        assertEquals(BROKEN, setAside.get(0).document().orElseThrow());
        Path movedTo = data.resolve(DamagedDocumentFiles.FOLDER).resolve(damaged.getFileName());
        assertEquals(movedTo, setAside.get(0).movedTo());
        assertEquals(json.substring(0, json.length() / 2), Files.readString(movedTo), "kept for inspection");

        try (EmbeddedGraphStore reopened = EmbeddedGraphStore.open(data)) {
            assertEquals(List.of(FINE), reopened.documents("kb").stream().map(record -> record.id()).toList());
            reopened.put(GeneratedDocuments.index(BROKEN, 7, 6));
            assertTrue(reopened.document(BROKEN).isPresent(), "ingested again");
        }
    }

    @Test
    void settingAsideNeedsTheWriter() {
        try (DataFolder writer = DataFolder.open(data); DataFolder reader = DataFolder.open(data)) {
            assertTrue(writer.writable());
            assertThrows(ReadOnlyDataFolderException.class, () -> DamagedDocumentFiles.setAside(reader));
        }
    }
}
