package dev.lazygraph.core.cache;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Checks that the document revisions something was built from are still the stored ones. */
public final class SourceRevisions {
    private SourceRevisions() {
    }

    /** The documents among {@code sources} (key -> revision) that were deleted or now hold another revision. */
    public static List<DocumentId> changed(GraphStore store, String collection, Map<String, String> sources) {
        Map<String, DocumentRecord> current = store.documents(collection, sources.keySet());
        List<DocumentId> changed = new ArrayList<>();
        sources.forEach((key, revision) -> {
            DocumentRecord stored = current.get(key);
            if (stored == null || !stored.revision().equals(revision)) {
                changed.add(new DocumentId(collection, key));
            }
        });
        return changed;
    }
}
