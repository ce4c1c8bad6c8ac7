package dev.lazygraph.bench;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.TableSchema;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * A fresh lazygraph table (TableSchema) on a local DynamoDB-compatible endpoint such as dynalite, reached with
 * static dummy credentials in us-east-1 through the url-connection client (the one HTTP client the project
 * ships). The table is deleted on {@link #close()}, so bench runs never share state.
 */
final class LocalDynamoDb implements AutoCloseable {
    static final String REGION = Region.US_EAST_1.id();
    /** Dummy credentials: a local endpoint accepts any; real AWS refuses them, so a typo cannot bill anyone. */
    static final String ACCESS_KEY_ID = "local";
    static final String SECRET_ACCESS_KEY = "local";

    private final URI endpoint;
    private final DynamoDbClient client;
    private final String tableName;

    private LocalDynamoDb(URI endpoint, DynamoDbClient client, String tableName) {
        this.endpoint = endpoint;
        this.client = client;
        this.tableName = tableName;
    }

    /**
     * Creates {@code lazygraph-bench-<purpose>-<random>} on {@code endpoint} and waits until it is active;
     * {@code interceptors} see every request of the client (the bench counts writes per item with one).
     */
    static LocalDynamoDb freshTable(URI endpoint, String purpose, ExecutionInterceptor... interceptors) {
        requireHttpEndpoint(endpoint);
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(ACCESS_KEY_ID, SECRET_ACCESS_KEY)))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(o -> List.of(interceptors).forEach(o::addExecutionInterceptor))
                .build();
        String name = "lazygraph-bench-" + purpose + "-" + UUID.randomUUID().toString().substring(0, 8);
        try {
            TableSchema.createIfMissing(client, name);
        } catch (SdkClientException e) {
            client.close();
            throw new IllegalStateException("DynamoDB endpoint " + endpoint + " is not reachable (for dynalite run"
                    + " `scripts/local-stack.sh start`): " + e.getMessage(), e);
        }
        return new LocalDynamoDb(endpoint, client, name);
    }

    static void requireHttpEndpoint(URI endpoint) {
        if (endpoint.getHost() == null || !("http".equals(endpoint.getScheme()) || "https".equals(endpoint.getScheme()))) {
            throw new IllegalArgumentException("--dynamodb-endpoint must be an http(s) URL such as"
                    + " http://127.0.0.1:4567, not " + endpoint);
        }
    }

    URI endpoint() {
        return endpoint;
    }

    String tableName() {
        return tableName;
    }

    /** A view of the table with its own capacity meter: adapters built on one view share its totals. */
    DynamoTable table() {
        return new DynamoTable(client, tableName);
    }

    @Override
    public void close() {
        try {
            client.deleteTable(b -> b.tableName(tableName));
        } catch (ResourceNotFoundException alreadyDeleted) {
            // A large table's delete can outlast the client's timeout: the SDK's retry then finds it gone.
        } finally {
            client.close();
        }
    }
}
