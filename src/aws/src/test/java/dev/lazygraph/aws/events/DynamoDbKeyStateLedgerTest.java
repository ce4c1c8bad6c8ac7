package dev.lazygraph.aws.events;

import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.KeyStateLedgerContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class DynamoDbKeyStateLedgerTest extends KeyStateLedgerContract {
    private static DynamoDbClient client;
    private String tableName;

    @BeforeAll
    static void connect() {
        client = Dynalite.client();
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    /** A fresh table per test: the contract reuses its keys. */
    @Override
    protected KeyStateLedger newLedger() {
        tableName = Dynalite.createTable(client, "ledger");
        return new DynamoDbKeyStateLedger(client, tableName);
    }

    @AfterEach
    void dropTable() {
        client.deleteTable(b -> b.tableName(tableName));
    }
}
