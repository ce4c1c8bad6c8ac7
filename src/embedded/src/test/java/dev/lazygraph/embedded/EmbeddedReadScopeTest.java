package dev.lazygraph.embedded;

import dev.lazygraph.core.access.ReadScopeContract;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The permissions contract on the SQLite store of a data folder, its summaries and verdicts in the same database. */
class EmbeddedReadScopeTest extends ReadScopeContract {
    @TempDir
    Path dir;

    private final OpenedDatabases databases = new OpenedDatabases();
    private EmbeddedDatabase database;

    @Override
    protected GraphStore newStore() {
        database = databases.open(dir);
        return new EmbeddedGraphStore(database);
    }

    @Override
    protected SummaryCache newSummaryCache() {
        return new EmbeddedSummaryCache(database);
    }

    @Override
    protected VerdictCache newVerdictCache() {
        return new EmbeddedVerdictCache(database);
    }

    @AfterEach
    void closeDatabase() {
        databases.close();
    }
}
