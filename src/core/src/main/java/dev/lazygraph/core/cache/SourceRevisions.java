package dev.lazygraph.core.cache;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The document revisions something was built from (a summary, a cached answer, relevance verdicts, an
 * answer), under the one rule behind "nothing is served from text that changed": every source document was
 * read at one revision, and that revision is still the stored one. Chunks of two revisions of one document
 * were read across a concurrent overwrite: what was built from them is never kept or returned. Not
 * thread-safe: one instance collects the sources of one thing.
 */
public final class SourceRevisions {
    private final SortedMap<String, String> revisions = new TreeMap<>();
    private boolean mixed;

    public static SourceRevisions of(Collection<Chunk> chunks) {
        SourceRevisions sources = new SourceRevisions();
        chunks.forEach(sources::add);
        return sources;
    }

    public SourceRevisions add(Chunk chunk) {
        return add(chunk.document().key(), chunk.revision());
    }

    public SourceRevisions add(String documentKey, String revision) {
        String other = revisions.putIfAbsent(documentKey, revision);
        mixed |= other != null && !other.equals(revision);
        return this;
    }

    /** Whether every document was read at one revision. */
    public boolean consistent() {
        return !mixed;
    }

    /** Document key -> the revision read, in key order: a copy. */
    public SortedMap<String, String> revisions() {
        return new TreeMap<>(revisions);
    }

    /** Whether every document was read at one revision that is still the stored one. */
    public boolean current(GraphStore store, String collection) {
        return consistent() && changed(store, collection, revisions).isEmpty();
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
