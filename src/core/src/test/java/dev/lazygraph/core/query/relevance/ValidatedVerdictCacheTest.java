package dev.lazygraph.core.query.relevance;

import static dev.lazygraph.core.testing.Docs.oneChunk;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The verdict cache keeps the summary cache's promise: nothing about replaced or deleted text survives. */
class ValidatedVerdictCacheTest {
    private static final String Q = VerdictCache.questionKey("what about alpha?");
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemoryVerdictCache raw = new InMemoryVerdictCache();
    private final ValidatedVerdictCache cache = new ValidatedVerdictCache(raw, store);
    private final Chunk a;
    private final Chunk b;

    ValidatedVerdictCacheTest() {
        DocumentIndex docA = oneChunk("c", "a.md", "alpha text");
        DocumentIndex docB = oneChunk("c", "b.md", "beta text");
        store.put(docA);
        store.put(docB);
        a = docA.chunks().get(0).chunk();
        b = docB.chunks().get(0).chunk();
    }

    private static CachedVerdict verdict(Chunk chunk) {
        return new CachedVerdict("c", Q, chunk.id(), chunk.document().key(), chunk.revision(), true, 30);
    }

    private void overwrite(String key) {
        DocumentIndex old = oneChunk("c", key, "new text");
        store.put(new DocumentIndex(old.id(), "r2", old.title(), old.words(), List.of()));
    }

    @Test
    void verdictsAboutCurrentChunksAreStoredAndServed() {
        assertTrue(cache.putIfCurrent("c", List.of(verdict(a), verdict(b))));
        assertEquals(2, cache.get("c", Q, List.of(a, b)).size());
    }

    @Test
    void aVerdictAboutAnOverwrittenDocumentIsNotStored() {
        overwrite("a.md");
        assertFalse(cache.putIfCurrent("c", List.of(verdict(a))));
        assertEquals(Map.of(), raw.get("c", Q, List.of(a)));
    }

    @Test
    void aVerdictAboutADeletedDocumentIsNotStored() {
        store.delete(new DocumentId("c", "a.md"));
        assertFalse(cache.putIfCurrent("c", List.of(verdict(a))));
        assertEquals(Map.of(), raw.get("c", Q, List.of(a)));
    }

    @Test
    void verdictsReadAcrossAConcurrentOverwriteAreNotStored() {
        Chunk newer = new Chunk(Chunk.idOf(a.document(), "r2", 0), a.document(), "r2", 0, 0, 3, "new");
        assertFalse(cache.putIfCurrent("c", List.of(verdict(a), verdict(newer))));
        assertEquals(Map.of(), raw.get("c", Q, List.of(a, newer)));
    }

    @Test
    void aVerdictStoredAfterTheInvalidationOfItsDocumentDoesNotSurvive() {
        // The race: ingest overwrites a.md and invalidates its verdicts between the query's check and its put.
        VerdictCache racing = new VerdictCache() {
            @Override
            public Map<String, CachedVerdict> get(String collection, String questionKey, Collection<Chunk> chunks) {
                return raw.get(collection, questionKey, chunks);
            }

            @Override
            public void put(List<CachedVerdict> verdicts) {
                overwrite("a.md");
                raw.invalidate(new DocumentId("c", "a.md"));
                raw.put(verdicts);
            }

            @Override
            public int invalidate(DocumentId document) {
                return raw.invalidate(document);
            }
        };

        assertFalse(new ValidatedVerdictCache(racing, store).putIfCurrent("c", List.of(verdict(a), verdict(b))));

        assertEquals(Map.of(), raw.get("c", Q, List.of(a)), "the late verdict was removed");
        assertEquals(1, raw.get("c", Q, List.of(b)).size(), "the verdict about the unchanged document stays");
    }
}
