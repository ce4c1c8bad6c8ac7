package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.query.relevance.RelevanceJudges;
import dev.lazygraph.core.query.relevance.RelevanceSearch;

/**
 * LazyGraphRAG's relevance search over the communities ({@link RelevanceSearch}), under the question's test
 * budget: the LLM judges (remembering its verdicts) while the plan's relevance share lasts, the lexical judge
 * the rest; without an LLM the lexical judge throughout ({@link RelevanceJudges}).
 */
public final class RelevanceStage {
    private final RelevanceJudges judges;
    private final RelevanceSearch search;

    public RelevanceStage(RelevanceJudges judges, RelevanceSearch search) {
        this.judges = judges;
        this.search = search;
    }

    /** @param testsLeft relevance tests the question may still make */
    RelevanceSearch.Result run(QueryContext context, Routed routed, Ranked ranked, Detected detected, int testsLeft) {
        RelevanceJudges.Judges chosen = judges.of(context.collection(), context.question(), routed.session(),
                ranked.weights(), ranked.snippets());
        return search.search(testsLeft, detected.summariesWanted(), detected.detection().communities(),
                detected.candidates(), chosen.preferred(), chosen.fallback());
    }
}
