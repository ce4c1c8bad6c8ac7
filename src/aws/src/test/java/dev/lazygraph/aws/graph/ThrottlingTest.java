package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.graph.TestDocuments.index;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.CapacityMeter;
import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoDbThrottledException;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.FaultInjectingHttpClient;
import dev.lazygraph.aws.dynamodb.FaultInjectingHttpClient.Fault;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GraphStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue 7 #3: DynamoDB answering ProvisionedThroughputExceededException or leaving batch entries unprocessed
 * (faked on the wire in front of dynalite): retried with backoff and nothing lost; when the retries run out,
 * a clear {@link DynamoDbThrottledException}, and a later retry of the operation still converges.
 */
class ThrottlingTest {
    private static final int BATCH_ATTEMPTS = 6;

    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private static FaultInjectingHttpClient faults;
    private static DynamoTable table;
    private static DynamoDbGraphStore store;

    /** The table behind a client whose requests pass the fault injector; a fast backoff keeps retries short. */
    @BeforeAll
    static void openStore() {
        faults = new FaultInjectingHttpClient(UrlConnectionHttpClient.create());
        BackoffStrategy fast = BackoffStrategy.exponentialDelay(Duration.ofMillis(1), Duration.ofMillis(20));
        DynamoDbClient client = dynalite.newClient(builder -> builder.httpClient(faults).overrideConfiguration(
                o -> o.retryStrategy(AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(3)
                        .backoffStrategy(fast).throttlingBackoffStrategy(fast).circuitBreakerEnabled(false).build())));
        table = new DynamoTable(client, dynalite.createTable("throttle"), new CapacityMeter(), BATCH_ATTEMPTS, fast);
        store = dynalite.releaseWithScope(
                new DynamoDbGraphStore(table, 4, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC()));
    }

    @AfterEach
    void clearFaults() {
        faults.clear();
    }

    private static String collection() {
        return TestDocuments.freshCollection("thr-");
    }

    private static List<DocumentIndex> documents(String c) {
        return List.of(
                index(c, "a.txt", "1", "Alpha meets Beta", "Beta and Gamma meet Alpha", "Delta with Alpha"),
                index(c, "b.txt", "1", "Gamma and Beta", "Zeta beside Beta"),
                index(c, "a.txt", "2", "Alpha leaves Beta", "Epsilon with Gamma and Alpha"));
    }

    private static void ingest(GraphStore target, String c) {
        documents(c).forEach(target::put);
    }

    @Test
    void throttledRequestsAndUnprocessedEntriesAreRetriedAndNothingIsLost() {
        String c = collection();
        faults.injectAlternating("BatchWriteItem", Fault.UNPROCESSED_HALF, 5);
        faults.injectAlternating("BatchWriteItem", Fault.THROTTLE, 2);
        faults.injectAlternating("BatchWriteItem", Fault.UNPROCESSED_ALL, 3);
        faults.injectAlternating("UpdateItem", Fault.THROTTLE, 6);
        faults.injectAlternating("PutItem", Fault.THROTTLE, 1);
        faults.injectAlternating("BatchGetItem", Fault.UNPROCESSED_HALF, 1);
        faults.injectAlternating("BatchGetItem", Fault.UNPROCESSED_ALL, 1);
        faults.injectAlternating("GetItem", Fault.THROTTLE, 2);
        long retriesBefore = table.meter().usage().retries();
        int injectedBefore = faults.injected();
        // one request at a time, so the alternating plan never gives one caller two faults in a row
        try (DynamoDbGraphStore sequential = new DynamoDbGraphStore(table, 1, DynamoDbGraphStore.DEFAULT_STALE_AFTER,
                Clock.systemUTC())) {
            ingest(sequential, c);
            assertTrue(sequential.delete(new DocumentId(c, "b.txt")));
        }
        assertEquals(21, faults.injected() - injectedBefore, "every planned fault was hit");
        assertTrue(table.meter().usage().retries() > retriesBefore);

        faults.clear();
        String reference = collection();
        ingest(store, reference);
        store.delete(new DocumentId(reference, "b.txt"));
        assertEquals(Snapshots.relabel(store.snapshot(reference), c), store.snapshot(c));
        assertEquals(Snapshots.rawItems(table, reference), Snapshots.rawItems(table, c));
    }

    @Test
    void batchEntriesLeftUnprocessedAfterEveryAttemptFailClearlyAndAnotherProcessFinishesTheWrite() {
        String c = collection();
        store.put(documents(c).get(1));
        faults.passThrough("BatchWriteItem", 1); // the new chunks are stored, the postings never are
        faults.injectAlways("BatchWriteItem", Fault.UNPROCESSED_ALL);
        DynamoDbThrottledException e = assertThrows(DynamoDbThrottledException.class, () -> store.put(documents(c).get(0)));
        assertTrue(e.getMessage().contains("unprocessed after " + BATCH_ATTEMPTS + " attempts"), e.getMessage());
        faults.clear();

        // The failed write was marked abandoned, so another process (a Lambda retry on another container)
        // finishes it at once instead of waiting for it to go stale.
        try (DynamoDbGraphStore otherProcess = newProcess()) {
            assertEquals(GraphStore.PutResult.CREATED, otherProcess.put(documents(c).get(0)));
        }
        assertConverged(c, documents(c).subList(0, 2));
    }

    @Test
    void throttlingBeyondTheSdkRetriesFailsClearlyAndARetryConverges() {
        String c = collection();
        store.put(documents(c).get(0));
        store.put(documents(c).get(1));
        faults.passThrough("UpdateItem", 4); // throttled once the totals are applied, before their release
        faults.injectAlways("UpdateItem", Fault.THROTTLE);
        DynamoDbThrottledException e = assertThrows(DynamoDbThrottledException.class, () -> store.put(documents(c).get(2)));
        assertTrue(e.getMessage().contains("throttled"), e.getMessage());
        assertTrue(e.getCause().getMessage().contains("provisioned throughput"), e.getCause().getMessage());
        faults.clear();

        // Marking the write abandoned was throttled too: another process must wait for it to go stale ...
        try (DynamoDbGraphStore otherProcess = newProcess()) {
            assertThrows(ConcurrentWriteException.class, () -> otherProcess.put(documents(c).get(2)));
        }
        // ... while this process knows its write is dead and finishes it.
        assertEquals(GraphStore.PutResult.REPLACED, store.put(documents(c).get(2)));
        assertConverged(c, documents(c).subList(1, 3));
    }

    private static DynamoDbGraphStore newProcess() {
        return new DynamoDbGraphStore(table, 4, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC());
    }

    private static void assertConverged(String c, List<DocumentIndex> expected) {
        String reference = collection();
        expected.forEach(document -> store.put(TestDocuments.index(new DocumentId(reference, document.id().key()),
                document.revision(), document.chunks().stream().map(chunk -> chunk.chunk().text()).toList())));
        assertEquals(Snapshots.rawItems(table, reference), Snapshots.rawItems(table, c));
    }
}
