package dev.lazygraph.core.query;

/** LLM tokens of one stage. */
public record TokenUsage(int input, int output) {
}
