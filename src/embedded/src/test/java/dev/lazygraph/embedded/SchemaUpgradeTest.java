package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database of schema version 1 (no document groups), 2 (no index of grouped documents) or 3 (no passage
 * vectors) opens as the same graph, its documents readable by all.
 */
class SchemaUpgradeTest {
    @TempDir
    Path data;

    @Test
    void aVersionOneDatabaseGainsTheGroupsColumnAndKeepsItsGraph() {
        upgradesFrom(1, "DROP TABLE passage_vectors", "DROP INDEX document_grouped", "ALTER TABLE document DROP COLUMN groups",
                "ALTER TABLE collection DROP COLUMN generation");
    }

    @Test
    void aVersionTwoDatabaseGainsTheIndexOfGroupedDocumentsAndTheGenerationAndKeepsItsGraph() {
        upgradesFrom(2, "DROP TABLE passage_vectors", "DROP INDEX document_grouped", "ALTER TABLE collection DROP COLUMN generation");
    }

    @Test
    void aVersionThreeDatabaseGainsThePassageVectorsTableAndKeepsItsGraph() {
        upgradesFrom(3, "DROP TABLE passage_vectors");
    }

    private void upgradesFrom(int olderVersion, String... undo) {
        DocumentIndex index = GeneratedDocuments.index(new DocumentId("c", "a.txt"), 7, 9);
        StoreSnapshot before;
        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            store.put(index);
            before = store.snapshot("c");
            // What the older version wrote: the same tables without what came later.
            database.write(connection -> {
                try (Statement statement = connection.createStatement()) {
                    for (String sql : undo) {
                        statement.execute(sql);
                    }
                    statement.execute("PRAGMA user_version = " + olderVersion);
                }
                return null;
            });
        }
        try (EmbeddedDatabase reopened = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(reopened);
            assertEquals(before, store.snapshot("c"));
            assertEquals(DocumentMetadata.NONE, store.document(index.id()).orElseThrow().metadata());
            assertEquals(Integer.valueOf(Schema.VERSION), reopened.<Integer>read(connection -> {
                try (Statement statement = connection.createStatement();
                     ResultSet version = statement.executeQuery("PRAGMA user_version")) {
                    return version.getInt(1);
                }
            }));
            assertFalse(store.holdsGroupedDocuments("c"));
            DocumentIndex other = GeneratedDocuments.index(new DocumentId("c", "b.txt"), 8, 5);
            store.put(new DocumentIndex(other.id(), other.revision(), other.title(), other.words(), other.chunks(),
                    DocumentMetadata.ofGroups(List.of("hr"))));
            assertEquals(DocumentMetadata.ofGroups(List.of("hr")), store.document(other.id()).orElseThrow().metadata());
            assertTrue(store.holdsGroupedDocuments("c"));
            assertTrue(store.passageVectors("c").isEmpty());
        }
    }
}
