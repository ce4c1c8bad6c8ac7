package dev.lazygraph.core.cache;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Checks that the document revisions something was built from are still the stored ones. */
public final class SourceRevisions {
    private SourceRevisions() {
    }

    /** The documents among {@code sources} (key -> revision) that were deleted or now hold another revision. */
    public static List<DocumentId> changed(GraphStore store, String collection, Map<String, String> sources) {
        List<DocumentId> changed = new ArrayList<>();
        sources.forEach((key, revision) -> {
            DocumentId id = new DocumentId(collection, key);
            Optional<DocumentRecord> current = store.document(id);
            if (current.isEmpty() || !current.get().revision().equals(revision)) {
                changed.add(id);
            }
        });
        return changed;
    }
}
