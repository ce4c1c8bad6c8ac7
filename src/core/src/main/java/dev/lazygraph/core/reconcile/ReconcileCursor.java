package dev.lazygraph.core.reconcile;

import java.util.Optional;

/**
 * Where the scheduled reconciler of a bucket stopped, so the next run goes on from there: a bucket too large
 * for one run is walked over several.
 */
public interface ReconcileCursor {

    /** @return the key the last run stopped after, or empty when it reached the end (or never ran) */
    Optional<String> load(String bucket);

    /** @param resumeAfter the stopped run's {@link ReconcileReport#resumeAfter()} */
    void save(String bucket, String resumeAfter);

    void clear(String bucket);
}
