package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.DerivedCache;
import dev.lazygraph.core.document.DocumentId;
import java.util.Optional;

/** Port to the cache of community summaries (and cached answers), scoped by collection. */
public interface SummaryCache extends DerivedCache {

    Optional<CachedSummary> get(String collection, String key);

    void put(CachedSummary summary);

    /** Removes every summary built from {@code document}; returns how many were removed. */
    @Override
    int invalidate(DocumentId document);
}
