package dev.lazygraph.embedded;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.PassageVectorsContract;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** Passage vectors in the data folder's database, read back through its read cache after every write. */
class EmbeddedPassageVectorsTest extends PassageVectorsContract {
    @TempDir
    Path temp;

    private final List<EmbeddedDatabase> opened = new ArrayList<>();

    @Override
    protected GraphStore newStore() {
        EmbeddedDatabase database = EmbeddedDatabase.open(temp.resolve("store-" + opened.size()));
        opened.add(database);
        return new EmbeddedGraphStore(database);
    }

    @AfterEach
    void close() {
        opened.forEach(EmbeddedDatabase::close);
    }
}
