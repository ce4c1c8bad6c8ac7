package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.GraphStoreContract;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The core GraphStore contract on dynalite; every store gets its own table (the contract fixes collection ids). */
class DynamoDbGraphStoreContractTest extends GraphStoreContract<DynamoDbGraphStore> {
    private static DynamoDbClient client;
    private final List<DynamoDbGraphStore> stores = new ArrayList<>();
    private final List<String> tables = new ArrayList<>();

    @BeforeAll
    static void connect() {
        client = Dynalite.client();
    }

    /** The table keeps no count of grouped documents: every view that could be smaller checks its postings. */
    @Override
    protected boolean tracksGroupedDocuments() {
        return false;
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @Override
    protected DynamoDbGraphStore newStore() {
        String table = Dynalite.createTable(client, "contract");
        tables.add(table);
        DynamoDbGraphStore store = new DynamoDbGraphStore(client, table);
        stores.add(store);
        return store;
    }

    @Override
    protected void cleanup() {
        stores.forEach(DynamoDbGraphStore::close);
        tables.forEach(table -> client.deleteTable(b -> b.tableName(table)));
        stores.clear();
        tables.clear();
    }
}
