package dev.lazygraph.core.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.testing.CacheContract;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * What every {@link SummaryCache} must do. Adapters extend this class (it ships in the core test-jar) and
 * provide {@link #newCache()}; persistent adapters also override {@link #reopen}.
 */
public abstract class SummaryCacheContract extends CacheContract<SummaryCache> {

    protected static CachedSummary summary(String collection, String key, String text, Map<String, String> sources) {
        return new CachedSummary(collection, key, text, new TreeMap<>(sources), List.of("concept a", "concept b"),
                120, 40);
    }

    @Test
    void missingKeyIsAbsent() {
        assertEquals(Optional.empty(), cache.get("c1", "no-such-key"));
    }

    @Test
    void storedSummaryIsReadBackUnchanged() {
        CachedSummary s = summary("c1", "k1", "Ada wrote the first program. [1]", Map.of("docs/ada.md", "r1"));
        cache.put(s);
        assertEquals(Optional.of(s), cache.get("c1", "k1"));
    }

    @Test
    void unicodeKeysTextsAndDocumentKeysSurvive() {
        CachedSummary s = summary("c1", "clé/ü ñ?#%2F", "Résumé: naïve café — “quoted” [1]",
                Map.of("dossier/été 2024/ü.txt", "rév-1", "a b%20c.md", "r2"));
        cache.put(s);
        assertEquals(Optional.of(s), cache.get("c1", "clé/ü ñ?#%2F"));
        assertEquals(1, cache.invalidate(new DocumentId("c1", "dossier/été 2024/ü.txt")));
        assertEquals(Optional.empty(), cache.get("c1", "clé/ü ñ?#%2F"));
    }

    @Test
    void putUnderTheSameKeyReplaces() {
        cache.put(summary("c1", "k1", "old", Map.of("a.md", "r1")));
        CachedSummary newer = summary("c1", "k1", "new", Map.of("b.md", "r1"));
        cache.put(newer);
        assertEquals(Optional.of(newer), cache.get("c1", "k1"));
        assertEquals(0, cache.invalidate(new DocumentId("c1", "a.md")), "the replaced summary's sources are gone");
        assertEquals(1, cache.invalidate(new DocumentId("c1", "b.md")));
    }

    @Test
    void invalidateRemovesEverySummaryBuiltFromTheDocumentAndOnlyThose() {
        cache.put(summary("c1", "k1", "from a", Map.of("a.md", "r1")));
        cache.put(summary("c1", "k2", "from a and b", Map.of("a.md", "r1", "b.md", "r7")));
        cache.put(summary("c1", "k3", "from b", Map.of("b.md", "r7")));

        assertEquals(2, cache.invalidate(new DocumentId("c1", "a.md")));

        assertTrue(cache.get("c1", "k1").isEmpty());
        assertTrue(cache.get("c1", "k2").isEmpty());
        assertTrue(cache.get("c1", "k3").isPresent());
        assertEquals(0, cache.invalidate(new DocumentId("c1", "a.md")), "nothing left to invalidate");
        assertEquals(1, cache.invalidate(new DocumentId("c1", "b.md")));
    }

    @Test
    void invalidatingAnUnknownDocumentRemovesNothing() {
        cache.put(summary("c1", "k1", "text", Map.of("a.md", "r1")));
        assertEquals(0, cache.invalidate(new DocumentId("c1", "never-stored.md")));
        assertTrue(cache.get("c1", "k1").isPresent());
    }

    @Test
    void collectionsAreIsolated() {
        CachedSummary inA = summary("tenant-a", "k1", "A's summary", Map.of("same.md", "r1"));
        CachedSummary inB = summary("tenant-b", "k1", "B's summary", Map.of("same.md", "r1"));
        cache.put(inA);
        cache.put(inB);

        assertEquals(Optional.of(inA), cache.get("tenant-a", "k1"));
        assertEquals(1, cache.invalidate(new DocumentId("tenant-b", "same.md")));

        assertEquals(Optional.of(inA), cache.get("tenant-a", "k1"), "deleting in B never touches A");
        assertTrue(cache.get("tenant-b", "k1").isEmpty());
    }

    @Test
    void storedSummariesAndInvalidationsOutliveTheClient() {
        cache.put(summary("c1", "kept", "kept", Map.of("b.md", "r1")));
        cache.put(summary("c1", "dropped", "dropped", Map.of("a.md", "r1")));
        cache.invalidate(new DocumentId("c1", "a.md"));

        SummaryCache reopened = reopen(cache);

        assertEquals("kept", reopened.get("c1", "kept").orElseThrow().text());
        assertTrue(reopened.get("c1", "dropped").isEmpty());
        assertEquals(1, reopened.invalidate(new DocumentId("c1", "b.md")), "the source index is rebuilt too");
    }

    @Test
    void concurrentPutsAndInvalidationsLeaveNoSummaryOfAnInvalidatedDocument() throws Exception {
        int writers = 4;
        int perWriter = 50;
        raceWritersAgainstInvalidations(writers, perWriter, new DocumentId("c1", "hot.md"), (writer, i) ->
                cache.put(summary("c1", "k-" + writer + "-" + i, "text",
                        Map.of("hot.md", "r1", "other-" + writer + ".md", "r1"))));
        int survivors = cache.invalidate(new DocumentId("c1", "hot.md"));
        for (int w = 0; w < writers; w++) {
            for (int i = 0; i < perWriter; i++) {
                assertFalse(cache.get("c1", "k-" + w + "-" + i).isPresent(),
                        "a summary of an invalidated document survived");
            }
            assertEquals(0, cache.invalidate(new DocumentId("c1", "other-" + w + ".md")),
                    "the source index lost track of a removed summary");
        }
        assertTrue(survivors <= writers * perWriter);
    }
}
