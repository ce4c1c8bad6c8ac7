package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * LazyGraphRAG's relevance search: tests the best chunks of the best-ranked communities first, deepens into
 * the sub-communities of a community found relevant, and stops when the test budget is spent. When the
 * preferred (LLM) judge cannot go on, because its token budget is spent or it failed, the remaining tests
 * are made by the fallback (lexical) judge, which costs no tokens. Every test is counted; no more than
 * {@code budget} are made.
 */
public final class RelevanceSearch {

    /**
     * @param selected       the deepest relevant communities (none of their sub-communities was found
     *                       relevant), best first, at most {@code maxSelected}
     * @param relevantChunks community id -> its chunks found relevant, best-ranked first
     * @param relevant       every chunk found relevant, best-ranked first
     * @param considered     communities whose chunks were looked at
     * @param outOfTokens    the preferred judge stopped because the token budget was spent
     * @param consideredIds  ids of the {@code considered} communities, in the order they were looked at
     */
    public record Result(List<Community> selected, Map<String, List<String>> relevantChunks, List<String> relevant,
                         int tests, int considered, boolean outOfTokens, List<String> consideredIds) {
    }

    private final int budget;
    private final int testsPerCommunity;
    private final int maxSelected;

    public RelevanceSearch(int budget, int testsPerCommunity, int maxSelected) {
        this.budget = budget;
        this.testsPerCommunity = testsPerCommunity;
        this.maxSelected = maxSelected;
    }

    /**
     * @param communities top-level communities, best first
     * @param chunks      the candidate chunks the communities refer to, best-ranked first
     * @param judge       the preferred judge (an LLM's, when configured)
     * @param fallback    the judge used once {@code judge} becomes unavailable
     */
    public Result search(List<Community> communities, Map<String, IndexedChunk> chunks, RelevanceJudge judge,
                         RelevanceJudge fallback) {
        PriorityQueue<Community> queue = new PriorityQueue<>(
                Comparator.comparingDouble(Community::score).reversed().thenComparing(Community::id));
        queue.addAll(communities);
        Map<String, Boolean> verdicts = new HashMap<>();
        Map<String, Community> relevantCommunities = new LinkedHashMap<>();
        List<String> consideredIds = new ArrayList<>();
        int tests = 0;
        int considered = 0;
        boolean outOfTokens = false;
        RelevanceJudge current = judge;
        while (!queue.isEmpty() && tests < budget) {
            Community community = queue.poll();
            considered++;
            consideredIds.add(community.id());
            List<IndexedChunk> batch = new ArrayList<>();
            for (String id : community.chunkIds()) {
                if (batch.size() == Math.min(testsPerCommunity, budget - tests)) {
                    break;
                }
                if (!verdicts.containsKey(id) && chunks.containsKey(id)) {
                    batch.add(chunks.get(id));
                }
            }
            List<Verdict> results = current.judge(batch);
            List<IndexedChunk> undecided = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                switch (results.get(i)) {
                    case RELEVANT, IRRELEVANT -> {
                        verdicts.put(batch.get(i).id(), results.get(i) == Verdict.RELEVANT);
                        tests++;
                    }
                    case UNAVAILABLE -> undecided.add(batch.get(i));
                    case OUT_OF_BUDGET -> {
                        outOfTokens = true;
                        undecided.add(batch.get(i));
                    }
                }
            }
            if (!undecided.isEmpty()) {
                current = fallback;
                List<Verdict> retried = fallback.judge(undecided);
                for (int i = 0; i < undecided.size(); i++) {
                    verdicts.put(undecided.get(i).id(), retried.get(i) == Verdict.RELEVANT);
                    tests++;
                }
            }
            if (community.chunkIds().stream().anyMatch(id -> verdicts.getOrDefault(id, false))) {
                relevantCommunities.put(community.id(), community);
                queue.addAll(community.children());
            }
        }
        return result(relevantCommunities, chunks, verdicts, tests, considered, outOfTokens, consideredIds);
    }

    private Result result(Map<String, Community> relevantCommunities, Map<String, IndexedChunk> chunks,
                          Map<String, Boolean> verdicts, int tests, int considered, boolean outOfTokens,
                          List<String> consideredIds) {
        Map<String, List<String>> relevantChunks = new LinkedHashMap<>();
        relevantCommunities.values().forEach(c -> relevantChunks.put(c.id(),
                c.chunkIds().stream().filter(id -> verdicts.getOrDefault(id, false)).toList()));
        List<Community> frontier = relevantCommunities.values().stream()
                .filter(c -> c.children().stream().noneMatch(child -> relevantCommunities.containsKey(child.id())))
                .sorted(Comparator.comparingDouble(Community::score).reversed().thenComparing(Community::id))
                .limit(maxSelected)
                .toList();
        List<String> relevant = chunks.keySet().stream().filter(id -> verdicts.getOrDefault(id, false)).toList();
        return new Result(frontier, relevantChunks, relevant, tests, considered, outOfTokens,
                List.copyOf(consideredIds));
    }
}
