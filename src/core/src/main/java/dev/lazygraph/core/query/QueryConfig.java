package dev.lazygraph.core.query;

import java.time.Duration;

/**
 * Tuning of the query pipeline. Every bound here caps work or cost per query; request fields may lower
 * the budgets for one query.
 *
 * @param topChunks             chunks an answer is built from, and the default {@code k} of a ranking
 * @param candidateChunks       best-ranked chunks whose concepts form the community subgraph; also the
 *                              BM25 seeds of the graph walk
 * @param maxSubgraphConcepts   bound on the concepts of the community subgraph
 * @param maxCommunityConcepts  communities larger than this are re-clustered into sub-communities
 * @param relevanceBudget       relevance tests allowed per query (LazyGraphRAG's budget)
 * @param tokenBudget           LLM tokens (in + out, all stages) allowed per query
 * @param maxQuestionChars      longest question accepted
 * @param llmDeadline           wall-clock time all LLM calls of one query may take together
 * @param seed                  seed of the Leiden algorithm, so communities are reproducible
 * @param pprDamping            probability the graph walk continues (1 - restart probability)
 * @param pprIterations         power iterations of Personalized PageRank
 * @param hubChunkFraction      a concept mentioned in more than this fraction of chunks (and in more than
 *                              {@code candidateChunks}) is a hub: the walk does not expand through it (its
 *                              postings would flood the graph with chunks it says little about)
 * @param maxWalkConcepts       bound on the concepts the graph walk expands through
 * @param maxSummaries          communities summarized per query at most
 * @param answerSentences       sentences of an extractive answer
 * @param summarySentences      sentences of an extractive community summary
 */
public record QueryConfig(int topChunks,
                          int candidateChunks,
                          int maxSubgraphConcepts,
                          int maxCommunityConcepts,
                          int relevanceBudget,
                          int tokenBudget,
                          int maxQuestionChars,
                          Duration llmDeadline,
                          long seed,
                          double pprDamping,
                          int pprIterations,
                          double hubChunkFraction,
                          int maxWalkConcepts,
                          int maxSummaries,
                          int answerSentences,
                          int summarySentences) {

    public QueryConfig {
        positive("topChunks", topChunks);
        positive("candidateChunks", candidateChunks);
        positive("maxSubgraphConcepts", maxSubgraphConcepts);
        positive("maxCommunityConcepts", maxCommunityConcepts);
        notNegative("relevanceBudget", relevanceBudget);
        notNegative("tokenBudget", tokenBudget);
        positive("maxQuestionChars", maxQuestionChars);
        if (llmDeadline == null || llmDeadline.isNegative() || llmDeadline.isZero()) {
            throw new IllegalArgumentException("llmDeadline must be a positive duration: " + llmDeadline);
        }
        if (!(pprDamping > 0 && pprDamping < 1)) {
            throw new IllegalArgumentException("pprDamping must be in (0, 1): " + pprDamping);
        }
        positive("pprIterations", pprIterations);
        if (!(hubChunkFraction > 0 && hubChunkFraction <= 1)) {
            throw new IllegalArgumentException("hubChunkFraction must be in (0, 1]: " + hubChunkFraction);
        }
        positive("maxWalkConcepts", maxWalkConcepts);
        positive("maxSummaries", maxSummaries);
        positive("answerSentences", answerSentences);
        positive("summarySentences", summarySentences);
    }

    public static QueryConfig defaults() {
        return new QueryConfig(10, 50, 300, 40, 100, 20_000, 2_000, Duration.ofSeconds(30), 42L,
                0.85, 30, 0.05, 400, 8, 5, 4);
    }

    public QueryConfig withRelevanceBudget(int budget) {
        return new QueryConfig(topChunks, candidateChunks, maxSubgraphConcepts, maxCommunityConcepts, budget,
                tokenBudget, maxQuestionChars, llmDeadline, seed, pprDamping, pprIterations, hubChunkFraction,
                maxWalkConcepts, maxSummaries, answerSentences, summarySentences);
    }

    public QueryConfig withTokenBudget(int budget) {
        return new QueryConfig(topChunks, candidateChunks, maxSubgraphConcepts, maxCommunityConcepts,
                relevanceBudget, budget, maxQuestionChars, llmDeadline, seed, pprDamping, pprIterations,
                hubChunkFraction, maxWalkConcepts, maxSummaries, answerSentences, summarySentences);
    }

    public QueryConfig withLlmDeadline(Duration deadline) {
        return new QueryConfig(topChunks, candidateChunks, maxSubgraphConcepts, maxCommunityConcepts,
                relevanceBudget, tokenBudget, maxQuestionChars, deadline, seed, pprDamping, pprIterations,
                hubChunkFraction, maxWalkConcepts, maxSummaries, answerSentences, summarySentences);
    }

    private static void positive(String name, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
    }

    private static void notNegative(String name, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative: " + value);
        }
    }
}
