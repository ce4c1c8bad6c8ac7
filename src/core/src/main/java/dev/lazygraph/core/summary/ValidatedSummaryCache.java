package dev.lazygraph.core.summary;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.GraphStore;
import java.util.List;
import java.util.Optional;

/**
 * The summary cache as the query uses it: a summary is only served while every source document is still
 * stored at the revision it was built from. Ingest invalidates summaries when a document changes, but a
 * query may compute a summary from the old revision and store it after that invalidation; so every read
 * checks the sources against the graph store, and every write checks them again after storing and removes
 * the summary if a source changed in between. A summary holding replaced or deleted text is never served.
 */
public final class ValidatedSummaryCache {
    private final SummaryCache cache;
    private final GraphStore store;

    public ValidatedSummaryCache(SummaryCache cache, GraphStore store) {
        this.cache = cache;
        this.store = store;
    }

    /** The cached summary if all its sources are current; a stale one is removed and reported absent. */
    public Optional<CachedSummary> get(String collection, String key) {
        Optional<CachedSummary> cached = cache.get(collection, key);
        if (cached.isEmpty()) {
            return cached;
        }
        List<DocumentId> changed = SourceRevisions.changed(store, collection, cached.get().sources());
        if (changed.isEmpty()) {
            return cached;
        }
        changed.forEach(cache::invalidate);
        return Optional.empty();
    }

    /**
     * Stores {@code summary} unless a source changed before or while it was stored.
     *
     * @return whether the summary was stored and its sources are still current
     */
    public boolean putIfCurrent(CachedSummary summary) {
        if (!SourceRevisions.changed(store, summary.collection(), summary.sources()).isEmpty()) {
            return false;
        }
        cache.put(summary);
        List<DocumentId> changed = SourceRevisions.changed(store, summary.collection(), summary.sources());
        changed.forEach(cache::invalidate);
        return changed.isEmpty();
    }
}
