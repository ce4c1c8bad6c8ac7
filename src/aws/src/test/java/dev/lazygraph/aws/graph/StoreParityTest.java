package dev.lazygraph.aws.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both stores follow one model: the same generated corpus, ingested through the real pipeline into the
 * embedded store (SQLite, in a data folder) and into DynamoDB (dynalite), with an overwrite and a delete on the way, holds equal
 * snapshots and ranks every question identically (same chunks, same scores) with every signal.
 */
class StoreParityTest {
    private static final String COLLECTION = "parity";
    private static final int DOCUMENTS = 12;
    private static final List<String> QUESTIONS = List.of(
            "Who designed the guidance computer at NASA?",
            "What did Grace Hopper study at Harvard University?",
            "Which famous compiler did engineers at Bell Labs improve?",
            "How did Edsger Dijkstra explain the shortest path algorithm?",
            "What do students read about the analytical engine and error handling?",
            "Who joined the Royal Society to work on the punched card?");

    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private static DynamoDbGraphStore dynamo;
    @TempDir
    static Path data;

    private static EmbeddedDatabase database;
    private static EmbeddedGraphStore embedded;

    @BeforeAll
    static void ingestIntoBoth() {
        dynamo = dynalite.releaseWithScope(new DynamoDbGraphStore(dynalite.client(), dynalite.createTable("parity")));
        database = EmbeddedDatabase.open(data);
        embedded = new EmbeddedGraphStore(database);
        for (GraphStore store : List.of(embedded, dynamo)) {
            IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store,
                    new InMemorySummaryCache());
            for (int d = 0; d < DOCUMENTS; d++) {
                ingest.ingest(GeneratedDocuments.source(id(d), d, 10 + d % 7));
            }
            ingest.ingest(GeneratedDocuments.source(id(3), 103, 9)); // an overwrite
            ingest.delete(id(5));
        }
    }

    private static DocumentId id(int d) {
        return new DocumentId(COLLECTION, "generated/doc-" + d + ".txt");
    }

    @AfterAll
    static void closeDatabase() {
        database.close();
    }

    @Test
    void bothStoresHoldEqualSnapshots() {
        assertEquals(DOCUMENTS - 1, embedded.snapshot(COLLECTION).documents().size());
        assertEquals(embedded.snapshot(COLLECTION), dynamo.snapshot(COLLECTION));
    }

    @Test
    void bothStoresRankEveryQuestionIdentically() {
        try (QueryService onEmbedded = query(embedded); QueryService onDynamo = query(dynamo)) {
            for (String question : QUESTIONS) {
                for (RankingSignals signals : List.of(RankingSignals.ALL, RankingSignals.BM25_ONLY,
                        RankingSignals.GRAPH_ONLY)) {
                    List<RankedChunk> expected = onEmbedded.rank(COLLECTION, question, signals, 20, ReadScope.EVERYTHING);
                    assertFalse(expected.isEmpty(), question);
                    assertTrue(expected.stream().noneMatch(r -> r.documentKey().equals(id(5).key())), question);
                    assertEquals(expected, onDynamo.rank(COLLECTION, question, signals, 20, ReadScope.EVERYTHING), question + " " + signals);
                }
            }
        }
    }

    private static QueryService query(GraphStore store) {
        return new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, new InMemorySummaryCache(),
                new InMemoryVerdictCache(), Optional.empty());
    }
}
