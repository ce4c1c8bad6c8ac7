package dev.lazygraph.aws.dynamodb;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An SDK HTTP client in front of dynalite that answers like a throttled DynamoDB: a
 * ProvisionedThroughputExceededException (the request never reaches dynalite), or a BatchWriteItem /
 * BatchGetItem that processed only part (or none) of its entries and returns the rest as
 * UnprocessedItems / UnprocessedKeys. The SDK's retry strategy and the adapters' batch retries see the same
 * wire responses as from AWS.
 */
public final class FaultInjectingHttpClient implements SdkHttpClient {
    public enum Fault { THROTTLE, UNPROCESSED_HALF, UNPROCESSED_ALL }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TARGET_PREFIX = "DynamoDB_20120810.";

    private final SdkHttpClient delegate;
    private final Map<String, Deque<Optional<Fault>>> planned = new HashMap<>();
    private final Map<String, Fault> always = new HashMap<>();
    private final AtomicInteger injected = new AtomicInteger();

    public FaultInjectingHttpClient(SdkHttpClient delegate) {
        this.delegate = delegate;
    }

    /**
     * Plans {@code times} faults for the next requests of {@code operation} (e.g. "UpdateItem"), each followed
     * by one request that goes through, so a single caller never meets two faults in a row.
     */
    public synchronized void injectAlternating(String operation, Fault fault, int times) {
        Deque<Optional<Fault>> queue = planned.computeIfAbsent(operation, o -> new ArrayDeque<>());
        for (int i = 0; i < times; i++) {
            queue.add(Optional.of(fault));
            queue.add(Optional.empty());
        }
    }

    /** Lets the next {@code requests} requests of {@code operation} through before any planned or permanent fault. */
    public synchronized void passThrough(String operation, int requests) {
        Deque<Optional<Fault>> queue = planned.computeIfAbsent(operation, o -> new ArrayDeque<>());
        for (int i = 0; i < requests; i++) {
            queue.add(Optional.empty());
        }
    }

    /** Every request of {@code operation} (after those planned) gets {@code fault} until {@link #clear()}. */
    public synchronized void injectAlways(String operation, Fault fault) {
        always.put(operation, fault);
    }

    public synchronized void clear() {
        planned.clear();
        always.clear();
    }

    /** Number of responses faked so far. */
    public int injected() {
        return injected.get();
    }

    private synchronized Fault next(String operation) {
        Deque<Optional<Fault>> queue = planned.get(operation);
        Optional<Fault> next = queue == null ? null : queue.poll();
        return next != null ? next.orElse(null) : always.get(operation);
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
        String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
        Fault fault = next(operation);
        if (fault == null) {
            return delegate.prepareRequest(request);
        }
        injected.incrementAndGet();
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() throws IOException {
                return fault == Fault.THROTTLE ? throttled() : partly(request, operation, fault);
            }

            @Override
            public void abort() {
            }
        };
    }

    private static HttpExecuteResponse throttled() {
        return response(400, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException\","
                + "\"message\":\"injected: the level of configured provisioned throughput for the table was exceeded\"}");
    }

    /** Sends only part of a batch to dynalite and reports the rest as unprocessed. */
    private HttpExecuteResponse partly(HttpExecuteRequest request, String operation, Fault fault) throws IOException {
        boolean write = operation.equals("BatchWriteItem");
        if (!write && !operation.equals("BatchGetItem")) {
            throw new IllegalArgumentException(fault + " only applies to batch operations, not " + operation);
        }
        ObjectNode body;
        try (InputStream in = request.contentStreamProvider().orElseThrow().newStream()) {
            body = (ObjectNode) JSON.readTree(in);
        }
        ObjectNode sent = body.deepCopy();
        ObjectNode held = JSON.createObjectNode();
        Iterator<Map.Entry<String, com.fasterxml.jackson.databind.JsonNode>> tables = ((ObjectNode) sent.get("RequestItems")).fields();
        while (tables.hasNext()) {
            Map.Entry<String, com.fasterxml.jackson.databind.JsonNode> table = tables.next();
            ArrayNode entries = (ArrayNode) (write ? table.getValue() : table.getValue().get("Keys"));
            int keep = fault == Fault.UNPROCESSED_ALL ? 0 : entries.size() / 2;
            ArrayNode rest = JSON.createArrayNode();
            while (entries.size() > keep) {
                rest.add(entries.remove(keep));
            }
            if (write) {
                held.set(table.getKey(), rest);
            } else {
                ObjectNode keys = ((ObjectNode) table.getValue()).deepCopy();
                keys.set("Keys", rest);
                held.set(table.getKey(), keys);
            }
            if (entries.isEmpty()) {
                tables.remove();
            }
        }
        ObjectNode answer;
        if (sent.get("RequestItems").isEmpty()) {
            answer = JSON.createObjectNode();
            answer.set("Responses", JSON.createObjectNode());
        } else {
            byte[] bytes = JSON.writeValueAsBytes(sent);
            HttpExecuteRequest forwarded = HttpExecuteRequest.builder()
                    .request(request.httpRequest().toBuilder().putHeader("Content-Length", Integer.toString(bytes.length)).build())
                    .contentStreamProvider(() -> new ByteArrayInputStream(bytes)).build();
            HttpExecuteResponse real = delegate.prepareRequest(forwarded).call();
            try (InputStream in = real.responseBody().orElseThrow()) {
                answer = (ObjectNode) JSON.readTree(in);
            }
            if (real.httpResponse().statusCode() != 200) {
                return response(real.httpResponse().statusCode(), answer.toString());
            }
        }
        String field = write ? "UnprocessedItems" : "UnprocessedKeys";
        ObjectNode unprocessed = answer.has(field) ? (ObjectNode) answer.get(field) : answer.putObject(field);
        held.fields().forEachRemaining(table -> {
            if (write) {
                if (!unprocessed.has(table.getKey())) {
                    unprocessed.putArray(table.getKey());
                }
                ((ArrayNode) unprocessed.get(table.getKey())).addAll((ArrayNode) table.getValue());
            } else if (unprocessed.has(table.getKey())) {
                ((ArrayNode) unprocessed.get(table.getKey()).get("Keys")).addAll((ArrayNode) table.getValue().get("Keys"));
            } else {
                unprocessed.set(table.getKey(), table.getValue());
            }
        });
        return response(200, answer.toString());
    }

    private static HttpExecuteResponse response(int status, String body) {
        byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return HttpExecuteResponse.builder()
                .response(SdkHttpResponse.builder().statusCode(status)
                        .putHeader("Content-Type", "application/x-amz-json-1.0")
                        .putHeader("Content-Length", Integer.toString(bytes.length))
                        .putHeader("x-amzn-RequestId", "fault-injected").build())
                .responseBody(AbortableInputStream.create(new ByteArrayInputStream(bytes)))
                .build();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public String clientName() {
        return "FaultInjecting";
    }
}
