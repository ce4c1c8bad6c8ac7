package dev.lazygraph.embedded;

import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.summary.SummaryCacheContract;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the cache in a data folder's database; reopening opens the folder again. */
class EmbeddedSummaryCacheTest extends SummaryCacheContract {
    @TempDir
    Path dir;

    private final List<EmbeddedDatabase> opened = new ArrayList<>();

    @Override
    protected SummaryCache newCache() {
        return new EmbeddedSummaryCache(open());
    }

    @Override
    protected SummaryCache reopen(SummaryCache cache) {
        return new EmbeddedSummaryCache(open());
    }

    private EmbeddedDatabase open() {
        EmbeddedDatabase database = EmbeddedDatabase.open(dir);
        opened.add(database);
        return database;
    }

    @AfterEach
    void close() {
        opened.forEach(EmbeddedDatabase::close);
    }
}
