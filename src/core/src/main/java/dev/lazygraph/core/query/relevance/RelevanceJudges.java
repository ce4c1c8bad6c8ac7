package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.graph.QuestionWeights;

/**
 * Gives each question its relevance judges: the LLM's (remembering its verdicts) while the session is usable,
 * else the lexical judge; and the lexical judge as the fallback for what the first cannot decide.
 */
public final class RelevanceJudges {
    private final ValidatedVerdictCache verdicts;
    private final JudgeSelection selection;
    private final int excerptsPerPrompt;

    /** @param selection chooses each question's judge (measurements only; the product uses the standard) */
    public RelevanceJudges(ValidatedVerdictCache verdicts, JudgeSelection selection, int excerptsPerPrompt) {
        this.verdicts = verdicts;
        this.selection = selection;
        this.excerptsPerPrompt = excerptsPerPrompt;
    }

    /** A question's judges: the one its search prefers and the one it falls back on. */
    public record Judges(RelevanceJudge preferred, RelevanceJudge fallback) {
    }

    /**
     * @param weights  the question's terms and concepts, which the lexical judge matches
     * @param snippets what the LLM reads of each chunk
     */
    public Judges of(String collection, String question, LlmSession session, QuestionWeights weights,
                     Snippets snippets) {
        RelevanceJudge lexical = new LexicalJudge(weights);
        RelevanceJudge standard = session.usable()
                ? new RememberingJudge(new LlmJudge(session, question, snippets, excerptsPerPrompt), verdicts, session,
                        collection, question)
                : lexical;
        return new Judges(selection.select(question, standard, lexical), lexical);
    }
}
