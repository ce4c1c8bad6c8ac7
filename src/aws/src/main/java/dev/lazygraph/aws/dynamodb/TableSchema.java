package dev.lazygraph.aws.dynamodb;

import java.time.Duration;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The single lazygraph table (see src/aws/TABLE.md): string partition key {@code pk}, string sort key
 * {@code sk}, on-demand billing, no secondary index. Summary items carry the TTL attribute {@code expiresAt}
 * (epoch seconds); the CDK stack enables TTL on it. Used by tests and by local invocation against dynalite;
 * in AWS the CDK stack owns the table.
 */
public final class TableSchema {
    /**
     * Polls for the new table from 0.2 s up to every 5 s: the SDK's default waits 20 s before each look, while
     * an on-demand table (and dynalite's) is usually ACTIVE within a second or two.
     */
    private static final BackoffStrategy TABLE_POLL =
            BackoffStrategy.exponentialDelayWithoutJitter(Duration.ofMillis(200), Duration.ofSeconds(5));
    /** As long as the SDK's default waits in all (25 looks, 20 s apart), bounded by time rather than looks. */
    private static final Duration TABLE_WAIT = Duration.ofMinutes(10);
    public static final String PARTITION_KEY = "pk";
    public static final String SORT_KEY = "sk";
    public static final String TIME_TO_LIVE = "expiresAt";

    private TableSchema() {
    }

    public static CreateTableRequest createTableRequest(String tableName) {
        return CreateTableRequest.builder()
                .tableName(tableName)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName(PARTITION_KEY).attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName(SORT_KEY).attributeType(ScalarAttributeType.S).build())
                .keySchema(
                        KeySchemaElement.builder().attributeName(PARTITION_KEY).keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName(SORT_KEY).keyType(KeyType.RANGE).build())
                .build();
    }

    /**
     * Creates the table unless it exists, then waits until it is ACTIVE. TTL is not switched on here:
     * dynalite has no UpdateTimeToLive, and readers ignore expired items anyway.
     *
     * @return true when this call created the table
     */
    public static boolean createIfMissing(DynamoDbClient client, String tableName) {
        boolean created;
        try {
            client.describeTable(b -> b.tableName(tableName));
            created = false;
        } catch (ResourceNotFoundException missing) {
            try {
                client.createTable(createTableRequest(tableName));
                created = true;
            } catch (ResourceInUseException concurrentlyCreated) {
                created = false;
            }
        }
        try (DynamoDbWaiter waiter = DynamoDbWaiter.builder().client(client)
                .overrideConfiguration(o -> o.backoffStrategyV2(TABLE_POLL)
                        .maxAttempts(Integer.MAX_VALUE).waitTimeout(TABLE_WAIT)).build()) {
            waiter.waitUntilTableExists(b -> b.tableName(tableName));
        }
        return created;
    }
}
