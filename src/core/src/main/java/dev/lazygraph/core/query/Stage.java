package dev.lazygraph.core.query;

import java.util.Locale;

/**
 * The stages of the query pipeline, in the order they run: the one set of names the cost block, the budget
 * plan and the LLM prompts use. {@link #MAP} is the map half of a global answer's map-reduce, which the
 * {@link #ANSWER} stage runs before its reduce. Every key a cost block or a benchmark writes is a
 * stage's {@link #key}.
 */
public enum Stage {
    ROUTE, RANK, COMMUNITIES, RELEVANCE, SUMMARY, MAP, ANSWER;

    /** The name in the cost block and in a benchmark's figures: the constant in lower case ({@code "relevance"}). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the stage sends prompts to the LLM (routing, ranking and community detection never do). */
    public boolean prompts() {
        return this == RELEVANCE || this == SUMMARY || this == MAP || this == ANSWER;
    }
}
