package dev.lazygraph.bench;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Counts tokens the way the models the figures stand for do: OpenAI's {@code o200k_base} byte-pair encoding
 * (GPT-4o and gpt-4o-mini, the default model; also GraphRAG's default {@code encoding_model}), through
 * jtokkit. Every LLM figure of the benches, lazygraph's and the GraphRAG reference's, is counted with it.
 */
final class TokenCounter {
    static final String ENCODING = "o200k_base";
    private static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);

    private TokenCounter() {
    }

    static int count(String text) {
        return text.isEmpty() ? 0 : O200K.countTokensOrdinary(text);
    }
}
