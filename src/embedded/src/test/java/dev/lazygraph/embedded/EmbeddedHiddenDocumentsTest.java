package dev.lazygraph.embedded;

import dev.lazygraph.core.access.HiddenDocumentsContract;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** A hidden document weighs in nowhere, on the SQLite store of a data folder and its caches. */
class EmbeddedHiddenDocumentsTest extends HiddenDocumentsContract {
    @TempDir
    Path dir;

    private final OpenedDatabases databases = new OpenedDatabases();
    private int opened;

    @Override
    protected Stores newStores() {
        EmbeddedDatabase database = databases.open(dir.resolve("store-" + ++opened));
        return new Stores(new EmbeddedGraphStore(database), new EmbeddedSummaryCache(database),
                new EmbeddedVerdictCache(database));
    }

    @AfterEach
    void closeDatabases() {
        databases.close();
    }
}
