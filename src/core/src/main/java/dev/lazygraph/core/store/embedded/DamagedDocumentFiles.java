package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.document.DocumentId;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The way out when a stored document file is damaged (a disk error, a copy cut short, an edit by hand): the
 * store refuses to open with it ({@link CorruptStoreException}), and {@link #setAside} moves every such file
 * to {@value #FOLDER}/ in the data folder, so the rest opens. The document itself is then simply ingested
 * again.
 */
public final class DamagedDocumentFiles {
    /** Sub-folder of the data folder the damaged files are moved to; the store never reads it. */
    public static final String FOLDER = "damaged";

    /**
     * One file moved aside.
     *
     * @param document the document it held, when its first fields could still be read
     * @param problem  what is wrong with it, in one line
     */
    public record SetAside(Path file, Path movedTo, Optional<DocumentId> document, String problem) {
    }

    private DamagedDocumentFiles() {
    }

    /**
     * Moves every document file of {@code folder} that cannot be read back to {@value #FOLDER}/.
     *
     * @throws ReadOnlyDataFolderException when this process is not the folder's writer
     */
    public static List<SetAside> setAside(DataFolder folder) {
        folder.requireWritable();
        return DocumentFiles.open(folder.path(), true).setAsideUnreadable(folder.path().resolve(FOLDER));
    }
}
