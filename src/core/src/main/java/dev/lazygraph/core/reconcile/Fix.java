package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.events.RecordResult.Status;

/**
 * What the reconciler did about one difference.
 *
 * @param status   what the key's write did (CREATED, REPLACED, UNCHANGED, DELETED, REJECTED), or {@code null}
 *                 when nothing was written ({@link Outcome#FAILED})
 * @param revision the revision stored, else {@code null}
 * @param detail   why, for anything but {@link Outcome#FIXED} with a plain store or delete
 */
public record Fix(Difference difference, Outcome outcome, Status status, String revision, String detail) {

    public enum Outcome {
        /** The document now matches the object, and the key's state says so. */
        FIXED,
        /**
         * The document matched the object when checked, but an event for the key was recorded meanwhile: the
         * key's state is the event's, and anything after is the event's to apply.
         */
        SUPERSEDED,
        /** The object changed at every attempt; the events of those changes bring the document up to date. */
        UNSTABLE,
        /** S3 or the store failed (another writer of the same document, a throttle): the next run retries. */
        FAILED
    }

    @Override
    public String toString() {
        return difference + ": " + outcome + (status == null ? "" : " " + status)
                + (detail == null ? "" : " (" + detail + ")");
    }
}
