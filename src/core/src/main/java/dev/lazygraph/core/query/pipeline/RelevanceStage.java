package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.LexicalJudge;
import dev.lazygraph.core.query.relevance.LlmJudge;
import dev.lazygraph.core.query.relevance.RelevanceJudge;
import dev.lazygraph.core.query.relevance.RelevanceSearch;
import dev.lazygraph.core.query.relevance.RememberingJudge;
import dev.lazygraph.core.query.relevance.ValidatedVerdictCache;

/**
 * LazyGraphRAG's relevance search over the communities ({@link RelevanceSearch}), under the question's test
 * budget: the LLM judges (remembering its verdicts) while the plan's relevance share lasts, the lexical judge
 * the rest; without an LLM the lexical judge throughout.
 */
public final class RelevanceStage {
    private final ValidatedVerdictCache verdicts;
    private final JudgeSelection judges;
    private final QueryConfig.Communities communities;
    private final int excerptsPerPrompt;

    /** @param judges chooses each question's judge (measurements only; the product uses the standard) */
    public RelevanceStage(ValidatedVerdictCache verdicts, JudgeSelection judges, QueryConfig.Communities communities,
                          int excerptsPerPrompt) {
        this.verdicts = verdicts;
        this.judges = judges;
        this.communities = communities;
        this.excerptsPerPrompt = excerptsPerPrompt;
    }

    /** @param testsLeft relevance tests the question may still make */
    RelevanceSearch.Result run(QueryContext context, Routed routed, Ranked ranked, Detected detected, int testsLeft) {
        LlmSession session = routed.session();
        RelevanceJudge lexical = new LexicalJudge(ranked.weights());
        RelevanceJudge standard = session.usable()
                ? new RememberingJudge(new LlmJudge(session, context.question(), ranked.snippets(), excerptsPerPrompt),
                        verdicts, session, context.collection(), context.question())
                : lexical;
        RelevanceSearch search = new RelevanceSearch(testsLeft, communities.testsPerCommunity(),
                excerptsPerPrompt, detected.summariesWanted());
        return search.search(detected.detection().communities(), detected.candidates(),
                judges.select(context.question(), standard, lexical), lexical);
    }
}
