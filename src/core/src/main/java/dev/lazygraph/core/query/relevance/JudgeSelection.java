package dev.lazygraph.core.query.relevance;

/**
 * Chooses the relevance judge of one question. The product always uses the standard judge (the LLM's when
 * one is usable, else the lexical one); measurements may put another in its place, e.g. one that knows the
 * right answers, to tell search order and budgets apart from the judge's quality.
 */
@FunctionalInterface
public interface JudgeSelection {
    JudgeSelection STANDARD = (question, standard, lexical) -> standard;

    RelevanceJudge select(String question, RelevanceJudge standard, RelevanceJudge lexical);
}
