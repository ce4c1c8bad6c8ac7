package dev.lazygraph.core.llm;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Counts a text's tokens exactly as OpenAI's {@code o200k_base} byte-pair encoding does (GPT-4o and gpt-4o-mini,
 * the default model; the encoding every bench figure is counted in), through jtokkit, so the answer's context is
 * filled to its size and never past it. An estimate cannot do both: the per-piece estimate used before had to be
 * raised until it was never below o200k's count on any kind of text, and so overcounted 1.10-1.18x on average,
 * leaving about 250 of the context's 1,600 tokens unused on every question.
 *
 * <p>The encoding's tables (jtokkit's jar, 3.2 MB, rides in every function) are read on the first count, not
 * before: 0.36-0.43 s of the loading thread's CPU in a fresh JVM (1.4-5.6 s of wall time on a two-core machine
 * shared by other work). Only packing an LLM prompt counts, so the extractive answer, a function's cold start
 * and its SnapStart priming (which answers without an LLM) never pay it; the first LLM answer of a process does,
 * beside a model call that takes seconds. Another model's tokenizer splits the same text into somewhat more or
 * fewer tokens: the context's size is a choice of how much to read, not that model's limit.
 */
public final class ContextTokens {
    private ContextTokens() {
    }

    public static int count(String text) {
        return text.isEmpty() ? 0 : O200k.ENCODING.countTokensOrdinary(text);
    }

    /** Loaded by the JVM on the first {@link #count}, so the tables are read only where a prompt is packed. */
    private static final class O200k {
        static final Encoding ENCODING = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }
}
