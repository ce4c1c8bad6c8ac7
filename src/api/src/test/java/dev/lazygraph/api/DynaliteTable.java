package dev.lazygraph.api;

import dev.lazygraph.aws.dynamodb.Dynalite;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A fresh table on the dynalite of {@code scripts/local-stack.sh start}, and the settings that point
 * lazygraph's DynamoDB store at it.
 */
public class DynaliteTable implements QuarkusTestResourceLifecycleManager {

    private String table;

    @Override
    public Map<String, String> start() {
        try (DynamoDbClient client = Dynalite.client()) {
            table = Dynalite.createTable(client, "api");
        }
        return Map.of(
                "lazygraph.store", "dynamodb",
                "lazygraph.table", table,
                "quarkus.dynamodb.endpoint-override", Dynalite.endpoint().toString(),
                "quarkus.dynamodb.aws.region", "us-east-1",
                "quarkus.dynamodb.aws.credentials.type", "static",
                "quarkus.dynamodb.aws.credentials.static-provider.access-key-id", "local",
                "quarkus.dynamodb.aws.credentials.static-provider.secret-access-key", "local");
    }

    @Override
    public void stop() {
        try (DynamoDbClient client = Dynalite.client()) {
            client.deleteTable(request -> request.tableName(table));
        }
    }
}
