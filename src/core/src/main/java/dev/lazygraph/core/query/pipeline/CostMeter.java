package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Cost;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What one question costs over all its attempts: the time of each stage, the relevance tests and the
 * communities; the LLM tokens are its session's. The pipeline records each stage's result here; no stage
 * holds it. Not thread-safe: a meter belongs to one question.
 */
final class CostMeter {
    private final int relevanceBudget;
    private final Map<Stage, Long> latencyMs = new EnumMap<>(Stage.class);
    private int tests;
    private int detected;
    private int considered;
    private int summaries;
    private int cacheHits;
    private int cacheMisses;

    /** @param relevanceBudget relevance tests the question may make, over all its attempts */
    CostMeter(int relevanceBudget) {
        this.relevanceBudget = relevanceBudget;
    }

    /** Runs {@code work} and adds its wall-clock time to {@code stage}'s. */
    <T> T time(Stage stage, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            latencyMs.merge(stage, (System.nanoTime() - start) / 1_000_000, Long::sum);
        }
    }

    /** Relevance tests the question may still make. */
    int testsLeft() {
        return Math.max(0, relevanceBudget - tests);
    }

    void detected(Detected found) {
        detected += found.communities();
    }

    void tested(RelevanceSearch.Result result) {
        tests += result.tests();
        considered += result.considered();
    }

    /** The summaries of the attempt: the last attempt's count; the cache hits and misses of every attempt. */
    void summarized(Summarized written) {
        summaries = written.communities().size();
        cacheHits += written.cached();
        cacheMisses += written.communities().size() - written.cached();
    }

    Cost cost(LlmSession session) {
        return new Cost(session.stageTokens(), session.calls(), tests, relevanceBudget, session.tokenBudget(), detected,
                considered, summaries, cacheHits, cacheMisses, latencyMs, session.reusedTokens());
    }
}
