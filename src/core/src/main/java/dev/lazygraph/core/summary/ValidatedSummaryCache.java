package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.SourceGuard;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.graph.GraphView;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

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
    private final Predicate<Map<String, String>> readable;

    public ValidatedSummaryCache(SummaryCache cache, GraphStore store) {
        this(cache, new SourceGuard(store), sources -> true);
    }

    private ValidatedSummaryCache(SummaryCache cache, SourceGuard guard, Predicate<Map<String, String>> readable) {
        this.cache = cache;
        this.guard = guard;
        this.readable = readable;
    }

    /**
     * The same cache for one query: a hit is served only if every source is a document the query may read at
     * the revision it was built from ({@link GraphView#readable}). Entries are keyed by what they were built from
     * (chunk ids, excerpts, the exact prompt), and a query builds its keys only from what its view lets it
     * read, so a key another caller's entry shares names sources this one may read; this check holds that
     * even if a key were ever derived otherwise. An entry it refuses stays for the callers who may read it.
     */
    public ValidatedSummaryCache readableIn(GraphView view) {
        return new ValidatedSummaryCache(cache, guard, view::readable);
    }

    /**
     * The cached summary if all its sources are current and readable here; a stale one is removed and
     * reported absent.
     */
    public Optional<CachedSummary> get(String collection, String key) {
        return cache.get(collection, key).filter(hit -> readable.test(hit.sources())
                && guard.current(collection, hit.sources(), cache));
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
