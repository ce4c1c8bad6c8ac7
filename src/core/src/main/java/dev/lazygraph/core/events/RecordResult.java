package dev.lazygraph.core.events;


/**
 * What the ingest function did with one record of an S3 event.
 *
 * @param collection the collection the object belongs to, or {@code null} when the key names none
 * @param revision   the revision stored (version id or eTag), else {@code null}
 * @param detail     why, for anything but a plain store or delete
 */
public record RecordResult(String eventName, String key, String collection, Status status, String revision,
                           String detail) {

    public enum Status {
        CREATED, REPLACED, UNCHANGED, DELETED,
        /** Poison object (binary, empty, too large...): recorded with its reason, never retried. */
        REJECTED,
        /** A duplicate, or older than the newest event applied to the key. */
        SKIPPED,
        /** A concurrent newer event won the key; the document was re-synced with the bucket's current object. */
        RESYNCED,
        /** Not a created/removed event, or a folder marker. */
        IGNORED,
        /** The record cannot be processed as sent (no valid collection in the key, malformed sequencer). */
        INVALID,
        /** S3 or DynamoDB failed: the invocation fails so Lambda retries the event. */
        FAILED
    }

    public boolean retryable() {
        return status == Status.FAILED;
    }
}
