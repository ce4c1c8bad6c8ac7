package dev.lazygraph.aws.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.CapacityMeter;
import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.SummaryCacheContract;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class DynamoDbSummaryCacheTest extends SummaryCacheContract {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private String tableName;

    /** A fresh table per test: the contract reuses its collection ids and keys. */
    @Override
    protected SummaryCache newCache() {
        tableName = dynalite.createTable("summaries");
        return new DynamoDbSummaryCache(dynalite.client(), tableName);
    }

    @Override
    protected SummaryCache reopen(SummaryCache cache) {
        return new DynamoDbSummaryCache(dynalite.newClient(), tableName);
    }

    @Test
    void itemsCarryTheTimeToLiveAndExpiredSummariesAreNotServed() {
        Instant now = Instant.parse("2026-11-29T12:00:00Z");
        DynamoTable table = new DynamoTable(dynalite.client(), tableName);
        DynamoDbSummaryCache today = new DynamoDbSummaryCache(table, Duration.ofHours(1), Clock.fixed(now, ZoneOffset.UTC));
        today.put(summary("c1", "k1", "text", Map.of("a.md", "r1")));
        long expected = now.plus(Duration.ofHours(1)).getEpochSecond();
        table.scan("c1#").forEach(item ->
                assertEquals(Long.toString(expected), item.get(TableSchema.TIME_TO_LIVE).n(), item.toString()));
        assertEquals(2, table.scan("c1#").size(), "the summary and one source item");

        DynamoDbSummaryCache later = new DynamoDbSummaryCache(table, Duration.ofHours(1),
                Clock.fixed(now.plus(Duration.ofHours(2)), ZoneOffset.UTC));
        assertEquals(Optional.empty(), later.get("c1", "k1"));
        assertEquals(0, later.invalidate(new DocumentId("c1", "a.md")), "an expired summary was not a live one");
        assertEquals(0, table.scan("c1#").size(), "but its items are cleaned up");
    }

    @Test
    void aSummaryTooLargeForAnItemIsRefused() {
        DynamoDbSummaryCache cache = new DynamoDbSummaryCache(new DynamoTable(dynalite.client(), tableName, new CapacityMeter(),
                3, software.amazon.awssdk.retries.api.BackoffStrategy.retryImmediately()), Duration.ofDays(1),
                Clock.systemUTC());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> cache.put(summary("c1", "big", "x".repeat(410 * 1024), Map.of("a.md", "r1"))));
        assertTrue(e.getMessage().contains("limit"), e.getMessage());
        assertEquals(Optional.empty(), cache.get("c1", "big"));
    }
}
