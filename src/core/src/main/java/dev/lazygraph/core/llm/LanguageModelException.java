package dev.lazygraph.core.llm;

/** The LLM failed (error status, rate limit, timeout); callers fall back to extractive behaviour. */
public class LanguageModelException extends RuntimeException {
    public LanguageModelException(String message, Throwable cause) {
        super(message, cause);
    }
}
