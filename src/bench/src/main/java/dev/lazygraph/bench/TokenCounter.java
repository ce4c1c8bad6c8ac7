package dev.lazygraph.bench;

import dev.lazygraph.core.llm.ContextTokens;

/**
 * Counts tokens the way the models the figures stand for do: OpenAI's {@code o200k_base} byte-pair encoding
 * (GPT-4o and gpt-4o-mini, the default model; also GraphRAG's default {@code encoding_model}), through the
 * count the answer's context is packed with ({@link ContextTokens}, jtokkit). Every LLM figure of the benches,
 * lazygraph's and the GraphRAG reference's, is counted with it.
 */
final class TokenCounter {
    static final String ENCODING = "o200k_base";

    private TokenCounter() {
    }

    static int count(String text) {
        return ContextTokens.count(text);
    }
}
