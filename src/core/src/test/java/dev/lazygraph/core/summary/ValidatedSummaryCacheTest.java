package dev.lazygraph.core.summary;

import static dev.lazygraph.core.testing.Docs.oneChunk;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ValidatedSummaryCacheTest {
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemorySummaryCache raw = new InMemorySummaryCache();
    private final ValidatedSummaryCache cache = new ValidatedSummaryCache(raw, store);

    ValidatedSummaryCacheTest() {
        store.put(oneChunk("c", "a.md", "alpha text"));
        store.put(oneChunk("c", "b.md", "beta text"));
    }

    private static CachedSummary summary(String key, Map<String, String> sources) {
        return new CachedSummary("c", key, "summary " + key, new TreeMap<>(sources), List.of("x"), 0, 0);
    }

    private void overwrite(String key) {
        DocumentIndex old = oneChunk("c", key, "new text");
        store.put(new DocumentIndex(old.id(), "r2", old.title(), old.words(), List.of()));
    }

    @Test
    void aSummaryWhoseSourcesAreCurrentIsServed() {
        assertTrue(cache.putIfCurrent(summary("k", Map.of("a.md", "r1", "b.md", "r1"))));
        assertEquals("summary k", cache.get("c", "k").orElseThrow().text());
    }

    @Test
    void aSummaryOfAnOverwrittenDocumentIsNeverServedEvenIfIngestDidNotInvalidateIt() {
        cache.putIfCurrent(summary("k", Map.of("a.md", "r1", "b.md", "r1")));
        overwrite("b.md");

        assertEquals(Optional.empty(), cache.get("c", "k"));
        assertEquals(Optional.empty(), raw.get("c", "k"), "the stale summary was removed, not just skipped");
    }

    @Test
    void aSummaryOfADeletedDocumentIsNeverServed() {
        cache.putIfCurrent(summary("k", Map.of("a.md", "r1")));
        store.delete(new DocumentId("c", "a.md"));

        assertEquals(Optional.empty(), cache.get("c", "k"));
        assertEquals(Optional.empty(), raw.get("c", "k"));
    }

    @Test
    void aSummaryBuiltFromAnOldRevisionIsNotStored() {
        overwrite("a.md");
        assertFalse(cache.putIfCurrent(summary("k", Map.of("a.md", "r1"))));
        assertEquals(Optional.empty(), raw.get("c", "k"));
    }

    @Test
    void aSummaryStoredAfterTheInvalidationOfItsSourceDoesNotSurvive() {
        // The race: ingest overwrites a.md and invalidates its summaries between the query's check and its put.
        SummaryCache racing = new SummaryCache() {
            @Override
            public Optional<CachedSummary> get(String collection, String key) {
                return raw.get(collection, key);
            }

            @Override
            public void put(CachedSummary summary) {
                overwrite("a.md");
                raw.invalidate(new DocumentId("c", "a.md"));
                raw.put(summary);
            }

            @Override
            public int invalidate(DocumentId document) {
                return raw.invalidate(document);
            }
        };
        ValidatedSummaryCache validated = new ValidatedSummaryCache(racing, store);

        assertFalse(validated.putIfCurrent(summary("k", Map.of("a.md", "r1"))));

        assertEquals(Optional.empty(), raw.get("c", "k"), "the late summary was removed");
        assertEquals(Optional.empty(), validated.get("c", "k"));
    }
}
