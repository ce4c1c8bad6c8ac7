package dev.lazygraph.aws.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.relevance.DynamoDbVerdictCache;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.access.ReadScopeContract;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The permissions contract on dynalite: the graph, the summaries and the verdicts in one table, as deployed.
 * Groups and filters never turn a question into a scan: every read the contract's questions make is a key read.
 */
class DynamoDbReadScopeTest extends ReadScopeContract {
    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private DynamoTable table;

    @Override
    protected GraphStore newStore() {
        table = dynalite.table("scoped");
        return dynalite.releaseWithScope(new DynamoDbGraphStore(table, DynamoDbGraphStore.DEFAULT_PARALLELISM,
                DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC()));
    }

    @Override
    protected SummaryCache newSummaryCache() {
        return new DynamoDbSummaryCache(table, DynamoDbSummaryCache.DEFAULT_TIME_TO_LIVE, Clock.systemUTC());
    }

    @Override
    protected VerdictCache newVerdictCache() {
        return new DynamoDbVerdictCache(table, DynamoDbVerdictCache.DEFAULT_TIME_TO_LIVE, Clock.systemUTC());
    }

    @AfterEach
    void noQuestionScanned() {
        assertEquals(0, table.meter().usage().scans(), "a scan among the reads of scoped and filtered questions");
    }
}
