package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.cache.SourceGuard;
import dev.lazygraph.core.cache.SourceRevisions;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.GraphStore;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The verdict cache as the query uses it, with the summary cache's guarantee ({@link SourceGuard}): a
 * verdict is never stored for a document revision that is no longer current, including when the document
 * changes while it is being stored. Reads need no check of their own: verdicts are looked up by the ids of
 * chunks the query has just read from the graph store, and a chunk id names its document's revision.
 */
public final class ValidatedVerdictCache {
    private final VerdictCache cache;
    private final SourceGuard guard;

    public ValidatedVerdictCache(VerdictCache cache, GraphStore store) {
        this.cache = cache;
        this.guard = new SourceGuard(store);
    }

    public Map<String, CachedVerdict> get(String collection, String questionKey, Collection<Chunk> chunks) {
        return chunks.isEmpty() ? Map.of() : cache.get(collection, questionKey, chunks);
    }

    /**
     * Stores the verdicts of one collection whose documents are still at their revisions.
     *
     * @return whether every verdict was stored and its document is still current
     */
    public boolean putIfCurrent(String collection, List<CachedVerdict> verdicts) {
        SourceRevisions sources = new SourceRevisions();
        verdicts.forEach(verdict -> sources.add(verdict.documentKey(), verdict.revision()));
        return verdicts.isEmpty() || sources.consistent() && guard.putIfCurrent(collection, sources.revisions(), cache,
                () -> cache.put(new ArrayList<>(verdicts)));
    }
}
