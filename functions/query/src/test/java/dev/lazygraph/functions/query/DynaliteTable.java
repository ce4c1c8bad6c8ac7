package dev.lazygraph.functions.query;

import dev.lazygraph.aws.dynamodb.AppTable;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** A fresh table on dynalite for the test class, wired as the CDK stack wires the table in AWS. */
public class DynaliteTable implements QuarkusTestResourceLifecycleManager {
    private AppTable table;

    @Override
    public Map<String, String> start() {
        table = AppTable.create("fn-query");
        return table.config();
    }

    @Override
    public void stop() {
        if (table != null) {
            table.drop();
        }
    }
}
