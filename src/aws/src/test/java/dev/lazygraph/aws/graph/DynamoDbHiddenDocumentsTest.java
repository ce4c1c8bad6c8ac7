package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.relevance.DynamoDbVerdictCache;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.access.HiddenDocumentsContract;
import java.time.Clock;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A hidden document weighs in nowhere, on dynalite: the graph, summaries and verdicts of each store in one table. */
class DynamoDbHiddenDocumentsTest extends HiddenDocumentsContract {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private int tables;

    @Override
    protected Stores newStores() {
        DynamoTable table = dynalite.table("hidden" + ++tables);
        return new Stores(dynalite.releaseWithScope(new DynamoDbGraphStore(table,
                DynamoDbGraphStore.DEFAULT_PARALLELISM, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC())),
                new DynamoDbSummaryCache(table, DynamoDbSummaryCache.DEFAULT_TIME_TO_LIVE, Clock.systemUTC()),
                new DynamoDbVerdictCache(table, DynamoDbVerdictCache.DEFAULT_TIME_TO_LIVE, Clock.systemUTC()));
    }
}
