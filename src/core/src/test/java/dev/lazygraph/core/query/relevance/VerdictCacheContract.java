package dev.lazygraph.core.query.relevance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.testing.CacheContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What every {@link VerdictCache} must do, like {@link dev.lazygraph.core.summary.SummaryCacheContract} for
 * summaries. Adapters extend this class (it ships in the core test-jar) and provide {@link #newCache()};
 * persistent adapters also override {@link #reopen}.
 */
public abstract class VerdictCacheContract extends CacheContract<VerdictCache> {
    protected static final String Q1 = VerdictCache.questionKey("Who designed the camera?");
    protected static final String Q2 = VerdictCache.questionKey("When was it sold?");

    protected static Chunk chunk(String collection, String document, String revision, int ordinal) {
        DocumentId id = new DocumentId(collection, document);
        return new Chunk(Chunk.idOf(id, revision, ordinal), id, revision, ordinal, 0, 10, "text " + ordinal);
    }

    protected static CachedVerdict verdict(String question, Chunk chunk, boolean relevant, int tokens) {
        return new CachedVerdict(chunk.document().collection(), question, chunk.id(), chunk.document().key(),
                chunk.revision(), relevant, tokens);
    }

    @Test
    void questionKeysIgnoreCaseAndSpacingButNotWords() {
        assertEquals(Q1, VerdictCache.questionKey("  who   DESIGNED the camera?\n"));
        assertFalse(Q1.equals(VerdictCache.questionKey("Who designed the lens?")));
    }

    @Test
    void storedVerdictsAreReadBackUnchangedAndMissesAreAbsent() {
        Chunk a = chunk("c1", "a.md", "r1", 0);
        Chunk b = chunk("c1", "a.md", "r1", 1);
        Chunk c = chunk("c1", "b.md", "r7", 0);
        CachedVerdict yes = verdict(Q1, a, true, 41);
        CachedVerdict no = verdict(Q1, c, false, 40);
        cache.put(List.of(yes, no));

        assertEquals(Map.of(a.id(), yes, c.id(), no), cache.get("c1", Q1, List.of(a, b, c)));
        assertEquals(Map.of(), cache.get("c1", Q2, List.of(a, b, c)), "another question has no verdicts");
        assertEquals(Map.of(), cache.get("c1", Q1, List.of()));
    }

    @Test
    void aChunkOfAnotherRevisionIsAMiss() {
        Chunk old = chunk("c1", "a.md", "r1", 0);
        cache.put(List.of(verdict(Q1, old, true, 10)));
        assertEquals(Map.of(), cache.get("c1", Q1, List.of(chunk("c1", "a.md", "r2", 0))));
    }

    @Test
    void putUnderTheSameQuestionAndChunkReplaces() {
        Chunk a = chunk("c1", "a.md", "r1", 0);
        cache.put(List.of(verdict(Q1, a, true, 10)));
        CachedVerdict newer = verdict(Q1, a, false, 12);
        cache.put(List.of(newer));
        assertEquals(Map.of(a.id(), newer), cache.get("c1", Q1, List.of(a)));
        assertEquals(1, cache.invalidate(new DocumentId("c1", "a.md")));
    }

    @Test
    void unicodeAndLongDocumentKeysSurvive() {
        Chunk a = chunk("c1", "dossier/été 2024/ü ñ?#%2F.txt", "rév-1", 3);
        Chunk b = chunk("c1", "x".repeat(1_024), "r1", 0);
        cache.put(List.of(verdict(Q1, a, true, 5), verdict(Q1, b, false, 6)));
        assertEquals(2, cache.get("c1", Q1, List.of(a, b)).size());
        assertEquals(1, cache.invalidate(new DocumentId("c1", "x".repeat(1_024))));
        assertEquals(Map.of(a.id(), verdict(Q1, a, true, 5)), cache.get("c1", Q1, List.of(a, b)));
    }

    @Test
    void invalidateRemovesEveryVerdictAboutTheDocumentAndOnlyThose() {
        Chunk a0 = chunk("c1", "a.md", "r1", 0);
        Chunk a1 = chunk("c1", "a.md", "r2", 1);
        Chunk b0 = chunk("c1", "b.md", "r1", 0);
        cache.put(List.of(verdict(Q1, a0, true, 1), verdict(Q2, a1, true, 1), verdict(Q1, b0, false, 1)));

        assertEquals(2, cache.invalidate(new DocumentId("c1", "a.md")), "both revisions, both questions");

        assertEquals(Map.of(), cache.get("c1", Q1, List.of(a0)));
        assertEquals(Map.of(), cache.get("c1", Q2, List.of(a1)));
        assertEquals(1, cache.get("c1", Q1, List.of(b0)).size());
        assertEquals(0, cache.invalidate(new DocumentId("c1", "a.md")), "nothing left to invalidate");
        assertEquals(0, cache.invalidate(new DocumentId("c1", "never-stored.md")));
    }

    @Test
    void collectionsAreIsolated() {
        Chunk inA = chunk("tenant-a", "same.md", "r1", 0);
        Chunk inB = chunk("tenant-b", "same.md", "r1", 0);
        cache.put(List.of(verdict(Q1, inA, true, 1)));
        cache.put(List.of(verdict(Q1, inB, false, 1)));

        assertEquals(1, cache.invalidate(new DocumentId("tenant-b", "same.md")));

        assertTrue(cache.get("tenant-a", Q1, List.of(inA)).get(inA.id()).relevant(), "deleting in B never touches A");
        assertEquals(Map.of(), cache.get("tenant-b", Q1, List.of(inB)));
    }

    @Test
    void storedVerdictsAndInvalidationsOutliveTheClient() {
        Chunk kept = chunk("c1", "b.md", "r1", 0);
        Chunk dropped = chunk("c1", "a.md", "r1", 0);
        cache.put(List.of(verdict(Q1, kept, true, 3), verdict(Q1, dropped, true, 3)));
        cache.invalidate(new DocumentId("c1", "a.md"));

        VerdictCache reopened = reopen(cache);

        assertEquals(Map.of(kept.id(), verdict(Q1, kept, true, 3)), reopened.get("c1", Q1, List.of(kept, dropped)));
        assertEquals(1, reopened.invalidate(new DocumentId("c1", "b.md")));
    }

    @Test
    void concurrentPutsAndInvalidationsLeaveNoVerdictOfAnInvalidatedDocument() throws Exception {
        int writers = 4;
        int perWriter = 25;
        List<Chunk> hot = new ArrayList<>();
        raceWritersAgainstInvalidations(writers, perWriter, new DocumentId("c1", "hot.md"), (writer, i) -> {
            Chunk h = chunk("c1", "hot.md", "r1", writer * perWriter + i);
            synchronized (hot) {
                hot.add(h);
            }
            cache.put(List.of(verdict(Q1, h, true, 1),
                    verdict(Q1, chunk("c1", "other-" + writer + ".md", "r1", i), true, 1)));
        });
        cache.invalidate(new DocumentId("c1", "hot.md"));
        assertEquals(Map.of(), cache.get("c1", Q1, hot), "a verdict about an invalidated document survived");
        for (int w = 0; w < writers; w++) {
            assertEquals(perWriter, cache.invalidate(new DocumentId("c1", "other-" + w + ".md")),
                    "verdicts about other documents were lost");
        }
    }
}
