package dev.lazygraph.aws.dynamodb;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Simulates a process dying in the middle of a write: once armed, the first {@code n} write requests go
 * through and every later one fails, either before reaching the table or after being applied with its
 * response lost. Reads always go through.
 */
public final class CrashingDynamoDbClient implements DynamoDbClient {
    public enum Mode { BEFORE_SENDING, AFTER_APPLYING }

    /** The injected crash. */
    public static final class Crash extends RuntimeException {
        Crash(String message) {
            super(message);
        }
    }

    private final DynamoDbClient delegate;
    private final AtomicInteger writes = new AtomicInteger();
    private volatile int crashAfter = Integer.MAX_VALUE;
    private volatile Mode mode = Mode.BEFORE_SENDING;

    public CrashingDynamoDbClient(DynamoDbClient delegate) {
        this.delegate = delegate;
    }

    public void arm(int allowedWrites, Mode crashMode) {
        writes.set(0);
        mode = crashMode;
        crashAfter = allowedWrites;
    }

    public void disarm() {
        crashAfter = Integer.MAX_VALUE;
    }

    /** Write requests since the last {@link #arm} (attempted ones included). */
    public int writes() {
        return writes.get();
    }

    private <T> T write(Supplier<T> request) {
        int number = writes.incrementAndGet();
        if (number <= crashAfter) {
            return request.get();
        }
        if (mode == Mode.AFTER_APPLYING) {
            request.get();
        }
        throw new Crash("injected crash at write " + number + " (" + mode + ")");
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
        return write(() -> delegate.putItem(request));
    }

    @Override
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return write(() -> delegate.updateItem(request));
    }

    @Override
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return write(() -> delegate.deleteItem(request));
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return write(() -> delegate.batchWriteItem(request));
    }

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
        return delegate.getItem(request);
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return delegate.batchGetItem(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
        return delegate.query(request);
    }

    @Override
    public ScanResponse scan(ScanRequest request) {
        return delegate.scan(request);
    }

    @Override
    public String serviceName() {
        return delegate.serviceName();
    }

    @Override
    public void close() {
        delegate.close();
    }
}
