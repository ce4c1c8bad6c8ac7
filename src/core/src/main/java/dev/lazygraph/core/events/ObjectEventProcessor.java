package dev.lazygraph.core.events;

import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.KeyMirror.Mirrored;
import dev.lazygraph.core.events.RecordResult.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Applies the records of S3 event notifications ({@link EventRecord}s, read from S3's JSON at the bucket's
 * edge) to the graph, each on its own.
 *
 * <p>S3 delivers events at least once and out of order. Per key, the {@link KeyStateLedger} holds the
 * sequencer of the newest event applied; an event that is not newer is skipped, so duplicates and stale
 * events (an older create arriving after a newer delete) change nothing. A newer event makes the document
 * mirror the object ({@link KeyMirror}): the created version is stored, and a removal deletes the document
 * unless another version of the object is still current. The ledger is written after the store, so a crash
 * in between makes the retry apply the event again, which is a no-op for the same revision.
 *
 * <p>A record that fails on S3 or DynamoDB is reported {@link Status#FAILED} and the others go on; the
 * caller then fails the invocation so Lambda retries the event, and the records that succeeded are skipped
 * on the retry. A poison object (binary, empty, too large) is recorded as rejected and never retried.
 */
public final class ObjectEventProcessor {
    private static final System.Logger LOG = System.getLogger(ObjectEventProcessor.class.getName());

    private final KeyStateLedger ledger;
    private final KeyMirror mirror;
    private final CollectionRule collections;

    public ObjectEventProcessor(KeyStateLedger ledger, KeyMirror mirror, CollectionRule collections) {
        this.ledger = ledger;
        this.mirror = mirror;
        this.collections = collections;
    }

    /** Told of each record's result as soon as it is known, with the time it took. */
    @FunctionalInterface
    public interface RecordListener {
        void processed(RecordResult result, long elapsedNanos);
    }

    public IngestReport process(List<EventRecord> records) {
        return process(records, (result, elapsedNanos) -> { });
    }

    public IngestReport process(List<EventRecord> records, RecordListener listener) {
        List<RecordResult> results = new ArrayList<>();
        if (records != null) {
            for (EventRecord record : records) {
                long start = System.nanoTime();
                RecordResult result = process(record);
                listener.processed(result, System.nanoTime() - start);
                results.add(result);
            }
        }
        return new IngestReport(results);
    }

    private RecordResult process(EventRecord record) {
        ObjectEvent event;
        try {
            event = ObjectEvent.of(record);
        } catch (IllegalArgumentException e) {
            // The key as sent (still URL-encoded), with any control character escaped: it goes to the log.
            return new RecordResult(record == null || record.eventName() == null ? null
                    : DisplaySafe.escape(record.eventName()),
                    record != null && record.encodedKey() != null ? DisplaySafe.escape(record.encodedKey()) : null,
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
            LOG.log(System.Logger.Level.WARNING, event.eventName() + " " + event.key()
                    + " failed; the event will be retried", e);
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
        if (event.kind() == ObjectEvent.Kind.CREATED && event.size() != null
                && event.size() > mirror.maxDocumentBytes()) {
            String revision = event.versionId() != null ? event.versionId() : event.eTag();
            return record(event, id, mirror.reject(id, revision, event.sequencer(), mirror.tooLarge(event.size())));
        }
        // A created event names its version; after a removal, whatever is current now is what the key holds.
        String version = event.kind() == ObjectEvent.Kind.CREATED ? event.versionId() : null;
        return record(event, id, mirror.mirror(event.bucket(), id, version, event.sequencer()));
    }

    /**
     * Records the outcome unless a newer event for the key was recorded while this one was applied (concurrent
     * invocations): this one may then have overwritten the newer result. The bucket's current object is at
     * least as new as any event, so mirroring it again restores the state of the newest.
     */
    private RecordResult record(ObjectEvent event, DocumentId id, Mirrored applied) {
        if (ledger.record(id, applied.state())) {
            return result(event, id, applied);
        }
        RecordResult resynced = result(event, id, mirror.mirror(event.bucket(), id, null, event.sequencer()));
        return new RecordResult(resynced.eventName(), resynced.key(), resynced.collection(), Status.RESYNCED,
                resynced.revision(), "a newer event for the key was applied meanwhile; now "
                + resynced.status() + (resynced.detail() == null ? "" : " (" + resynced.detail() + ")"));
    }

    private static RecordResult result(ObjectEvent event, DocumentId id, Mirrored applied) {
        String detail = applied.detail();
        if (detail == null && event.kind() == ObjectEvent.Kind.REMOVED && applied.revision() != null) {
            detail = "another version of the object is current";
        }
        return result(event, id, applied.status(), applied.revision(), detail);
    }

    private static RecordResult result(ObjectEvent event, DocumentId id, Status status, String revision,
                                       String detail) {
        return new RecordResult(event.eventName(), event.key(), id == null ? null : id.collection(), status,
                revision, detail);
    }
}
