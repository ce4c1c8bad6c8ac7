package dev.lazygraph.core.query;

import java.time.Duration;

/**
 * Tuning of the query pipeline, by what it tunes: the ranking, the communities and their summaries, and the
 * budgets. Every bound here caps work or cost per query; request fields may lower the budgets for one query.
 *
 * @param rank             how chunks are ranked and how many the answer is built from
 * @param communities      how the query's concept subgraph is clustered, tested and summarized
 * @param budget           what one query may spend
 * @param maxQuestionChars longest question accepted
 * @param snippetChars     length of the question-relevant excerpt of a chunk that LLM stages read instead of
 *                         the whole chunk (the answer reads quotes by sentence, see {@code LlmAnswer})
 * @param answerSentences  sentences of an extractive answer
 */
public record QueryConfig(Rank rank, Communities communities, Budget budget, int maxQuestionChars, int snippetChars,
                          int answerSentences) {

    public static final int DEFAULT_MAX_QUESTION_CHARS = 2_000;
    /** About two sentences: enough to see whether a chunk is on topic. */
    public static final int DEFAULT_SNIPPET_CHARS = 180;
    public static final int DEFAULT_ANSWER_SENTENCES = 5;

    public QueryConfig {
        if (rank == null || communities == null || budget == null) {
            throw new IllegalArgumentException("rank, communities and budget settings are required");
        }
        positive("maxQuestionChars", maxQuestionChars);
        positive("snippetChars", snippetChars);
        positive("answerSentences", answerSentences);
    }

    public static QueryConfig defaults() {
        return new QueryConfig(Rank.defaults(), Communities.defaults(), Budget.defaults(), DEFAULT_MAX_QUESTION_CHARS,
                DEFAULT_SNIPPET_CHARS, DEFAULT_ANSWER_SENTENCES);
    }

    public QueryConfig withRank(Rank changed) {
        return new QueryConfig(changed, communities, budget, maxQuestionChars, snippetChars, answerSentences);
    }

    public QueryConfig withCommunities(Communities changed) {
        return new QueryConfig(rank, changed, budget, maxQuestionChars, snippetChars, answerSentences);
    }

    public QueryConfig withBudget(Budget changed) {
        return new QueryConfig(rank, communities, changed, maxQuestionChars, snippetChars, answerSentences);
    }

    /**
     * @param topChunks        chunks an answer is built from, and the default {@code k} of a ranking
     * @param candidateChunks  best-ranked chunks whose concepts form the community subgraph; also the BM25
     *                         seeds of the graph walk
     * @param pprDamping       probability the graph walk continues (1 - restart probability)
     * @param pprIterations    power iterations of Personalized PageRank
     * @param hubChunkFraction a concept mentioned in more than this fraction of chunks (and in more than
     *                         {@code candidateChunks}) is a hub: the walk does not expand through it (its
     *                         postings would flood the graph with chunks it says little about)
     * @param maxWalkConcepts  bound on the concepts the graph walk expands through
     */
    public record Rank(int topChunks, int candidateChunks, double pprDamping, int pprIterations,
                       double hubChunkFraction, int maxWalkConcepts) {
        public static final int DEFAULT_TOP_CHUNKS = 10;
        public static final int DEFAULT_CANDIDATE_CHUNKS = 50;
        /** PageRank's classic damping. */
        public static final double DEFAULT_PPR_DAMPING = 0.85;
        /** At 0.85 the error after 30 power iterations is below 0.85^30, about 1 %. */
        public static final int DEFAULT_PPR_ITERATIONS = 30;
        public static final double DEFAULT_HUB_CHUNK_FRACTION = 0.05;
        public static final int DEFAULT_MAX_WALK_CONCEPTS = 400;

        public Rank {
            positive("topChunks", topChunks);
            positive("candidateChunks", candidateChunks);
            if (!(pprDamping > 0 && pprDamping < 1)) {
                throw new IllegalArgumentException("pprDamping must be in (0, 1): " + pprDamping);
            }
            positive("pprIterations", pprIterations);
            if (!(hubChunkFraction > 0 && hubChunkFraction <= 1)) {
                throw new IllegalArgumentException("hubChunkFraction must be in (0, 1]: " + hubChunkFraction);
            }
            positive("maxWalkConcepts", maxWalkConcepts);
        }

        public static Rank defaults() {
            return new Rank(DEFAULT_TOP_CHUNKS, DEFAULT_CANDIDATE_CHUNKS, DEFAULT_PPR_DAMPING, DEFAULT_PPR_ITERATIONS,
                    DEFAULT_HUB_CHUNK_FRACTION, DEFAULT_MAX_WALK_CONCEPTS);
        }
    }

    /**
     * @param maxSubgraphConcepts  bound on the concepts of the community subgraph
     * @param maxCommunityConcepts communities larger than this are re-clustered into sub-communities
     * @param seed                 seed of the Leiden algorithm, so communities are reproducible
     * @param testsPerCommunity    chunks relevance-tested per community visit
     * @param maxSummaries         communities summarized per query at most
     * @param maxSummarySources    relevant chunks a community summary is built from, best-ranked first
     * @param summarySentences     sentences of an extractive community summary (and at most of an LLM one)
     */
    public record Communities(int maxSubgraphConcepts, int maxCommunityConcepts, long seed, int testsPerCommunity,
                              int maxSummaries, int maxSummarySources, int summarySentences) {
        public static final int DEFAULT_MAX_SUBGRAPH_CONCEPTS = 300;
        /** A community a reader can take in at a glance; larger ones are split. */
        public static final int DEFAULT_MAX_COMMUNITY_CONCEPTS = 40;
        public static final long DEFAULT_SEED = 42L;
        public static final int DEFAULT_TESTS_PER_COMMUNITY = 2;
        public static final int DEFAULT_MAX_SUMMARIES = 4;
        public static final int DEFAULT_MAX_SUMMARY_SOURCES = 4;
        public static final int DEFAULT_SUMMARY_SENTENCES = 4;

        public Communities {
            positive("maxSubgraphConcepts", maxSubgraphConcepts);
            positive("maxCommunityConcepts", maxCommunityConcepts);
            positive("testsPerCommunity", testsPerCommunity);
            positive("maxSummaries", maxSummaries);
            positive("maxSummarySources", maxSummarySources);
            positive("summarySentences", summarySentences);
        }

        public static Communities defaults() {
            return new Communities(DEFAULT_MAX_SUBGRAPH_CONCEPTS, DEFAULT_MAX_COMMUNITY_CONCEPTS, DEFAULT_SEED,
                    DEFAULT_TESTS_PER_COMMUNITY, DEFAULT_MAX_SUMMARIES, DEFAULT_MAX_SUMMARY_SOURCES,
                    DEFAULT_SUMMARY_SENTENCES);
        }

        public Communities withMaxCommunityConcepts(int max) {
            return new Communities(maxSubgraphConcepts, max, seed, testsPerCommunity, maxSummaries, maxSummarySources,
                    summarySentences);
        }
    }

    /**
     * @param relevanceBudget     relevance tests allowed per query (LazyGraphRAG's budget)
     * @param tokenBudget         LLM tokens (in + out, all stages) a query may spend at most, whatever its route;
     *                            a question spends its route's tokens of the {@code plan}, or what its request
     *                            asks for, never more than this
     * @param plan                each route's tokens and the share of them each stage may spend
     * @param llmDeadline         wall-clock time all LLM calls of one query may take together
     * @param excerptsPerPrompt   relevance tests batched into one LLM prompt (one system prompt, one copy of the
     *                            question, numbered excerpts)
     * @param respendCacheSavings whether tokens a cache hit saves may be spent on further LLM work in the same
     *                            query; off, a hit lowers the query's cost and the query makes the same
     *                            decisions as without the cache
     */
    public record Budget(int relevanceBudget, int tokenBudget, BudgetPlan plan, Duration llmDeadline,
                         int excerptsPerPrompt, boolean respendCacheSavings) {
        public static final int DEFAULT_RELEVANCE_BUDGET = 100;
        public static final int DEFAULT_TOKEN_BUDGET = 20_000;
        public static final Duration DEFAULT_LLM_DEADLINE = Duration.ofSeconds(30);
        public static final int DEFAULT_EXCERPTS_PER_PROMPT = 12;

        public Budget {
            notNegative("relevanceBudget", relevanceBudget);
            notNegative("tokenBudget", tokenBudget);
            if (plan == null) {
                throw new IllegalArgumentException("a budget needs its plan");
            }
            if (llmDeadline == null || llmDeadline.isNegative() || llmDeadline.isZero()) {
                throw new IllegalArgumentException("llmDeadline must be a positive duration: " + llmDeadline);
            }
            positive("excerptsPerPrompt", excerptsPerPrompt);
        }

        public static Budget defaults() {
            return new Budget(DEFAULT_RELEVANCE_BUDGET, DEFAULT_TOKEN_BUDGET, BudgetPlan.DEFAULT, DEFAULT_LLM_DEADLINE,
                    DEFAULT_EXCERPTS_PER_PROMPT, false);
        }

        public Budget withRelevanceBudget(int tests) {
            return new Budget(tests, tokenBudget, plan, llmDeadline, excerptsPerPrompt, respendCacheSavings);
        }

        public Budget withTokenBudget(int tokens) {
            return new Budget(relevanceBudget, tokens, plan, llmDeadline, excerptsPerPrompt, respendCacheSavings);
        }

        public Budget withLlmDeadline(Duration deadline) {
            return new Budget(relevanceBudget, tokenBudget, plan, deadline, excerptsPerPrompt, respendCacheSavings);
        }

        public Budget withRespendCacheSavings(boolean respend) {
            return new Budget(relevanceBudget, tokenBudget, plan, llmDeadline, excerptsPerPrompt, respend);
        }

        /**
         * The tokens a question of {@code route} may spend: what the request asks for, else the plan's tokens for
         * the route, and never more than {@link #tokenBudget}.
         */
        public int tokensFor(Route route, Integer requested) {
            return Math.min(tokenBudget, requested != null ? requested : plan.of(route).tokens());
        }
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
