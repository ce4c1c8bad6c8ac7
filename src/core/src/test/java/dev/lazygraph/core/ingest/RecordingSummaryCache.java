package dev.lazygraph.core.ingest;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A summary cache that records each invalidation together with what the store held for that document at
 * that moment, so tests can tell whether the store was written before the cache was invalidated.
 */
public final class RecordingSummaryCache implements SummaryCache {
    /** @param storedRevision the document's revision in the store when invalidated; empty when not stored */
    public record Invalidation(DocumentId document, Optional<String> storedRevision) {
    }

    private final List<Invalidation> invalidations = new ArrayList<>();
    private GraphStore store;

    public void observe(GraphStore store) {
        this.store = store;
    }

    public synchronized List<Invalidation> invalidations() {
        return List.copyOf(invalidations);
    }

    @Override
    public Optional<CachedSummary> get(String collection, String key) {
        return Optional.empty();
    }

    @Override
    public void put(CachedSummary summary) {
        throw new UnsupportedOperationException("ingest never writes summaries");
    }

    @Override
    public synchronized int invalidate(DocumentId document) {
        Optional<String> revision = store == null ? Optional.empty()
                : store.document(document).map(DocumentRecord::revision);
        invalidations.add(new Invalidation(document, revision));
        return 0;
    }
}
