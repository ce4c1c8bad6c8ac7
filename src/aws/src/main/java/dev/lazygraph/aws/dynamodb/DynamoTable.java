package dev.lazygraph.aws.dynamodb;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * One DynamoDB table as the adapters use it: strongly consistent reads, paginated queries, batch reads and
 * writes that re-send {@code UnprocessedKeys}/{@code UnprocessedItems} with exponential backoff and full
 * jitter, and capacity metering of every request.
 *
 * <p>Throttling of single requests is retried by the SDK client's own retry strategy; when that gives up,
 * or batch entries stay unprocessed after {@code maxAttempts}, a {@link DynamoDbThrottledException} says so.
 */
public final class DynamoTable {
    public static final int MAX_BATCH_WRITE = 25;
    public static final int MAX_BATCH_GET = 100;

    private final DynamoDbClient client;
    private final String name;
    private final CapacityMeter meter;
    private final int maxAttempts;
    private final BackoffStrategy backoff;

    public DynamoTable(DynamoDbClient client, String name) {
        this(client, name, new CapacityMeter(), 10,
                BackoffStrategy.exponentialDelay(Duration.ofMillis(50), Duration.ofSeconds(5)));
    }

    /**
     * @param maxAttempts attempts per batch (first try included) before {@link DynamoDbThrottledException}
     * @param backoff     delay before attempt n (the SDK's full-jitter exponential strategy by default)
     */
    public DynamoTable(DynamoDbClient client, String name, CapacityMeter meter, int maxAttempts,
                       BackoffStrategy backoff) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        this.client = client;
        this.name = name;
        this.meter = meter;
        this.maxAttempts = maxAttempts;
        this.backoff = backoff;
    }

    public String name() {
        return name;
    }

    public CapacityMeter meter() {
        return meter;
    }

    public Optional<Map<String, AttributeValue>> get(Map<String, AttributeValue> key) {
        var response = call("GetItem", () -> client.getItem(b -> b.tableName(name).key(key).consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
        meter.read(List.of(response.consumedCapacity()), response.hasItem() ? 1 : 0);
        return response.hasItem() ? Optional.of(response.item()) : Optional.empty();
    }

    /** Items for {@code keys} (duplicates allowed, missing items skipped), in no particular order. */
    public List<Map<String, AttributeValue>> getAll(Collection<Map<String, AttributeValue>> keys) {
        List<Map<String, AttributeValue>> distinct = new ArrayList<>(new LinkedHashSet<>(keys));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int from = 0; from < distinct.size(); from += MAX_BATCH_GET) {
            List<Map<String, AttributeValue>> pending = distinct.subList(from, Math.min(distinct.size(), from + MAX_BATCH_GET));
            for (int attempt = 1; !pending.isEmpty(); attempt++) {
                pauseBefore(attempt, pending.size(), "BatchGetItem");
                List<Map<String, AttributeValue>> request = pending;
                BatchGetItemResponse response = attempt(attempt, "BatchGetItem", () -> client.batchGetItem(b -> b
                        .requestItems(Map.of(name, KeysAndAttributes.builder().keys(request).consistentRead(true).build()))
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
                if (response == null) {
                    continue;
                }
                List<Map<String, AttributeValue>> found = response.responses().getOrDefault(name, List.of());
                items.addAll(found);
                meter.read(response.consumedCapacity(), found.size());
                KeysAndAttributes unprocessed = response.unprocessedKeys().get(name);
                pending = unprocessed == null ? List.of() : unprocessed.keys();
            }
        }
        return items;
    }

    /** Every item of one partition, across all pages. */
    public List<Map<String, AttributeValue>> query(String partitionKey) {
        return query(b -> b.keyConditionExpression("#pk = :pk")
                .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY))
                .expressionAttributeValues(Map.of(":pk", Items.s(partitionKey))));
    }

    /** Every item of one partition whose sort key starts with {@code sortKeyPrefix}, across all pages. */
    public List<Map<String, AttributeValue>> query(String partitionKey, String sortKeyPrefix) {
        return query(b -> b.keyConditionExpression("#pk = :pk AND begins_with(#sk, :prefix)")
                .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY, "#sk", TableSchema.SORT_KEY))
                .expressionAttributeValues(Map.of(":pk", Items.s(partitionKey), ":prefix", Items.s(sortKeyPrefix))));
    }

    public List<Map<String, AttributeValue>> query(Consumer<QueryRequest.Builder> request) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        queryWhile(request, page -> {
            items.addAll(page);
            return true;
        });
        return items;
    }

    /**
     * Reads a query page by page, handing each page to {@code more}, until it says to stop or the pages end:
     * a reader that needs a bounded number of items holds one page at a time.
     */
    public void queryWhile(Consumer<QueryRequest.Builder> request, Predicate<List<Map<String, AttributeValue>>> more) {
        Map<String, AttributeValue> start = null;
        boolean wanted;
        do {
            Map<String, AttributeValue> exclusiveStart = start;
            QueryResponse page = call("Query", () -> client.query(b -> {
                request.accept(b);
                b.tableName(name).consistentRead(true).exclusiveStartKey(exclusiveStart)
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
            }));
            meter.read(List.of(page.consumedCapacity()), page.count());
            wanted = more.test(page.items());
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (wanted && start != null);
    }

    /** Every item whose partition key starts with {@code partitionKeyPrefix}: a full table scan (diagnostics only). */
    public List<Map<String, AttributeValue>> scan(String partitionKeyPrefix) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> exclusiveStart = start;
            ScanResponse page = call("Scan", () -> client.scan(ScanRequest.builder().tableName(name)
                    .filterExpression("begins_with(#pk, :prefix)")
                    .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY))
                    .expressionAttributeValues(Map.of(":prefix", Items.s(partitionKeyPrefix)))
                    .consistentRead(true).exclusiveStartKey(exclusiveStart)
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build()));
            items.addAll(page.items());
            meter.read(List.of(page.consumedCapacity()), page.count());
            meter.scanned();
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    /** Puts and deletes in batches of 25; a request must not hold two writes of the same key. */
    public void writeAll(List<WriteRequest> writes) {
        for (int from = 0; from < writes.size(); from += MAX_BATCH_WRITE) {
            writeBatch(writes.subList(from, Math.min(writes.size(), from + MAX_BATCH_WRITE)));
        }
    }

    private void writeBatch(List<WriteRequest> batch) {
        List<WriteRequest> pending = batch;
        for (int attempt = 1; !pending.isEmpty(); attempt++) {
            pauseBefore(attempt, pending.size(), "BatchWriteItem");
            List<WriteRequest> request = pending;
            BatchWriteItemResponse response = attempt(attempt, "BatchWriteItem", () -> client.batchWriteItem(b -> b
                    .requestItems(Map.of(name, request)).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)));
            if (response == null) {
                continue;
            }
            List<WriteRequest> unprocessed = response.unprocessedItems().getOrDefault(name, List.of());
            List<WriteRequest> done = new ArrayList<>(request);
            done.removeAll(unprocessed);
            meter.wrote(response.consumedCapacity(), done.size(), done.stream().mapToLong(DynamoTable::size).sum());
            pending = unprocessed;
        }
    }

    public UpdateItemResponse update(Consumer<UpdateItemRequest.Builder> request) {
        UpdateItemRequest built = UpdateItemRequest.builder().applyMutation(request).tableName(name)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
        UpdateItemResponse response = call("UpdateItem", () -> client.updateItem(built));
        long bytes = Items.size(built.key())
                + (built.hasExpressionAttributeValues() ? Items.size(built.expressionAttributeValues()) : 0);
        meter.wrote(List.of(response.consumedCapacity()), 1, bytes);
        return response;
    }

    public PutItemResponse put(Consumer<PutItemRequest.Builder> request) {
        PutItemRequest built = PutItemRequest.builder().applyMutation(request).tableName(name)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
        PutItemResponse response = call("PutItem", () -> client.putItem(built));
        meter.wrote(List.of(response.consumedCapacity()), 1, Items.size(built.item()));
        return response;
    }

    public DeleteItemResponse delete(Consumer<DeleteItemRequest.Builder> request) {
        DeleteItemRequest built = DeleteItemRequest.builder().applyMutation(request).tableName(name)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
        DeleteItemResponse response = call("DeleteItem", () -> client.deleteItem(built));
        meter.wrote(List.of(response.consumedCapacity()), 1, Items.size(built.key()));
        return response;
    }

    private static long size(WriteRequest write) {
        return write.putRequest() != null ? Items.size(write.putRequest().item()) : Items.size(write.deleteRequest().key());
    }

    private void pauseBefore(int attempt, int entries, String operation) {
        if (attempt == 1) {
            return;
        }
        if (attempt > maxAttempts) {
            throw new DynamoDbThrottledException(operation + " on table " + name + ": " + entries
                    + " entries still unprocessed after " + maxAttempts + " attempts (DynamoDB is throttling)", null);
        }
        meter.retried(entries);
        try {
            Thread.sleep(backoff.computeDelay(attempt).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while backing off from DynamoDB throttling", e);
        }
    }

    /** One batch attempt: a throttled batch counts as an attempt with nothing processed (null). */
    private <T> T attempt(int attempt, String operation, java.util.function.Supplier<T> request) {
        try {
            return request.get();
        } catch (AwsServiceException e) {
            if (e.isThrottlingException() && attempt < maxAttempts) {
                return null;
            }
            throw translate(operation, e);
        }
    }

    private <T> T call(String operation, java.util.function.Supplier<T> request) {
        try {
            return request.get();
        } catch (AwsServiceException e) {
            throw translate(operation, e);
        }
    }

    private RuntimeException translate(String operation, AwsServiceException e) {
        if (e.isThrottlingException()) {
            return new DynamoDbThrottledException(operation + " on table " + name
                    + " was still throttled after retrying; the operation did not complete: " + e.getMessage(), e);
        }
        return e;
    }
}
