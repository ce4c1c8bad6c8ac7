package dev.lazygraph.embedded;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The databases a test opened, closed together when it ends. */
final class OpenedDatabases implements AutoCloseable {
    private final List<EmbeddedDatabase> opened = new ArrayList<>();

    EmbeddedDatabase open(Path folder) {
        EmbeddedDatabase database = EmbeddedDatabase.open(folder);
        opened.add(database);
        return database;
    }

    @Override
    public void close() {
        opened.forEach(EmbeddedDatabase::close);
        opened.clear();
    }
}
