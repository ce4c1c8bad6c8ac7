package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.aws.relevance.DynamoDbVerdictCache;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.access.ReadScopeContract;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The permissions contract on dynalite: the graph, the summaries and the verdicts in one table, as deployed. */
class DynamoDbReadScopeTest extends ReadScopeContract {
    private static DynamoDbClient client;
    private String table;
    private DynamoDbGraphStore store;

    @BeforeAll
    static void connect() {
        client = Dynalite.client();
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @Override
    protected GraphStore newStore() {
        table = Dynalite.createTable(client, "scoped");
        store = new DynamoDbGraphStore(client, table);
        return store;
    }

    @Override
    protected SummaryCache newSummaryCache() {
        return new DynamoDbSummaryCache(client, table);
    }

    @Override
    protected VerdictCache newVerdictCache() {
        return new DynamoDbVerdictCache(client, table);
    }

    @AfterEach
    void dropTable() {
        store.close();
        client.deleteTable(b -> b.tableName(table));
    }
}
