package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.llm.LanguageModelException;
import jakarta.inject.Singleton;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A language model in the ingest function's container during its tests, failing every call: should the
 * ingest wiring ever take a {@link LanguageModel}, it gets this one and ingest fails, loudly.
 */
@Singleton
public class FailingLanguageModel implements LanguageModel {
    private final AtomicInteger calls = new AtomicInteger();

    @Override
    public Completion complete(Prompt prompt) {
        calls.incrementAndGet();
        throw new LanguageModelException("ingest called an LLM (" + prompt.stage().key() + ")", null);
    }

    int calls() {
        return calls.get();
    }
}
