package dev.lazygraph.core.summary;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.Prompts;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.query.Stage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Summarizes a community's chunks with the LLM. What the query read of each chunk (its question-relevant
 * excerpt) goes into the prompt as quoted data; the summary cites the chunks with {@code [k]} markers like
 * the extractive one, so both kinds are cited the same way. It spends what the query's plan gives the
 * {@link Stage#SUMMARY} stage.
 */
public final class LlmSummarizer {
    public static final String METHOD = "llm";
    private static final int TOKENS_PER_SENTENCE = 60;
    /**
     * The community's concepts named in the prompt, most important first: they say what the excerpts have in
     * common; a long tail of them would cost more than the excerpts.
     */
    static final int CONCEPTS_NAMED = 12;

    private final int maxSentences;
    private final String system;

    public LlmSummarizer(int maxSentences) {
        this.maxSentences = maxSentences;
        this.system = Prompts.system("summary", Map.of("sentences", String.valueOf(maxSentences)));
    }

    /** The excerpts a summary of {@code sources} reads, in their order. */
    static List<String> excerpts(List<Chunk> sources, Function<Chunk, String> excerpt) {
        return sources.stream().map(excerpt).toList();
    }

    /**
     * The summary with its token counts, or empty when the LLM failed, timed out or the stage's share of the
     * budget is spent. A summary the cache holds is admitted exactly as the call would be
     * ({@link LlmSession#completeAll(List, List)}) and served only if it is: what was cached before, by whichever
     * caller, changes no answer.
     *
     * @param excerpt what is read of a chunk
     * @param cached  the summary the cache holds for this prompt, if any
     */
    Optional<LlmSession.Reply> summarize(LlmSession session, Function<Chunk, String> excerpt, List<String> concepts,
                                         List<Chunk> sources, Optional<LlmSession.Reused> cached) {
        List<String> excerpts = excerpts(sources, excerpt);
        StringBuilder user = new StringBuilder("Concepts: ")
                .append(String.join("; ", concepts.subList(0, Math.min(CONCEPTS_NAMED, concepts.size()))))
                .append("\n\nExcerpts:\n");
        for (int k = 0; k < sources.size(); k++) {
            user.append(QuotedData.quote(String.valueOf(k + 1), excerpts.get(k))).append('\n');
        }
        LlmSession.Reply reply = session.completeAll(
                List.of(new Prompt(Stage.SUMMARY, system, user.toString(), TOKENS_PER_SENTENCE * maxSentences)),
                List.of(cached)).get(0);
        return reply.completed() && !reply.text().isBlank() ? Optional.of(reply) : Optional.empty();
    }
}
