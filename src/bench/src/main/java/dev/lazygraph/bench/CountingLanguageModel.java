package dev.lazygraph.bench;

import dev.lazygraph.core.llm.LanguageModel;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A deterministic stand-in LLM for cost benchmarks: counts calls and tokens (whitespace words, the same
 * approximation for every variant compared) and answers without any network, so latency figures exclude
 * LLM time by construction. Relevance tests are answered "yes" so the budget logic, not the fake, decides
 * how much work is done; other prompts get the first words of their data back.
 */
final class CountingLanguageModel implements LanguageModel {
    private static final int REPLY_WORDS = 60;
    private final AtomicLong calls = new AtomicLong();
    private final AtomicLong inputTokens = new AtomicLong();
    private final AtomicLong outputTokens = new AtomicLong();
    private final AtomicLong nanosInside = new AtomicLong();

    @Override
    public Completion complete(Prompt prompt) {
        long start = System.nanoTime();
        int in = IngestBench.wordsOf(prompt.system()) + IngestBench.wordsOf(prompt.user());
        String reply = "relevance".equals(prompt.stage()) ? "yes" : firstWords(prompt.user(),
                Math.min(REPLY_WORDS, Math.max(1, prompt.maxOutputTokens())));
        int out = IngestBench.wordsOf(reply);
        calls.incrementAndGet();
        inputTokens.addAndGet(in);
        outputTokens.addAndGet(out);
        nanosInside.addAndGet(System.nanoTime() - start);
        return new Completion(reply, in, out);
    }

    long calls() {
        return calls.get();
    }

    long inputTokens() {
        return inputTokens.get();
    }

    long outputTokens() {
        return outputTokens.get();
    }

    /** Time spent inside the model, to subtract from query latency. */
    long nanosInside() {
        return nanosInside.get();
    }

    private static String firstWords(String text, int count) {
        String[] words = text.strip().split("\\s+");
        return String.join(" ", java.util.Arrays.copyOf(words, Math.min(count, words.length)));
    }
}
