package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.document.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One reconcile run: which bucket and collections, from where, how far.
 *
 * @param collections only for a bucket whose first key segment names the collection: the collections to
 *                    reconcile besides those that have objects in the bucket (a collection whose objects are
 *                    all gone has none, and no listing of the table names it); ignored otherwise
 * @param startAfter  resume after this key (the {@link ReconcileReport#resumeAfter()} of an earlier run), or
 *                    {@code null} to start at the beginning
 * @param dryRun      find the differences, change nothing
 * @param maxKeys     stop after this many keys (objects and documents) were compared; 0 for no limit
 * @param outOfTime   asked between keys: true stops the run where it is (a Lambda close to its timeout)
 */
public record ReconcileRun(String bucket, List<String> collections, String startAfter, boolean dryRun,
                           long maxKeys, BooleanSupplier outOfTime) {

    public ReconcileRun {
        if (bucket == null || bucket.isBlank()) {
            throw new IllegalArgumentException("name the bucket to reconcile with");
        }
        if (maxKeys < 0) {
            throw new IllegalArgumentException("maxKeys must be 0 (no limit) or more: " + maxKeys);
        }
        collections = List.copyOf(collections);
        collections.forEach(Collections::requireValid);
        if (startAfter != null && startAfter.isEmpty()) {
            startAfter = null;
        }
    }

    /** The whole bucket, no limits. */
    public static ReconcileRun of(String bucket, boolean dryRun) {
        return new ReconcileRun(bucket, List.of(), null, dryRun, 0, () -> false);
    }
}
