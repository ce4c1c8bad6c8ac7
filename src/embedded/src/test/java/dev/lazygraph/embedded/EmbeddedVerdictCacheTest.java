package dev.lazygraph.embedded;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.query.relevance.VerdictCacheContract;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the cache in a data folder's database; reopening opens the folder again. */
class EmbeddedVerdictCacheTest extends VerdictCacheContract {
    @TempDir
    Path dir;

    private final List<EmbeddedDatabase> opened = new ArrayList<>();

    @Override
    protected VerdictCache newCache() {
        return new EmbeddedVerdictCache(open());
    }

    @Override
    protected VerdictCache reopen(VerdictCache cache) {
        return new EmbeddedVerdictCache(open());
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
