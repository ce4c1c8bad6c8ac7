package dev.lazygraph.embedded;

import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.SummaryCacheContract;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the cache in a data folder's database; reopening opens the folder again. */
class EmbeddedSummaryCacheTest extends SummaryCacheContract {
    @TempDir
    Path dir;

    private final OpenedDatabases databases = new OpenedDatabases();

    @Override
    protected SummaryCache newCache() {
        return new EmbeddedSummaryCache(databases.open(dir));
    }

    @Override
    protected SummaryCache reopen(SummaryCache cache) {
        return new EmbeddedSummaryCache(databases.open(dir));
    }

    @AfterEach
    void close() {
        databases.close();
    }
}
