package dev.lazygraph.core.cache;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GraphStore;
import java.util.List;
import java.util.Map;

/**
 * Keeps a derived cache from holding anything built from text that is no longer stored. Ingest invalidates
 * a changed document's entries, but a query may compute an entry from the old revision and store it after
 * that invalidation; so a write checks the sources before storing and again after, and removes what it
 * stored if a source changed in between, and a read of an entry whose sources changed removes it.
 */
public final class SourceGuard {
    private final GraphStore store;

    public SourceGuard(GraphStore store) {
        this.store = store;
    }

    /**
     * Whether every source (document key -> revision) is still stored at its revision; the entries derived
     * from the changed ones are invalidated in {@code cache}.
     */
    public boolean current(String collection, Map<String, String> sources, DerivedCache cache) {
        List<DocumentId> changed = SourceRevisions.changed(store, collection, sources);
        changed.forEach(cache::invalidate);
        return changed.isEmpty();
    }

    /**
     * Runs {@code put} unless a source changed before it, and invalidates in {@code cache} the sources that
     * changed while it ran.
     *
     * @return whether the entry was stored and its sources are still current
     */
    public boolean putIfCurrent(String collection, Map<String, String> sources, DerivedCache cache, Runnable put) {
        if (!SourceRevisions.changed(store, collection, sources).isEmpty()) {
            return false;
        }
        put.run();
        return current(collection, sources, cache);
    }
}
