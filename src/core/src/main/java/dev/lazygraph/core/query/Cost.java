package dev.lazygraph.core.query;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What answering one question cost.
 *
 * @param llmTokens              LLM stage ({@link Stage#prompts}: relevance, summary, map, answer) -> tokens
 *                               in/out, in the order the stages first called the LLM
 * @param llmCalls               LLM calls made (failed ones included)
 * @param relevanceTests         relevance tests made; never above {@code relevanceBudget}
 * @param relevanceBudget        relevance tests this query was allowed
 * @param tokenBudget            LLM tokens this query was allowed
 * @param communitiesDetected    communities (all levels) found on the query's concept subgraph
 * @param communitiesConsidered  communities whose chunks were relevance-tested
 * @param communitiesSummarized  communities whose summary went into the answer
 * @param cacheHits              summaries served from the cache
 * @param cacheMisses            summaries computed
 * @param latencyMs              pipeline stage (route, rank, communities, relevance, summary, answer; the
 *                               map half of a global answer counts in the answer's) -> wall-clock
 *                               milliseconds, in pipeline order; a stage that did not run has none
 * @param reusedTokens           LLM stage -> tokens served from caches (relevance verdicts, summaries, map
 *                               outputs, answers) instead of being bought again: what the caches saved
 */
public record Cost(Map<Stage, TokenUsage> llmTokens,
                   int llmCalls,
                   int relevanceTests,
                   int relevanceBudget,
                   int tokenBudget,
                   int communitiesDetected,
                   int communitiesConsidered,
                   int communitiesSummarized,
                   int cacheHits,
                   int cacheMisses,
                   Map<Stage, Long> latencyMs,
                   Map<Stage, Integer> reusedTokens) {

    public Cost {
        llmTokens = Collections.unmodifiableMap(new LinkedHashMap<>(llmTokens));
        latencyMs = Collections.unmodifiableMap(new LinkedHashMap<>(latencyMs));
        reusedTokens = Collections.unmodifiableMap(new LinkedHashMap<>(reusedTokens));
    }

    public int inputTokens() {
        return llmTokens.values().stream().mapToInt(TokenUsage::input).sum();
    }

    public int outputTokens() {
        return llmTokens.values().stream().mapToInt(TokenUsage::output).sum();
    }
}
