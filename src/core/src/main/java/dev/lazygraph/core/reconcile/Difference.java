package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.document.DocumentId;

/**
 * A key on which the bucket and the index disagree.
 *
 * @param indexRevision  the revision the index holds, or {@code null} (missing)
 * @param bucketRevision the revision the bucket holds, or {@code null} (extra)
 */
public record Difference(Kind kind, DocumentId id, String indexRevision, String bucketRevision) {

    public enum Kind {
        /** An object the index has no document for (its created event was lost). */
        MISSING,
        /** A document at another revision than its object (an update's event was lost). */
        STALE,
        /** A document whose object is gone (its removal's event was lost). */
        EXTRA
    }

    @Override
    public String toString() {
        return switch (kind) {
            case MISSING -> "missing " + id.key() + " (bucket " + bucketRevision + ")";
            case STALE -> "stale " + id.key() + " (index " + indexRevision + ", bucket " + bucketRevision + ")";
            case EXTRA -> "extra " + id.key() + " (index " + indexRevision + ")";
        };
    }
}
