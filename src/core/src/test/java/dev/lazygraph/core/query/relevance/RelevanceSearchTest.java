package dev.lazygraph.core.query.relevance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict;
import dev.lazygraph.core.testing.Docs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RelevanceSearchTest {
    private final Map<String, IndexedChunk> chunks = new LinkedHashMap<>();

    RelevanceSearchTest() {
        for (int i = 0; i < 40; i++) {
            IndexedChunk chunk = Docs.oneChunk("c", "k" + i, "text " + i).chunks().get(0);
            chunks.put(chunk.id(), chunk);
        }
    }

    private String id(int i) {
        return Docs.chunkId("c", "k" + i);
    }

    private List<String> ids(int... numbers) {
        List<String> list = new ArrayList<>();
        for (int n : numbers) {
            list.add(id(n));
        }
        return list;
    }

    /** Judges by a fixed set of relevant chunks and records what it was asked. */
    private static final class SetJudge implements RelevanceJudge {
        final Set<String> relevant;
        final List<String> asked = new ArrayList<>();

        SetJudge(Set<String> relevant) {
            this.relevant = relevant;
        }

        @Override
        public List<Verdict> judge(List<IndexedChunk> batch) {
            batch.forEach(c -> asked.add(c.id()));
            return batch.stream().map(c -> relevant.contains(c.id()) ? Verdict.RELEVANT : Verdict.IRRELEVANT).toList();
        }
    }

    private List<Community> hierarchy() {
        Community c11 = new Community("1.1", 2, List.of("a1"), ids(0, 1, 2), 3, List.of());
        Community c12 = new Community("1.2", 2, List.of("a2"), ids(3, 4, 5), 2, List.of());
        Community c1 = new Community("1", 1, List.of("a1", "a2"), ids(0, 3, 1, 4, 2, 5), 5, List.of(c11, c12));
        Community c21 = new Community("2.1", 2, List.of("b1"), ids(9, 10), 1, List.of());
        Community c2 = new Community("2", 1, List.of("b1", "b2"), ids(6, 7, 8, 9, 10), 4, List.of(c21));
        List<Community> top = new ArrayList<>(List.of(c1, c2));
        for (int i = 0; i < 8; i++) {
            top.add(new Community(String.valueOf(3 + i), 1, List.of("n" + i), ids(11 + 3 * i, 12 + 3 * i, 13 + 3 * i),
                    0.5 - i * 0.01, List.of()));
        }
        return top;
    }

    @Test
    void neverMoreTestsThanTheBudget() {
        for (int budget = 0; budget <= 40; budget++) {
            SetJudge judge = new SetJudge(Set.copyOf(ids(0, 1, 2, 9, 11, 20, 30)));
            RelevanceSearch.Result result = new RelevanceSearch(3, 3).search(budget, 8, hierarchy(), chunks, judge, judge);
            assertTrue(result.tests() <= budget, "budget " + budget + ": " + result.tests() + " tests");
            assertEquals(judge.asked.size(), result.tests(), "every test counted");
            assertEquals(judge.asked.size(), Set.copyOf(judge.asked).size(), "no chunk tested twice");
        }
    }

    @Test
    void deepensIntoRelevantCommunitiesOnlyAndSelectsTheDeepestRelevantOnes() {
        SetJudge judge = new SetJudge(Set.of(id(0), id(9)));

        RelevanceSearch.Result result = new RelevanceSearch(3, 3).search(100, 8, hierarchy(), chunks, judge, judge);

        assertEquals(List.of("1.1"), result.selected().stream().map(Community::id).toList());
        assertEquals(List.of(id(0)), result.relevantChunks().get("1.1"));
        assertFalse(judge.asked.contains(id(9)), "community 2 looked irrelevant, so 2.1 was never opened");
        assertEquals(List.of(id(0)), result.relevant());
        assertEquals(12, result.considered(), "10 top-level communities and the two children of community 1");
    }

    @Test
    void aRelevantCommunityWhoseChildrenAreNotRelevantIsSelectedItself() {
        // Chunk 3 is in community 1's first three tests but 1.2 is never tested relevant: its tests are 4, 5.
        SetJudge judge = new SetJudge(Set.of(id(3)));

        RelevanceSearch.Result result = new RelevanceSearch(3, 3).search(100, 8, hierarchy(), chunks, judge, judge);

        assertEquals(List.of("1.2"), result.selected().stream().map(Community::id).toList(),
                "1.2 contains the relevant chunk 3 already tested under 1");
    }

    @Test
    void whenTheLlmBecomesUnavailableTheRestIsJudgedLexicallyAndCounted() {
        RelevanceJudge broken = batch -> batch.stream().map(c -> Verdict.UNAVAILABLE).toList();
        SetJudge lexical = new SetJudge(Set.of(id(0)));

        RelevanceSearch.Result result = new RelevanceSearch(3, 3).search(10, 8, hierarchy(), chunks, broken, lexical);

        assertEquals(10, result.tests());
        assertEquals(10, lexical.asked.size());
        assertEquals(List.of("1.1"), result.selected().stream().map(Community::id).toList());
    }

    @Test
    void anExhaustedTokenBudgetHandsTheRestToTheFallbackJudge() {
        int[] calls = {0};
        RelevanceJudge metered = batch -> {
            calls[0]++;
            List<Verdict> verdicts = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                verdicts.add(calls[0] == 1 && i < 2 ? Verdict.RELEVANT : Verdict.OUT_OF_BUDGET);
            }
            return verdicts;
        };

        SetJudge lexical = new SetJudge(Set.of());

        RelevanceSearch.Result result = new RelevanceSearch(3, 3).search(20, 8, hierarchy(), chunks, metered, lexical);

        assertTrue(result.outOfTokens());
        assertEquals(1, calls[0], "the metered judge is not asked again");
        assertEquals(20, result.tests());
        assertEquals(18, lexical.asked.size(), "two tests were decided by the metered judge");
        assertTrue(result.relevant().containsAll(ids(0, 3)));
    }

    @Test
    void aRoundJudgesTheTestsOfSeveralCommunitiesTogetherAndEachStillCountsAsOneTest() {
        List<Integer> batchSizes = new ArrayList<>();
        SetJudge inner = new SetJudge(Set.of(id(0)));
        RelevanceJudge recording = batch -> {
            batchSizes.add(batch.size());
            return inner.judge(batch);
        };

        RelevanceSearch.Result result = new RelevanceSearch(2, 8).search(100, 8, hierarchy(), chunks, recording, inner);

        assertEquals(8, batchSizes.get(0), "the first round fills a batch from four communities");
        assertTrue(batchSizes.stream().allMatch(size -> size <= 8), batchSizes.toString());
        assertEquals(batchSizes.stream().mapToInt(Integer::intValue).sum(), result.tests());
        assertEquals(inner.asked.size(), Set.copyOf(inner.asked).size(), "no chunk tested twice");
        assertEquals(List.of("1.1"), result.selected().stream().map(Community::id).toList());
    }

    @Test
    void anUnclearVerdictIsJudgedByTheFallbackWhileTheJudgeKeepsJudgingTheRest() {
        SetJudge lexical = new SetJudge(Set.of(id(1)));
        int[] calls = {0};
        RelevanceJudge unclearFirst = batch -> {
            calls[0]++;
            return batch.stream().map(c -> calls[0] == 1 ? Verdict.UNCLEAR
                    : c.id().equals(id(0)) ? Verdict.RELEVANT : Verdict.IRRELEVANT).toList();
        };

        RelevanceSearch.Result result = new RelevanceSearch(3, 3).search(30, 8, hierarchy(), chunks, unclearFirst, lexical);

        assertEquals(3, lexical.asked.size(), "only the unclear round went to the fallback");
        assertTrue(calls[0] > 1, "the judge was asked again after an unclear reply");
        assertTrue(result.relevant().contains(id(1)), "the fallback's verdict counts");
        assertFalse(result.outOfTokens());
        assertEquals(30, result.tests());
    }

    /** A relevant leaf of eight chunks (0..7) and an irrelevant one (8, 9); two tests a visit. */
    private List<Community> relevantLeaf() {
        return List.of(new Community("1", 1, List.of("a"), ids(0, 1, 2, 3, 4, 5, 6, 7), 2, List.of()),
                new Community("2", 1, List.of("b"), ids(8, 9), 1, List.of()));
    }

    @Test
    void aRelevantLeafIsVisitedAgainForItsNextChunksWhileItsVisitsFindRelevantOnes() {
        SetJudge judge = new SetJudge(Set.of(id(0), id(2), id(5)));

        RelevanceSearch.Result result = new RelevanceSearch(2, 2).search(100, 8, relevantLeaf(), chunks, judge,
                new SetJudge(Set.of()));

        assertEquals(ids(0, 2, 5), result.relevant(), "the sixth chunk of the relevant leaf is tested");
        assertEquals(ids(0, 1, 8, 9, 2, 3, 4, 5, 6, 7), judge.asked,
                "the leaf is visited again only once no community waits, and after each visit finding one");
        assertEquals(List.of("1", "2"), result.consideredIds(), "a community visited again is considered once");
    }

    @Test
    void aVisitAgainThatFindsNothingRelevantEndsTheSearch() {
        SetJudge judge = new SetJudge(Set.of(id(0), id(5)));

        RelevanceSearch.Result result = new RelevanceSearch(2, 2).search(100, 8, relevantLeaf(), chunks, judge,
                new SetJudge(Set.of()));

        assertEquals(ids(0, 1, 8, 9, 2, 3), judge.asked);
        assertEquals(ids(0), result.relevant());
        assertEquals(6, result.tests());
    }

    @Test
    void theFallbackJudgeNeverVisitsAgain() {
        SetJudge lexical = new SetJudge(Set.of(id(0), id(2), id(5)));

        RelevanceSearch.Result alone = new RelevanceSearch(2, 2).search(100, 8, relevantLeaf(), chunks, lexical,
                lexical);

        assertEquals(ids(0, 1, 8, 9), lexical.asked, "no preferred judge: the search ends as no community waits");
        assertEquals(ids(0), alone.relevant());

        int[] calls = {0};
        RelevanceJudge spent = batch -> {
            calls[0]++;
            return batch.stream().map(c -> calls[0] == 1 && c.id().equals(id(0)) ? Verdict.RELEVANT
                    : calls[0] == 1 ? Verdict.IRRELEVANT : Verdict.OUT_OF_BUDGET).toList();
        };
        SetJudge fallback = new SetJudge(Set.of(id(2)));

        RelevanceSearch.Result afterBudget = new RelevanceSearch(2, 2).search(100, 8, relevantLeaf(), chunks, spent,
                fallback);

        assertEquals(ids(8, 9), fallback.asked, "the preferred judge ran out before the visits again");
        assertEquals(ids(0), afterBudget.relevant());

        RelevanceJudge unclear = batch -> batch.stream().map(c -> Verdict.UNCLEAR).toList();
        SetJudge decides = new SetJudge(Set.of(id(0), id(2), id(5)));

        RelevanceSearch.Result undecided = new RelevanceSearch(2, 2).search(100, 8, relevantLeaf(), chunks, unclear,
                decides);

        assertEquals(ids(0, 1, 8, 9), decides.asked, "what only the fallback found relevant is not visited again");
        assertEquals(ids(0), undecided.relevant());
    }
}
