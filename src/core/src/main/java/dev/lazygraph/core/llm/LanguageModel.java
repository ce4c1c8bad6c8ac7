package dev.lazygraph.core.llm;

import dev.lazygraph.core.query.Stage;

/**
 * Port to a chat LLM. Absent (no LLM configured) the pipelines use extractive stand-ins. Ingest never
 * holds one: the ingest path has no LLM dependency at all.
 */
public interface LanguageModel {

    /** @throws LanguageModelException when the model fails, times out or refuses */
    Completion complete(Prompt prompt);

    /**
     * @param stage           pipeline stage the call belongs to: the share of the budget it spends from and
     *                        the line of the cost block it is counted in
     * @param system          instructions; document text never goes here
     * @param user            the data, with document text quoted as data
     */
    record Prompt(Stage stage, String system, String user, int maxOutputTokens) {
    }

    record Completion(String text, int inputTokens, int outputTokens) {
    }
}
