package dev.lazygraph.aws.relevance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCacheContract;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class DynamoDbVerdictCacheTest extends VerdictCacheContract {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private String tableName;

    /** A fresh table per test: the contract reuses its collection ids and keys. */
    @Override
    protected VerdictCache newCache() {
        tableName = dynalite.createTable("verdicts");
        return new DynamoDbVerdictCache(dynalite.client(), tableName);
    }

    @Override
    protected VerdictCache reopen(VerdictCache cache) {
        return new DynamoDbVerdictCache(dynalite.newClient(), tableName);
    }

    @Test
    void itemsLiveInTheirDocumentsPartitionCarryTheTimeToLiveAndExpiredOnesAreNotServed() {
        Instant now = Instant.parse("2026-11-29T12:00:00Z");
        DynamoTable table = new DynamoTable(dynalite.client(), tableName);
        DynamoDbVerdictCache today = new DynamoDbVerdictCache(table, Duration.ofHours(1), Clock.fixed(now, ZoneOffset.UTC));
        Chunk chunk = chunk("c1", "a.md", "r1", 0);
        today.put(List.of(verdict(Q1, chunk, true, 7)));
        List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items = table.scan("c1#");
        assertEquals(1, items.size());
        assertEquals("c1#VER#a.md", items.get(0).get(TableSchema.PARTITION_KEY).s());
        assertEquals(Long.toString(now.plus(Duration.ofHours(1)).getEpochSecond()),
                items.get(0).get(TableSchema.TIME_TO_LIVE).n());

        DynamoDbVerdictCache later = new DynamoDbVerdictCache(table, Duration.ofHours(1),
                Clock.fixed(now.plus(Duration.ofHours(2)), ZoneOffset.UTC));
        assertEquals(Map.of(), later.get("c1", Q1, List.of(chunk)));
        assertEquals(0, later.invalidate(new DocumentId("c1", "a.md")), "an expired verdict was not a live one");
        assertTrue(table.scan("c1#").isEmpty(), "but its item is cleaned up");
    }
}
