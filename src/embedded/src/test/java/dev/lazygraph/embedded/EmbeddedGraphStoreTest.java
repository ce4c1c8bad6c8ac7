package dev.lazygraph.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.Bm25Query;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contract on the store in a data folder's database; after every scenario the folder, opened again as
 * another process would, holds the same graph.
 */
class EmbeddedGraphStoreTest extends GraphStoreContract<EmbeddedGraphStore> {
    @TempDir
    Path temp;

    private final Map<Path, EmbeddedDatabase> opened = new LinkedHashMap<>();

    @Override
    protected EmbeddedGraphStore newStore() {
        Path directory = temp.resolve("store-" + opened.size());
        EmbeddedDatabase database = EmbeddedDatabase.open(directory);
        opened.put(directory, database);
        return new EmbeddedGraphStore(database);
    }

    @Override
    protected void cleanup() {
        opened.forEach((directory, database) -> {
            try (EmbeddedDatabase reopened = EmbeddedDatabase.open(directory)) {
                for (String collection : List.of(COLLECTION, OTHER_COLLECTION)) {
                    assertEquals(new EmbeddedGraphStore(database).snapshot(collection),
                            new EmbeddedGraphStore(reopened).snapshot(collection), directory + " " + collection);
                }
            }
            database.close();
        });
    }

    /** The contract checks what a counting store counts; this store counts (so a query never reads the lists). */
    @Test
    void conceptsAndTheirEdgesAreCountedWithoutHandingOutPostings() {
        EmbeddedGraphStore store = newStore();
        DocumentIndex index = GeneratedDocuments.index(new DocumentId(COLLECTION, "a.txt"), 5, 4);
        store.put(index);
        List<String> concepts = List.copyOf(index.chunks().get(0).conceptCounts().keySet());
        assertTrue(store.conceptStats(COLLECTION, concepts).orElseThrow().keySet().containsAll(concepts));
        assertTrue(store.edgesAmong(COLLECTION, concepts).isPresent());
        assertTrue(store.conceptStats("never-used", concepts).orElseThrow().isEmpty());
    }

    /** Rows written before the binary form hold JSON: a folder written then reads back the same graph and records. */
    @Test
    void documentsAndChunksStoredAsJsonBeforeReadBackTheSame() {
        EmbeddedGraphStore store = newStore();
        DocumentIndex index = GeneratedDocuments.index(new DocumentId(COLLECTION, "a.txt"), 5, 9);
        store.put(index);
        store.put(GeneratedDocuments.index(new DocumentId(COLLECTION, "b.txt"), 6, 7));
        var before = store.snapshot(COLLECTION);
        EmbeddedDatabase database = opened.values().iterator().next();
        database.write(connection -> {
            try (var select = connection.prepareStatement("SELECT id, body FROM document");
                 var rows = select.executeQuery();
                 var update = connection.prepareStatement("UPDATE document SET body = ? WHERE id = ?")) {
                while (rows.next()) {
                    update.setBytes(1, JsonBodies.of(DocumentRecordCodec.decode(rows.getBytes(2))));
                    update.setLong(2, rows.getLong(1));
                    update.executeUpdate();
                }
            }
            try (var select = connection.prepareStatement("SELECT document, ordinal, body FROM chunk");
                 var rows = select.executeQuery();
                 var update = connection.prepareStatement(
                         "UPDATE chunk SET body = ? WHERE document = ? AND ordinal = ?")) {
                while (rows.next()) {
                    update.setBytes(1, JsonBodies.of(IndexedChunkCodec.decode(rows.getBytes(3))));
                    update.setLong(2, rows.getLong(1));
                    update.setInt(3, rows.getInt(2));
                    update.executeUpdate();
                }
            }
            return null;
        });
        try (EmbeddedDatabase again = EmbeddedDatabase.open(database.folder())) {
            EmbeddedGraphStore reopened = new EmbeddedGraphStore(again);
            assertEquals(before, reopened.snapshot(COLLECTION));
            assertEquals(index.record(), reopened.document(index.id()).orElseThrow());
            Chunk first = index.chunks().get(0).chunk();
            assertEquals(List.of(index.chunks().get(0)), reopened.chunks(COLLECTION, List.of(first.id())));
            reopened.delete(index.id());
            assertEquals(1, reopened.documents(COLLECTION).size(), "a JSON row's document is deleted exactly");
        }
    }

    /**
     * Document rows of 2^31 and more do not fit the packed chunk keys the store scores and counts over: it then
     * scores and counts nothing itself, and the query ranks from the postings as before.
     */
    @Test
    void documentRowsBeyondThePackedKeysLeaveTheScoringAndCountingToTheQuery() {
        EmbeddedGraphStore store = newStore();
        for (int d = 0; d < 4; d++) {
            store.put(GeneratedDocuments.index(new DocumentId(COLLECTION, "doc-" + d + ".txt"), 10 + d, 8));
        }
        String question = "Who improved the compiler at Bell Labs that Grace Hopper described?";
        List<RankedChunk> before = rank(store, question);
        EmbeddedDatabase database = opened.values().iterator().next();
        database.write(connection -> {
            try (var statement = connection.createStatement()) {
                long far = 1L << 31;
                statement.executeUpdate("UPDATE document SET id = id + " + far + " WHERE key = 'doc-2.txt'");
                for (String table : List.of("chunk", "term_posting", "concept_posting")) {
                    statement.executeUpdate("UPDATE " + table + " SET document = document + " + far
                            + " WHERE document = (SELECT id - " + far + " FROM document WHERE key = 'doc-2.txt')");
                }
            }
            return null;
        });
        assertEquals(before, rank(store, question), "the same ranking, from the postings");
        Bm25Query query = new Bm25Query(List.of("compiler"), new double[] {1}, 1.2, 0.75, 10, 5);
        assertTrue(store.bestTermMatches(COLLECTION, query).isEmpty());
        assertTrue(store.edgesAmong(COLLECTION, List.of("compiler", "grace hopper")).isEmpty());
    }

    private static List<RankedChunk> rank(EmbeddedGraphStore store, String question) {
        return new ChunkRanker(QueryConfig.defaults()).rank(new GraphView(store, COLLECTION, ReadScope.EVERYTHING),
                Question.read(question, SharedAnalyzer.get()), RankingSignals.ALL, 10);
    }

    @Test
    void chunkIdsThatNameNoStoredChunkAreSkipped() {
        EmbeddedGraphStore store = newStore();
        DocumentIndex index = GeneratedDocuments.index(new DocumentId(COLLECTION, "a#b.txt"), 5, 4);
        store.put(index);
        Chunk first = index.chunks().get(0).chunk();
        List<String> ids = List.of(first.id(), "a#b.txt#" + index.revision() + "#99", "a#b.txt#old-revision#0",
                "no-hash", "#", "x##0", "x#r#", "x#r#-1", "x#r#99999999999");
        assertEquals(List.of(index.chunks().get(0)), store.chunks(COLLECTION, ids),
                "a key holding '#' is read from the right; other ordinals, revisions and malformed ids find nothing");
        assertTrue(store.chunks("never-used", List.of(first.id())).isEmpty());
    }
}
