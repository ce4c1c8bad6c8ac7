package dev.lazygraph.aws.dynamodb;

import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A fresh dynalite table for an application under test (a Quarkus test resource creates it on start and drops
 * it on stop), and the settings that point the application's DynamoDB client and store at it. Shared with the
 * API and function modules through the test-jar.
 */
public final class AppTable {
    private final String name;

    private AppTable(String name) {
        this.name = name;
    }

    public static AppTable create(String purpose) {
        try (DynamoDbClient client = Dynalite.client()) {
            return new AppTable(Dynalite.createTable(client, purpose));
        }
    }

    /** {@link Dynalite#quarkusClientConfig()} and {@code lazygraph.table}; a mutable copy, to add to. */
    public Map<String, String> config() {
        Map<String, String> config = new HashMap<>(Dynalite.quarkusClientConfig());
        config.put("lazygraph.table", name);
        return config;
    }

    public void drop() {
        try (DynamoDbClient client = Dynalite.client()) {
            client.deleteTable(b -> b.tableName(name));
        }
    }
}
