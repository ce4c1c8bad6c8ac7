package dev.lazygraph.aws.summary;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@link SummaryCache} on the lazygraph table (TABLE.md): one summary item per key and one source item per
 * (source document, summary) so {@link #invalidate} finds every summary built from a document with a query.
 * Both carry the TTL attribute {@code expiresAt}; expired items are ignored even before DynamoDB's TTL
 * sweeper (which may lag by days) deletes them.
 *
 * <p>Source items are written before the summary, so a stored summary is always reachable from each of its
 * sources. Whether a cached summary is still current is for the caller to check against the stored
 * revisions ({@link CachedSummary#sources()}); this cache only guarantees that invalidation finds it.
 */
public final class DynamoDbSummaryCache implements SummaryCache {
    public static final Duration DEFAULT_TIME_TO_LIVE = Duration.ofDays(30);

    static final String SUMMARY = "SUM";
    static final String SOURCE = "SUMDOC";
    private static final String SELF = "#";
    private static final String KEY = "key";
    private static final String TEXT = "text";
    private static final String SOURCES = "src";
    private static final String CONCEPTS = "concepts";
    private static final String INPUT_TOKENS = "in";
    private static final String OUTPUT_TOKENS = "out";

    private final DynamoTable table;
    private final Duration timeToLive;
    private final Clock clock;

    public DynamoDbSummaryCache(DynamoDbClient client, String tableName) {
        this(new DynamoTable(client, tableName), DEFAULT_TIME_TO_LIVE, Clock.systemUTC());
    }

    public DynamoDbSummaryCache(DynamoTable table, Duration timeToLive, Clock clock) {
        this.table = table;
        this.timeToLive = timeToLive;
        this.clock = clock;
    }

    @Override
    public Optional<CachedSummary> get(String collection, String key) {
        Collections.requireValid(collection);
        return table.get(summaryKey(collection, key))
                .filter(item -> number(item, TableSchema.TIME_TO_LIVE) > clock.instant().getEpochSecond())
                .map(item -> summary(collection, item));
    }

    @Override
    public void put(CachedSummary summary) {
        String collection = Collections.requireValid(summary.collection());
        long expiresAt = clock.instant().plus(timeToLive).getEpochSecond();
        Map<String, AttributeValue> item = new HashMap<>(summaryKey(collection, summary.key()));
        item.put(KEY, s(summary.key()));
        item.put(TEXT, s(summary.text()));
        Map<String, AttributeValue> sources = new HashMap<>();
        summary.sources().forEach((document, revision) -> sources.put(document, s(revision)));
        item.put(SOURCES, AttributeValue.fromM(sources));
        item.put(CONCEPTS, Items.strings(summary.concepts()));
        item.put(INPUT_TOKENS, n(summary.inputTokens()));
        item.put(OUTPUT_TOKENS, n(summary.outputTokens()));
        item.put(TableSchema.TIME_TO_LIVE, n(expiresAt));
        long size = Items.size(item);
        if (size > Items.MAX_ITEM_BYTES) {
            throw new IllegalArgumentException("summary " + summary.key() + " would be a " + size
                    + "-byte DynamoDB item; the limit is " + Items.MAX_ITEM_BYTES + " bytes");
        }

        table.writeAll(summary.sources().keySet().stream()
                .map(document -> put(sourceItem(collection, document, summary.key(), expiresAt))).toList());
        Map<String, AttributeValue> replaced = table.put(b -> b.item(item).returnValues(ReturnValue.ALL_OLD)).attributes();
        if (replaced != null && replaced.containsKey(SOURCES)) {
            Set<String> current = summary.sources().keySet();
            table.writeAll(replaced.get(SOURCES).m().keySet().stream().filter(document -> !current.contains(document))
                    .map(document -> delete(sourceKey(collection, document, summary.key()))).toList());
        }
    }

    /**
     * Deletes each summary whose sources include {@code document} (conditionally, so a summary replaced in
     * the meantime by one built from other documents stays), then its source items. Source items whose
     * summary is absent stay until they expire: the summary may be on its way (written after its sources).
     */
    @Override
    public int invalidate(DocumentId document) {
        String collection = document.collection();
        int removed = 0;
        for (Map<String, AttributeValue> source : table.query(Items.partition(collection, SOURCE, document.key()))) {
            String key = string(source, KEY);
            Map<String, AttributeValue> deleted;
            try {
                deleted = table.delete(b -> b.key(summaryKey(collection, key))
                        .conditionExpression("attribute_exists(#src.#doc)")
                        .expressionAttributeNames(Map.of("#src", SOURCES, "#doc", document.key()))
                        .returnValues(ReturnValue.ALL_OLD)).attributes();
            } catch (ConditionalCheckFailedException notBuiltFromIt) {
                continue;
            }
            if (number(deleted, TableSchema.TIME_TO_LIVE) > clock.instant().getEpochSecond()) {
                removed++;
            }
            table.writeAll(deleted.get(SOURCES).m().keySet().stream()
                    .map(other -> delete(sourceKey(collection, other, key))).toList());
        }
        return removed;
    }

    private static Map<String, AttributeValue> summaryKey(String collection, String key) {
        return Items.key(Items.partition(collection, SUMMARY, key), SELF);
    }

    private static Map<String, AttributeValue> sourceKey(String collection, String document, String summaryKey) {
        return Items.key(Items.partition(collection, SOURCE, document), Items.sort("", summaryKey));
    }

    private static Map<String, AttributeValue> sourceItem(String collection, String document, String summaryKey,
                                                          long expiresAt) {
        Map<String, AttributeValue> item = new HashMap<>(sourceKey(collection, document, summaryKey));
        item.put(KEY, s(summaryKey));
        item.put(TableSchema.TIME_TO_LIVE, n(expiresAt));
        return item;
    }

    private static CachedSummary summary(String collection, Map<String, AttributeValue> item) {
        Map<String, String> sources = new TreeMap<>();
        item.get(SOURCES).m().forEach((document, revision) -> sources.put(document, revision.s()));
        List<String> concepts = item.get(CONCEPTS).l().stream().map(AttributeValue::s).toList();
        return new CachedSummary(collection, string(item, KEY), string(item, TEXT), new TreeMap<>(sources), concepts,
                (int) number(item, INPUT_TOKENS), (int) number(item, OUTPUT_TOKENS));
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }

    private static WriteRequest delete(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build();
    }
}
