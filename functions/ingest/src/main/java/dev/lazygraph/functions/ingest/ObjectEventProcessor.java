package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.functions.ingest.ObjectSource.StoredObject;
import dev.lazygraph.functions.ingest.RecordResult.Status;
import dev.lazygraph.functions.ingest.S3Notification.S3Record;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Applies the records of S3 event notifications to the graph, each on its own.
 *
 * <p>S3 delivers events at least once and out of order. Per key, the {@link KeyStateLedger} holds the
 * sequencer of the newest event applied; an event that is not newer is skipped, so duplicates and stale
 * events (an older create arriving after a newer delete) change nothing. A newer event makes the document
 * mirror the object: the created version is stored, and a removal deletes the document unless another
 * version of the object is still current. The ledger is written after the store, so a crash in between makes
 * the retry apply the event again, which is a no-op for the same revision.
 *
 * <p>A record that fails on S3 or DynamoDB is reported {@link Status#FAILED} and the others go on; the
 * caller then fails the invocation so Lambda retries the event, and the records that succeeded are skipped
 * on the retry. A poison object (binary, empty, too large) is recorded as rejected and never retried.
 */
public final class ObjectEventProcessor {
    private static final Logger LOG = Logger.getLogger(ObjectEventProcessor.class);

    private final KeyStateLedger ledger;
    private final IngestService ingest;
    private final ObjectSource objects;
    private final CollectionRule collections;
    private final long maxDocumentBytes;

    public ObjectEventProcessor(KeyStateLedger ledger, IngestService ingest, ObjectSource objects,
                                CollectionRule collections, long maxDocumentBytes) {
        this.ledger = ledger;
        this.ingest = ingest;
        this.objects = objects;
        this.collections = collections;
        this.maxDocumentBytes = maxDocumentBytes;
    }

    public IngestReport process(List<S3Record> records) {
        List<RecordResult> results = new ArrayList<>();
        if (records != null) {
            for (S3Record record : records) {
                RecordResult result = process(record);
                LOG.infof("%s %s: %s%s", result.eventName(), result.key(), result.status(),
                        result.detail() == null ? "" : " (" + result.detail() + ")");
                results.add(result);
            }
        }
        return new IngestReport(results);
    }

    private RecordResult process(S3Record record) {
        ObjectEvent event;
        try {
            event = ObjectEvent.of(record);
        } catch (IllegalArgumentException e) {
            boolean named = record != null && record.s3() != null && record.s3().object() != null;
            // The key as sent (still URL-encoded), with any control character escaped: it goes to the log.
            return new RecordResult(record == null || record.eventName() == null ? null
                    : DisplaySafe.escape(record.eventName()),
                    named && record.s3().object().key() != null ? DisplaySafe.escape(record.s3().object().key()) : null,
                    null, Status.INVALID, null, e.getMessage());
        }
        if (event.kind() == ObjectEvent.Kind.OTHER) {
            return result(event, null, Status.IGNORED, null, "not a created or removed event");
        }
        if (event.isFolderMarker()) {
            return result(event, null, Status.IGNORED, null, "folder marker, not a document");
        }
        DocumentId id;
        try {
            id = collections.documentId(event.key());
        } catch (IllegalArgumentException e) {
            return result(event, null, Status.INVALID, null, e.getMessage());
        }
        try {
            return apply(event, id);
        } catch (RuntimeException e) {
            LOG.warnf(e, "%s %s failed; the event will be retried", event.eventName(), event.key());
            return result(event, id, Status.FAILED, null, e.toString());
        }
    }

    private RecordResult apply(ObjectEvent event, DocumentId id) {
        Optional<KeyState> recorded = ledger.state(id);
        if (recorded.isPresent() && !event.sequencer().isNewerThan(recorded.get().sequencer())) {
            return result(event, id, Status.SKIPPED, null, "sequencer " + event.sequencer().value()
                    + " is not newer than the applied " + recorded.get().sequencer().value()
                    + " (" + recorded.get().outcome() + ")");
        }
        if (event.kind() == ObjectEvent.Kind.CREATED && event.size() != null && event.size() > maxDocumentBytes) {
            return record(id, reject(event, id, tooLarge(event.size())));
        }
        // A created event names its version; after a removal, whatever is current now is what the key holds.
        String version = event.kind() == ObjectEvent.Kind.CREATED ? event.versionId() : null;
        return record(id, mirror(event, id, version));
    }

    /**
     * Records the outcome unless a newer event for the key was recorded while this one was applied (concurrent
     * invocations): this one may then have overwritten the newer result. The bucket's current object is at
     * least as new as any event, so mirroring it again restores the state of the newest.
     */
    private RecordResult record(DocumentId id, Applied applied) {
        if (ledger.record(id, applied.state())) {
            return applied.result();
        }
        RecordResult resynced = mirror(applied.event(), id, null).result();
        return new RecordResult(resynced.eventName(), resynced.key(), resynced.collection(), Status.RESYNCED,
                resynced.revision(), "a newer event for the key was applied meanwhile; now "
                + resynced.status() + (resynced.detail() == null ? "" : " (" + resynced.detail() + ")"));
    }

    /**
     * Makes the document match the object: the given version (gone: the current object), stored; no object
     * (deleted, or only a delete marker left), no document. Removal events are handled this way too, because
     * in a versioned bucket removing one version can leave another one current.
     */
    private Applied mirror(ObjectEvent event, DocumentId id, String versionId) {
        Optional<StoredObject> object;
        try {
            object = objects.read(event.bucket(), event.key(), versionId, maxDocumentBytes);
            if (object.isEmpty() && versionId != null) {
                object = objects.read(event.bucket(), event.key(), null, maxDocumentBytes);
            }
        } catch (RejectedDocumentException e) {
            return reject(event, id, e.reason() + ": " + e.getMessage());
        }
        if (object.isEmpty()) {
            boolean existed = ingest.delete(id);
            return new Applied(event, KeyState.deleted(event.sequencer()),
                    result(event, id, Status.DELETED, null, existed ? null : "was not stored"));
        }
        IngestOutcome outcome = ingest.ingest(new SourceDocument(id, object.get().revision(), object.get().content()));
        if (outcome.isRejected()) {
            return reject(event, id, outcome.rejection() + ": " + outcome.reason());
        }
        Status status = switch (outcome.status()) {
            case CREATED -> Status.CREATED;
            case REPLACED -> Status.REPLACED;
            default -> Status.UNCHANGED;
        };
        String detail = event.kind() == ObjectEvent.Kind.REMOVED ? "another version of the object is current" : null;
        return new Applied(event, KeyState.stored(event.sequencer(), outcome.revision()),
                result(event, id, status, outcome.revision(), detail));
    }

    /**
     * The bucket now holds something that cannot be a document, so the previous revision is removed too:
     * keeping it would serve text that is no longer in the bucket.
     */
    private Applied reject(ObjectEvent event, DocumentId id, String reason) {
        ingest.delete(id);
        return new Applied(event, KeyState.rejected(event.sequencer(), reason),
                result(event, id, Status.REJECTED, null, reason));
    }

    private String tooLarge(long size) {
        return RejectedDocumentException.Reason.TOO_LARGE + ": " + S3ObjectSource.tooLargeMessage(size, maxDocumentBytes);
    }

    private static RecordResult result(ObjectEvent event, DocumentId id, Status status, String revision,
                                       String detail) {
        return new RecordResult(event.eventName(), event.key(), id == null ? null : id.collection(), status,
                revision, detail);
    }

    /** What applying {@code event} did, and the key state to record for it. */
    private record Applied(ObjectEvent event, KeyState state, RecordResult result) {
    }
}
