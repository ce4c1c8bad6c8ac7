package dev.lazygraph.functions.query;

import dev.lazygraph.aws.dynamodb.Dynalite;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A fresh table on dynalite for the test class, wired as the CDK stack wires the table in AWS. */
public class DynaliteTable implements QuarkusTestResourceLifecycleManager {
    private String table;

    @Override
    public Map<String, String> start() {
        try (DynamoDbClient dynamo = Dynalite.client()) {
            table = Dynalite.createTable(dynamo, "fn-query");
        }
        return Map.of(
                "quarkus.dynamodb.endpoint-override", Dynalite.endpoint().toString(),
                "quarkus.dynamodb.aws.region", "eu-west-1",
                "quarkus.dynamodb.aws.credentials.type", "static",
                "quarkus.dynamodb.aws.credentials.static-provider.access-key-id", "local",
                "quarkus.dynamodb.aws.credentials.static-provider.secret-access-key", "local",
                "lazygraph.table", table,
                "lazygraph.dynamodb.summary-table", table);
    }

    @Override
    public void stop() {
        if (table != null) {
            try (DynamoDbClient dynamo = Dynalite.client()) {
                dynamo.deleteTable(b -> b.tableName(table));
            }
        }
    }
}
