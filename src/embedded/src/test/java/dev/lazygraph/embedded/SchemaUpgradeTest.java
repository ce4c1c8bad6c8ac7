package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database of schema version 1 (no document groups), 2 (no index of grouped documents), 3 (no passage
 * vectors) or 4 (no per-document totals) opens as the same graph, its documents readable by all (version 1) or
 * by their groups, each document's totals counted from its chunks.
 */
class SchemaUpgradeTest {
    @TempDir
    Path data;

    private static final String DROP_DOCUMENT_TOTALS_1 = "ALTER TABLE document DROP COLUMN chunks";
    private static final String DROP_DOCUMENT_TOTALS_2 = "ALTER TABLE document DROP COLUMN total_length";

    @Test
    void aVersionOneDatabaseGainsTheGroupsColumnAndKeepsItsGraph() {
        upgradesFrom(1, DROP_DOCUMENT_TOTALS_1, DROP_DOCUMENT_TOTALS_2, "DROP TABLE passage_vectors",
                "DROP INDEX document_grouped", "ALTER TABLE document DROP COLUMN groups",
                "ALTER TABLE collection DROP COLUMN generation");
    }

    @Test
    void aVersionTwoDatabaseGainsTheIndexOfGroupedDocumentsAndTheGenerationAndKeepsItsGraph() {
        upgradesFrom(2, DROP_DOCUMENT_TOTALS_1, DROP_DOCUMENT_TOTALS_2, "DROP TABLE passage_vectors",
                "DROP INDEX document_grouped", "ALTER TABLE collection DROP COLUMN generation");
    }

    @Test
    void aVersionThreeDatabaseGainsThePassageVectorsTableAndKeepsItsGraph() {
        upgradesFrom(3, DROP_DOCUMENT_TOTALS_1, DROP_DOCUMENT_TOTALS_2, "DROP TABLE passage_vectors");
    }

    @Test
    void aVersionFourDatabaseGainsEachDocumentsTotalsAndKeepsItsGraph() {
        upgradesFrom(4, DROP_DOCUMENT_TOTALS_1, DROP_DOCUMENT_TOTALS_2);
    }

    private void upgradesFrom(int olderVersion, String... undo) {
        DocumentIndex index = GeneratedDocuments.index(new DocumentId("c", "a.txt"), 7, 9);
        DocumentIndex grouped = GeneratedDocuments.index(new DocumentId("c", "g.txt"), 11, 12);
        StoreSnapshot before;
        Map<Set<String>, CorpusStats> groupedBefore;
        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            store.put(index);
            if (olderVersion >= 2) {
                store.put(new DocumentIndex(grouped.id(), grouped.revision(), grouped.title(), grouped.words(),
                        grouped.chunks(), DocumentMetadata.ofGroups(List.of("hr", "legal"))));
                long length = grouped.chunks().stream().mapToLong(IndexedChunk::length).sum();
                assertEquals(Map.of(Set.of("hr", "legal"), CorpusStats.ofDocument(grouped.chunks().size(), length)),
                        store.groupedStats("c"));
            }
            before = store.snapshot("c");
            groupedBefore = store.groupedStats("c");
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
            assertEquals(groupedBefore, store.groupedStats("c"), "the grouped documents' totals, counted from their chunks");
            assertEquals(DocumentMetadata.NONE, store.document(index.id()).orElseThrow().metadata());
            assertEquals(Integer.valueOf(Schema.VERSION), reopened.<Integer>read(connection -> {
                try (Statement statement = connection.createStatement();
                     ResultSet version = statement.executeQuery("PRAGMA user_version")) {
                    return version.getInt(1);
                }
            }));
            assertEquals(olderVersion >= 2, store.holdsGroupedDocuments("c"));
            DocumentIndex other = GeneratedDocuments.index(new DocumentId("c", "b.txt"), 8, 5);
            store.put(new DocumentIndex(other.id(), other.revision(), other.title(), other.words(), other.chunks(),
                    DocumentMetadata.ofGroups(List.of("hr"))));
            assertEquals(DocumentMetadata.ofGroups(List.of("hr")), store.document(other.id()).orElseThrow().metadata());
            assertTrue(store.holdsGroupedDocuments("c"));
            assertTrue(store.passageVectors("c", other.chunks().stream().map(IndexedChunk::id).toList()).isEmpty());
            assertEquals(CorpusStats.ofDocument(other.chunks().size(),
                    other.chunks().stream().mapToLong(IndexedChunk::length).sum()),
                    store.groupedStats("c").get(Set.of("hr")), "a document stored after the upgrade counts its totals");
        }
    }
}
