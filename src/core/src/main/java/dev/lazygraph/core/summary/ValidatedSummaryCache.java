package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.SourceGuard;
import dev.lazygraph.core.graph.GraphStore;
import java.util.Optional;

/**
 * The summary cache as the query uses it: a summary is only served while every source document is still
 * stored at the revision it was built from. Ingest invalidates summaries when a document changes, but a
 * query may compute a summary from the old revision and store it after that invalidation; so every read
 * checks the sources against the graph store, and every write checks them again after storing and removes
 * the summary if a source changed in between ({@link SourceGuard}). A summary holding replaced or deleted
 * text is never served. Cached answers and map outputs ({@link CachedCompletions}) live here too.
 */
public final class ValidatedSummaryCache {
    private final SummaryCache cache;
    private final SourceGuard guard;

    public ValidatedSummaryCache(SummaryCache cache, GraphStore store) {
        this.cache = cache;
        this.guard = new SourceGuard(store);
    }

    /** The cached summary if all its sources are current; a stale one is removed and reported absent. */
    public Optional<CachedSummary> get(String collection, String key) {
        return cache.get(collection, key).filter(hit -> guard.current(collection, hit.sources(), cache));
    }

    /**
     * Stores {@code summary} unless a source changed before or while it was stored.
     *
     * @return whether the summary was stored and its sources are still current
     */
    public boolean putIfCurrent(CachedSummary summary) {
        return guard.putIfCurrent(summary.collection(), summary.sources(), cache, () -> cache.put(summary));
    }
}
