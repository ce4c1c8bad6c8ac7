package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.document.DocumentId;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A stored document file cannot be read back. The store refuses to open rather than lose the document
 * silently; {@link DamagedDocumentFiles#setAside} moves such files out of the way so the rest opens.
 */
public class CorruptStoreException extends RuntimeException {
    private final transient Path file;
    private final transient DocumentId document;
    private final String problem;

    CorruptStoreException(Path file, Optional<DocumentId> document, Throwable cause) {
        this(file, document.orElse(null), firstLine(cause));
    }

    private CorruptStoreException(Path file, DocumentId document, String problem) {
        super("stored document file " + file + " is damaged (" + problem + ")"
                + (document == null ? "" : "; it held document " + document));
        this.file = file;
        this.document = document;
        this.problem = problem;
    }

    public Path file() {
        return file;
    }

    /** The document the file held, when its first fields can still be read. */
    public Optional<DocumentId> document() {
        return Optional.ofNullable(document);
    }

    /** What is wrong with the file, in one line. */
    public String problem() {
        return problem;
    }

    /** Parser messages run over several lines (the source excerpt): the first says what is wrong. */
    private static String firstLine(Throwable cause) {
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return message.lines().findFirst().orElse("").strip();
    }
}
