package dev.lazygraph.functions.question;

import dev.lazygraph.aws.dynamodb.AppTable;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A fresh table on dynalite for the test class. The same few lines as the api function's and lazygraph-api's
 * test resource: sharing one would mean a test-jar of a module with Quarkus' test framework, which lazygraph-aws
 * (whose test-jar holds {@link AppTable}) is not, and lazygraph-api's would bring its REST layer into this build.
 */
public class DynaliteTable implements QuarkusTestResourceLifecycleManager {
    private AppTable table;

    @Override
    public Map<String, String> start() {
        table = AppTable.create("fn-question");
        return table.config();
    }

    @Override
    public void stop() {
        if (table != null) {
            table.drop();
        }
    }
}
