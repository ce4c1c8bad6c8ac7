package dev.lazygraph.aws.relevance;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@link VerdictCache} on the lazygraph table (TABLE.md, "Relevance verdicts"): one item per (document,
 * question, chunk) in the document's own partition, so a query's lookups are one BatchGetItem and
 * {@link #invalidate} is one partition query and batch deletes, with no index. Items carry the TTL
 * attribute {@code expiresAt} and are ignored once it has passed, before DynamoDB's TTL sweeper removes them.
 */
public final class DynamoDbVerdictCache implements VerdictCache {
    public static final Duration DEFAULT_TIME_TO_LIVE = Duration.ofDays(30);

    static final String VERDICT = "VER";
    private static final String QUESTION = "q";
    private static final String CHUNK = "id";
    private static final String DOCUMENT = "doc";
    private static final String REVISION = "rev";
    private static final String RELEVANT = "rel";
    private static final String TOKENS = "tok";

    private final DynamoTable table;
    private final Duration timeToLive;
    private final Clock clock;

    public DynamoDbVerdictCache(DynamoDbClient client, String tableName) {
        this(new DynamoTable(client, tableName), DEFAULT_TIME_TO_LIVE, Clock.systemUTC());
    }

    public DynamoDbVerdictCache(DynamoTable table, Duration timeToLive, Clock clock) {
        this.table = table;
        this.timeToLive = timeToLive;
        this.clock = clock;
    }

    @Override
    public Map<String, CachedVerdict> get(String collection, String questionKey, Collection<Chunk> chunks) {
        Collections.requireValid(collection);
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (Chunk chunk : chunks) {
            keys.add(key(collection, chunk.document().key(), questionKey, chunk.id()));
        }
        Map<String, CachedVerdict> found = new LinkedHashMap<>();
        if (keys.isEmpty()) {
            return found;
        }
        long now = clock.instant().getEpochSecond();
        for (Map<String, AttributeValue> item : table.getAll(keys)) {
            if (number(item, TableSchema.TIME_TO_LIVE) > now && questionKey.equals(string(item, QUESTION))) {
                CachedVerdict verdict = verdict(collection, item);
                found.put(verdict.chunkId(), verdict);
            }
        }
        return found;
    }

    @Override
    public void put(List<CachedVerdict> verdicts) {
        long expiresAt = clock.instant().plus(timeToLive).getEpochSecond();
        List<WriteRequest> writes = new ArrayList<>();
        for (CachedVerdict verdict : verdicts) {
            String collection = Collections.requireValid(verdict.collection());
            Map<String, AttributeValue> item = new HashMap<>(
                    key(collection, verdict.documentKey(), verdict.questionKey(), verdict.chunkId()));
            item.put(QUESTION, s(verdict.questionKey()));
            item.put(CHUNK, s(verdict.chunkId()));
            item.put(DOCUMENT, s(verdict.documentKey()));
            item.put(REVISION, s(verdict.revision()));
            item.put(RELEVANT, AttributeValue.fromBool(verdict.relevant()));
            item.put(TOKENS, n(verdict.tokens()));
            item.put(TableSchema.TIME_TO_LIVE, n(expiresAt));
            writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
        }
        table.writeAll(writes);
    }

    /** Deletes every verdict item in the document's partition; returns how many had not expired. */
    @Override
    public int invalidate(DocumentId document) {
        String collection = Collections.requireValid(document.collection());
        long now = clock.instant().getEpochSecond();
        List<WriteRequest> deletes = new ArrayList<>();
        int removed = 0;
        for (Map<String, AttributeValue> item : table.query(Items.partition(collection, VERDICT, document.key()))) {
            if (number(item, TableSchema.TIME_TO_LIVE) > now) {
                removed++;
            }
            deletes.add(WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(Map.of(
                    TableSchema.PARTITION_KEY, item.get(TableSchema.PARTITION_KEY),
                    TableSchema.SORT_KEY, item.get(TableSchema.SORT_KEY))).build()).build());
        }
        table.writeAll(deletes);
        return removed;
    }

    private static Map<String, AttributeValue> key(String collection, String documentKey, String questionKey,
                                                   String chunkId) {
        return Items.key(Items.partition(collection, VERDICT, documentKey), Items.sort("V#" + questionKey + "#", chunkId));
    }

    private static CachedVerdict verdict(String collection, Map<String, AttributeValue> item) {
        return new CachedVerdict(collection, string(item, QUESTION), string(item, CHUNK),
                string(item, DOCUMENT), string(item, REVISION), item.get(RELEVANT).bool(),
                (int) number(item, TOKENS));
    }
}
