package dev.lazygraph.core.events;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.events.ObjectSource.StoredObject;
import dev.lazygraph.core.events.RecordResult.Status;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import java.util.Optional;

/**
 * The one write path from the bucket to the index: makes a document match its object. Both the event
 * processor and the reconciler change documents only through it, so an object ingested from an event and
 * one ingested by the reconciler are stored identically, and applying it twice is a no-op (the same
 * revision is not written again).
 */
public final class KeyMirror {
    private final IngestService ingest;
    private final ObjectSource objects;
    private final long maxDocumentBytes;

    public KeyMirror(IngestService ingest, ObjectSource objects, long maxDocumentBytes) {
        this.ingest = ingest;
        this.objects = objects;
        this.maxDocumentBytes = maxDocumentBytes;
    }

    public ObjectSource objects() {
        return objects;
    }

    public long maxDocumentBytes() {
        return maxDocumentBytes;
    }

    /**
     * Makes the document match the object: the given version (gone: the current object), stored; no object
     * (deleted, or only a delete marker left), no document.
     *
     * @param versionId the version to store, or {@code null} for whatever is current
     * @param sequencer recorded with the outcome in the returned key state
     * @throws RuntimeException when S3 or the store fail: nothing is recorded, the caller retries
     */
    public Mirrored mirror(String bucket, DocumentId id, String versionId, Sequencer sequencer) {
        Optional<StoredObject> object;
        try {
            object = objects.read(bucket, id.key(), versionId, maxDocumentBytes);
            if (object.isEmpty() && versionId != null) {
                object = objects.read(bucket, id.key(), null, maxDocumentBytes);
            }
        } catch (RejectedDocumentException e) {
            return reject(id, versionId, sequencer, e.reason() + ": " + e.getMessage());
        }
        if (object.isEmpty()) {
            boolean existed = ingest.delete(id);
            return new Mirrored(KeyState.deleted(sequencer), Status.DELETED, null, existed ? null : "was not stored");
        }
        IngestOutcome outcome = ingest.ingest(new SourceDocument(id, object.get().revision(), object.get().content(),
                object.get().metadata()));
        if (outcome.isRejected()) {
            return reject(id, object.get().revision(), sequencer, outcome.rejection() + ": " + outcome.reason());
        }
        Status status = switch (outcome.status()) {
            case CREATED -> Status.CREATED;
            case REPLACED -> Status.REPLACED;
            default -> Status.UNCHANGED;
        };
        return new Mirrored(KeyState.stored(sequencer, outcome.revision()), status, outcome.revision(), null);
    }

    /**
     * The bucket now holds something that cannot be a document, so the previous revision is removed too:
     * keeping it would serve text that is no longer in the bucket.
     *
     * @param revision the refused object's revision when known: the reconciler then knows it was judged
     */
    public Mirrored reject(DocumentId id, String revision, Sequencer sequencer, String reason) {
        ingest.delete(id);
        return new Mirrored(KeyState.rejected(sequencer, revision, reason), Status.REJECTED, null, reason);
    }

    /** Why an object of {@code size} bytes is refused before it is read. */
    public String tooLarge(long size) {
        return RejectedDocumentException.Reason.TOO_LARGE + ": " + ObjectSource.tooLargeMessage(size, maxDocumentBytes);
    }

    /**
     * What mirroring did.
     *
     * @param state    the key state to record for it
     * @param status   CREATED, REPLACED, UNCHANGED, DELETED or REJECTED
     * @param revision the revision stored, else {@code null}
     * @param detail   why, for anything but a plain store or delete
     */
    public record Mirrored(KeyState state, Status status, String revision, String detail) {

        /** The object's revision this outcome is about: stored or refused; {@code null} when the key is empty. */
        public String objectRevision() {
            return state.revision();
        }
    }
}
