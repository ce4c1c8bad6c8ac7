package dev.lazygraph.core.query;

/** LLM tokens of one stage. */
public record TokenUsage(int input, int output) {
    public static final TokenUsage NONE = new TokenUsage(0, 0);

    public TokenUsage plus(int moreInput, int moreOutput) {
        return new TokenUsage(input + moreInput, output + moreOutput);
    }

    public int total() {
        return input + output;
    }
}
