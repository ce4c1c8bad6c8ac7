package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.PassageVectorsContract;
import java.time.Clock;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The passage vector contract on dynalite: vector items follow the stored revision, candidates are read. */
class DynamoDbPassageVectorsTest extends PassageVectorsContract {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private int tables;

    @Override
    protected GraphStore newStore() {
        return dynalite.releaseWithScope(new DynamoDbGraphStore(dynalite.table("vectors" + ++tables),
                DynamoDbGraphStore.DEFAULT_PARALLELISM, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC()));
    }
}
