package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import java.time.Clock;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One {@link DynamoDbGraphStore} on a fresh dynalite table for a whole test class; its tests keep apart by
 * collection ({@link #freshCollection}). Register it on a static field with {@code @RegisterExtension}.
 */
final class DynaliteGraphStore implements BeforeAllCallback, AfterAllCallback {
    private final DynaliteTables dynalite = new DynaliteTables();
    private final String purpose;
    private final int parallelism;
    private DynamoTable table;
    private DynamoDbGraphStore store;

    /** {@code purpose} names the table; {@code parallelism} is the store's writer threads. */
    DynaliteGraphStore(String purpose, int parallelism) {
        this.purpose = purpose;
        this.parallelism = parallelism;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        dynalite.beforeAll(context);
        table = dynalite.table(purpose);
        store = dynalite.releaseWithScope(
                new DynamoDbGraphStore(table, parallelism, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC()));
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        dynalite.afterAll(context);
    }

    DynamoTable table() {
        return table;
    }

    DynamoDbGraphStore store() {
        return store;
    }

    /** A collection id no other test on the table uses. */
    String freshCollection() {
        return TestDocuments.freshCollection(purpose + "-");
    }
}
