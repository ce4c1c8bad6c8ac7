package dev.lazygraph.core.query;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The stages of the query pipeline, in the order they run: the one set of names the cost block, the budget
 * plan and the LLM prompts use. {@link #MAP} is the map half of a global answer's map-reduce, which the
 * {@link #ANSWER} stage runs before its reduce.
 */
public enum Stage {
    ROUTE, RANK, COMMUNITIES, RELEVANCE, SUMMARY, MAP, ANSWER;

    /** The name in the cost block and on prompts: the constant in lower case ({@code "relevance"}). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The stage a prompt names, if it is one of these (a benchmark's own prompts are not). */
    public static Optional<Stage> ofKey(String key) {
        return Arrays.stream(values()).filter(stage -> stage.key().equals(key)).findFirst();
    }
}
