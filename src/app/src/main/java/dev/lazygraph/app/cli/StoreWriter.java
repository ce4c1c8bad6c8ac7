package dev.lazygraph.app.cli;

import dev.lazygraph.core.store.embedded.DataFolder;
import dev.lazygraph.core.store.embedded.ReadOnlyDataFolderException;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

/**
 * The check a command that changes the store makes before anything else. The embedded store has one writer
 * per data folder ({@link DataFolder}); a process that is not it may read, and `ask` and `docs` do, but
 * `ingest`, `delete`, `serve` and `repair` refuse to start rather than fail on their first write.
 */
@ApplicationScoped
public class StoreWriter {

    private final LazygraphConfig config;
    private final Instance<DataFolder> folder;

    @Inject
    public StoreWriter(LazygraphConfig config, Instance<DataFolder> folder) {
        this.config = config;
        this.folder = folder;
    }

    /** @throws ReadOnlyDataFolderException naming the writer's pid, or why the folder cannot be written */
    public void requireWritable() {
        if (config.store() == LazygraphConfig.StoreKind.EMBEDDED) {
            folder.get().requireWritable();
        }
    }
}
