package dev.lazygraph.core.query;

/** LLM tokens of one stage. */
public record TokenUsage(int input, int output) {

    public int total() {
        return input + output;
    }

    public TokenUsage plus(TokenUsage other) {
        return new TokenUsage(input + other.input, output + other.output);
    }
}
