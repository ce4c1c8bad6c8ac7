package dev.lazygraph.bench;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Counts, from the requests the DynamoDB client completed, how many writes every item received (hot-key
 * measure) and, per kind of item, how many items were written and the write units their puts cost. An SDK
 * interceptor sees exactly what went to the table, batch entries returned unprocessed excluded; requests
 * that failed (throttled, condition not met) are not counted.
 */
final class ItemWriteCounter implements ExecutionInterceptor {
    private static final int WRITE_UNIT_BYTES = 1024;

    private final Map<Map<String, AttributeValue>, LongAdder> writesPerItem = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> writeUnitsPerKind = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> putBytesPerKind = new ConcurrentHashMap<>();

    /**
     * Distinct items, writes, write units and bytes put (DynamoDB item sizes) of one kind of item ({@code T} term
     * postings, {@code C} chunks...).
     */
    record KindUsage(String kind, long items, long writes, long writeUnits, long bytesPut) {
    }

    /** The item written most often: its kind and how many writes it received. */
    record HottestItem(String kind, long writes) {
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof PutItemRequest put) {
            wrote(put.item(), Items.keyOf(put.item()));
        } else if (context.request() instanceof UpdateItemRequest update) {
            wrote(null, update.key());
        } else if (context.request() instanceof DeleteItemRequest delete) {
            wrote(null, delete.key());
        } else if (context.request() instanceof BatchWriteItemRequest batch
                && context.response() instanceof BatchWriteItemResponse response) {
            Set<WriteRequest> unprocessed = new HashSet<>();
            response.unprocessedItems().values().forEach(unprocessed::addAll);
            batch.requestItems().values().forEach(writes -> writes.stream().filter(w -> !unprocessed.contains(w))
                    .forEach(w -> {
                        if (w.putRequest() != null) {
                            wrote(w.putRequest().item(), Items.keyOf(w.putRequest().item()));
                        } else {
                            wrote(null, w.deleteRequest().key());
                        }
                    }));
        }
    }

    /**
     * One write of the item with {@code key}; a put's write units are its size in started kilobytes, an update
     * or delete of the small items this store updates or deletes counts one (deletes of larger items cost more
     * on DynamoDB: the meter's ConsumedCapacity total is the figure to bill by).
     */
    private void wrote(Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
        writesPerItem.computeIfAbsent(key, k -> new LongAdder()).increment();
        long bytes = item == null ? 0 : Items.size(item);
        long units = item == null ? 1 : Math.max(1, (bytes + WRITE_UNIT_BYTES - 1) / WRITE_UNIT_BYTES);
        writeUnitsPerKind.computeIfAbsent(kindOf(key), k -> new LongAdder()).add(units);
        putBytesPerKind.computeIfAbsent(kindOf(key), k -> new LongAdder()).add(bytes);
    }

    /** {@code <collection>#<kind>[#<value>]}: the kind part of a partition key. */
    static String kindOf(Map<String, AttributeValue> key) {
        String pk = key.get(TableSchema.PARTITION_KEY).s();
        int start = pk.indexOf('#') + 1;
        int end = pk.indexOf('#', start);
        return end < 0 ? pk.substring(start) : pk.substring(start, end);
    }

    List<KindUsage> byKind() {
        Map<String, long[]> totals = new TreeMap<>();
        writesPerItem.forEach((key, writes) -> {
            long[] t = totals.computeIfAbsent(kindOf(key), k -> new long[2]);
            t[0]++;
            t[1] += writes.sum();
        });
        List<KindUsage> usage = new ArrayList<>();
        totals.forEach((kind, t) -> usage.add(new KindUsage(kind, t[0], t[1], writeUnitsPerKind.get(kind).sum(),
                putBytesPerKind.get(kind).sum())));
        return usage;
    }

    HottestItem hottest() {
        HottestItem hottest = new HottestItem("-", 0);
        for (Map.Entry<Map<String, AttributeValue>, LongAdder> entry : writesPerItem.entrySet()) {
            long writes = entry.getValue().sum();
            if (writes > hottest.writes()) {
                hottest = new HottestItem(kindOf(entry.getKey()), writes);
            }
        }
        return hottest;
    }
}
