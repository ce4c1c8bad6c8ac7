package dev.lazygraph.core.ingest;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.RejectedDocumentException;

/**
 * What ingesting one document did.
 *
 * @param revision  the revision stored (or found unchanged); {@code null} when rejected before it was known
 * @param chunks    chunks of the stored revision
 * @param concepts  distinct concepts of the stored revision; 0 when {@link Status#UNCHANGED}, because an
 *                  unchanged document is not analyzed again
 * @param words     words of the stored revision
 * @param rejection why the document was refused, or {@code null}
 * @param reason    a message for the user when refused, or {@code null}
 */
public record IngestOutcome(DocumentId id, Status status, String revision, int chunks, int concepts, long words,
                            RejectedDocumentException.Reason rejection, String reason) {

    public enum Status { CREATED, REPLACED, UNCHANGED, REJECTED }

    public static IngestOutcome stored(DocumentId id, Status status, String revision, int chunks, int concepts,
                                       long words) {
        return new IngestOutcome(id, status, revision, chunks, concepts, words, null, null);
    }

    public static IngestOutcome rejected(DocumentId id, String revision, RejectedDocumentException.Reason rejection,
                                         String reason) {
        return new IngestOutcome(id, Status.REJECTED, revision, 0, 0, 0, rejection, reason);
    }

    public boolean isRejected() {
        return status == Status.REJECTED;
    }
}
