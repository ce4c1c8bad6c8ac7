package dev.lazygraph.embedded;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCacheContract;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the cache in a data folder's database; reopening opens the folder again. */
class EmbeddedVerdictCacheTest extends VerdictCacheContract {
    @TempDir
    Path dir;

    private final OpenedDatabases databases = new OpenedDatabases();

    @Override
    protected VerdictCache newCache() {
        return new EmbeddedVerdictCache(databases.open(dir));
    }

    @Override
    protected VerdictCache reopen(VerdictCache cache) {
        return new EmbeddedVerdictCache(databases.open(dir));
    }

    @AfterEach
    void close() {
        databases.close();
    }
}
