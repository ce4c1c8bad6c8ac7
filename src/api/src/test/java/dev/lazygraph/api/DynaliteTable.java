package dev.lazygraph.api;

import dev.lazygraph.aws.dynamodb.AppTable;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A fresh table on the dynalite of {@code scripts/local-stack.sh start}, and the settings that point
 * lazygraph's DynamoDB store at it.
 */
public class DynaliteTable implements QuarkusTestResourceLifecycleManager {

    private AppTable table;

    @Override
    public Map<String, String> start() {
        table = AppTable.create("api");
        Map<String, String> config = table.config();
        config.put("lazygraph.store", "dynamodb");
        return config;
    }

    @Override
    public void stop() {
        if (table != null) {
            table.drop();
        }
    }
}
