package dev.lazygraph.core.cache;

import dev.lazygraph.core.document.DocumentId;
import java.util.List;

/** Several derived caches invalidated together, in order: what ingest holds when a deployment has several. */
public record DerivedCaches(List<DerivedCache> caches) implements DerivedCache {
    public DerivedCaches {
        caches = List.copyOf(caches);
    }

    public static DerivedCaches of(DerivedCache... caches) {
        return new DerivedCaches(List.of(caches));
    }

    @Override
    public int invalidate(DocumentId document) {
        int removed = 0;
        for (DerivedCache cache : caches) {
            removed += cache.invalidate(document);
        }
        return removed;
    }
}
