package dev.lazygraph.core.summary;

import dev.lazygraph.core.document.DocumentId;
import java.util.Optional;

/** Port to the cache of community summaries, scoped by collection. */
public interface SummaryCache {

    Optional<CachedSummary> get(String collection, String key);

    void put(CachedSummary summary);

    /** Removes every summary built from {@code document}; returns how many were removed. */
    int invalidate(DocumentId document);
}
