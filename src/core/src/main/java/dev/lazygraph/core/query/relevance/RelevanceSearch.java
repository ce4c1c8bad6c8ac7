package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * LazyGraphRAG's relevance search: tests the best chunks of the best-ranked communities first, deepens into
 * the sub-communities of a community found relevant, and stops when the test budget is spent. A relevant
 * community none of whose sub-communities was found relevant has nothing smaller to deepen into but its own
 * chunks, of which a visit tests only the best few: once no community waits and tests are left, such a
 * community is visited again for its next untested chunks, and again after each visit that finds one
 * relevant (the relevant chunks of a community sit together, and a community of MuSiQue or HotpotQA often
 * holds its question's second passage as its sixth to thirteenth chunk). Only what the preferred judge
 * found relevant is visited again, and only while it judges: the fallback judges by the question's words,
 * which the chunks of one community share, so its visits again would bring in every chunk repeating a word
 * of the question (on the SQLite manual, one of them displaced the quote that answered). Tests go in
 * rounds: the best communities waiting are visited together so one batched judgement covers them. When the
 * preferred (LLM) judge cannot go on, because its token budget is spent or it failed, the remaining tests
 * are made by the fallback (lexical) judge, which costs no tokens. Every test is counted; no more than a
 * question's budget are made. Holds nothing of a question: one search serves every question.
 */
public final class RelevanceSearch {

    /**
     * @param selected       the deepest relevant communities (none of their sub-communities was found
     *                       relevant), best first, at most {@code maxSelected}
     * @param relevantChunks community id -> its chunks found relevant, best-ranked first
     * @param relevant       every chunk found relevant, best-ranked first
     * @param consideredIds  ids of the communities whose chunks were looked at, in the order they were
     * @param outOfTokens    the preferred judge stopped because the token budget was spent
     */
    public record Result(List<Community> selected, Map<String, List<String>> relevantChunks, List<String> relevant,
                         int tests, List<String> consideredIds, boolean outOfTokens) {
        public Result {
            consideredIds = List.copyOf(consideredIds);
        }

        /** Communities whose chunks were looked at. */
        public int considered() {
            return consideredIds.size();
        }
    }

    private final int testsPerCommunity;
    private final int testsPerRound;

    /**
     * @param testsPerCommunity chunks tested per community visit
     * @param testsPerRound     tests judged together (one batched LLM prompt): the best communities of the
     *                          queue are visited together until their tests fill a round
     */
    public RelevanceSearch(int testsPerCommunity, int testsPerRound) {
        this.testsPerCommunity = testsPerCommunity;
        this.testsPerRound = Math.max(testsPerCommunity, testsPerRound);
    }

    /**
     * @param budget      relevance tests the question may make
     * @param maxSelected communities the question summarizes at most
     * @param communities top-level communities, best first
     * @param chunks      the candidate chunks the communities refer to, best-ranked first
     * @param judge       the preferred judge (an LLM's, when configured)
     * @param fallback    the judge used once {@code judge} becomes unavailable, and for the chunks whose
     *                    verdict {@code judge} left unclear
     */
    public Result search(int budget, int maxSelected, List<Community> communities, Map<String, IndexedChunk> chunks,
                         RelevanceJudge judge, RelevanceJudge fallback) {
        PriorityQueue<Community> queue = new PriorityQueue<>(
                Comparator.comparingDouble(Community::score).reversed().thenComparing(Community::id));
        queue.addAll(communities);
        Map<String, Boolean> verdicts = new HashMap<>();
        Map<String, Community> relevantCommunities = new LinkedHashMap<>();
        int tests = 0;
        List<String> considered = new ArrayList<>();
        boolean outOfTokens = false;
        RelevanceJudge current = judge;
        boolean revisiting = false;
        Set<String> foundByJudge = new HashSet<>();
        while (tests < budget) {
            if (revisiting && current == fallback) {
                break;
            }
            if (queue.isEmpty()) {
                if (revisiting || current == fallback) {
                    break;
                }
                revisiting = true;
                relevantCommunities.values().stream()
                        .filter(c -> c.children().stream().noneMatch(ch -> relevantCommunities.containsKey(ch.id())))
                        .filter(c -> c.chunkIds().stream().anyMatch(foundByJudge::contains))
                        .filter(c -> untested(c, chunks, verdicts))
                        .forEach(queue::add);
                if (queue.isEmpty()) {
                    break;
                }
            }
            List<Community> round = new ArrayList<>();
            Set<IndexedChunk> batch = new LinkedHashSet<>();
            int room = Math.min(testsPerRound, budget - tests);
            while (!queue.isEmpty() && batch.size() < room) {
                Community community = queue.poll();
                round.add(community);
                int added = 0;
                for (String id : community.chunkIds()) {
                    if (added == testsPerCommunity || batch.size() == room) {
                        break;
                    }
                    if (!verdicts.containsKey(id) && chunks.containsKey(id) && batch.add(chunks.get(id))) {
                        added++;
                    }
                }
            }
            round.stream().map(Community::id).filter(id -> !considered.contains(id)).forEach(considered::add);
            List<IndexedChunk> tested = List.copyOf(batch);
            List<Verdict> results = tested.isEmpty() ? List.of() : current.judge(tested);
            List<IndexedChunk> undecided = new ArrayList<>();
            boolean keepJudge = true;
            for (int i = 0; i < tested.size(); i++) {
                switch (results.get(i)) {
                    case RELEVANT, IRRELEVANT -> {
                        verdicts.put(tested.get(i).id(), results.get(i) == Verdict.RELEVANT);
                        if (results.get(i) == Verdict.RELEVANT && current != fallback) {
                            foundByJudge.add(tested.get(i).id());
                        }
                        tests++;
                    }
                    case UNCLEAR -> undecided.add(tested.get(i));
                    case UNAVAILABLE -> {
                        keepJudge = false;
                        undecided.add(tested.get(i));
                    }
                    case OUT_OF_BUDGET -> {
                        keepJudge = false;
                        outOfTokens = true;
                        undecided.add(tested.get(i));
                    }
                }
            }
            if (!keepJudge) {
                current = fallback;
            }
            if (!undecided.isEmpty()) {
                List<Verdict> retried = fallback.judge(undecided);
                for (int i = 0; i < undecided.size(); i++) {
                    verdicts.put(undecided.get(i).id(), retried.get(i) == Verdict.RELEVANT);
                    tests++;
                }
            }
            for (Community community : round) {
                if (revisiting) {
                    boolean found = tested.stream().anyMatch(c -> community.chunkIds().contains(c.id())
                            && foundByJudge.contains(c.id()));
                    if (found && untested(community, chunks, verdicts)) {
                        queue.add(community);
                    }
                } else if (community.chunkIds().stream().anyMatch(id -> verdicts.getOrDefault(id, false))) {
                    relevantCommunities.put(community.id(), community);
                    queue.addAll(community.children());
                }
            }
        }
        return result(relevantCommunities, chunks, verdicts, tests, considered, outOfTokens, maxSelected);
    }

    /** Whether some candidate chunk of {@code community} has not been tested. */
    private static boolean untested(Community community, Map<String, IndexedChunk> chunks,
                                    Map<String, Boolean> verdicts) {
        return community.chunkIds().stream().anyMatch(id -> chunks.containsKey(id) && !verdicts.containsKey(id));
    }

    private static Result result(Map<String, Community> relevantCommunities, Map<String, IndexedChunk> chunks,
                          Map<String, Boolean> verdicts, int tests, List<String> considered, boolean outOfTokens,
                          int maxSelected) {
        Map<String, List<String>> relevantChunks = new LinkedHashMap<>();
        relevantCommunities.values().forEach(c -> relevantChunks.put(c.id(),
                c.chunkIds().stream().filter(id -> verdicts.getOrDefault(id, false)).toList()));
        List<Community> frontier = relevantCommunities.values().stream()
                .filter(c -> c.children().stream().noneMatch(child -> relevantCommunities.containsKey(child.id())))
                .sorted(Comparator.comparingDouble(Community::score).reversed().thenComparing(Community::id))
                .limit(maxSelected)
                .toList();
        List<String> relevant = chunks.keySet().stream().filter(id -> verdicts.getOrDefault(id, false)).toList();
        return new Result(frontier, relevantChunks, relevant, tests, considered, outOfTokens);
    }
}
