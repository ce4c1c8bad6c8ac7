package dev.lazygraph.core.store.embedded;

import java.nio.file.Path;

/** A stored document file cannot be read back. The store refuses to open rather than lose the document. */
public class CorruptStoreException extends RuntimeException {
    private final transient Path file;

    public CorruptStoreException(Path file, Throwable cause) {
        super("stored document file " + file + " is corrupt or incomplete (" + cause.getMessage()
                + "); restore it from a backup or delete it and ingest that document again", cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
