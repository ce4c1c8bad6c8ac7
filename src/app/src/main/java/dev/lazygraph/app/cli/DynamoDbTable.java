package dev.lazygraph.app.cli;

import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The {@code --table} option of the commands that work on the stack's DynamoDB table: {@code LaunchOptions}
 * turns it into {@code lazygraph.store=dynamodb} and {@code lazygraph.table} before the container starts, and
 * the commands check here that a table was chosen.
 */
@ApplicationScoped
public class DynamoDbTable {
    public static final String OPTION = "--table";
    static final String DESCRIPTION = "The DynamoDB table of the index (the stack's GraphTableName; default:"
            + " $LAZYGRAPH_TABLE with LAZYGRAPH_STORE=dynamodb). quarkus.dynamodb.* point at another endpoint.";

    private final LazygraphConfig config;

    @Inject
    public DynamoDbTable(LazygraphConfig config) {
        this.config = config;
    }

    /** @throws IllegalArgumentException when the store is not DynamoDB */
    void require(String command) {
        if (config.store() != LazygraphConfig.StoreKind.DYNAMODB) {
            throw new IllegalArgumentException(command + " works on the index in DynamoDB, beside its key states:"
                    + " give " + OPTION + " NAME (or set LAZYGRAPH_STORE=dynamodb and LAZYGRAPH_TABLE)");
        }
    }
}
