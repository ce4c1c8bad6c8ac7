package dev.lazygraph.core.summary;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.QuotedData;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Summarizes a community's chunks with the LLM. What the query read of each chunk (its question-relevant
 * excerpt) goes into the prompt as quoted data; the summary cites the chunks with {@code [k]} markers like
 * the extractive one, so both kinds are cited the same way.
 */
public final class LlmSummarizer {
    public static final String METHOD = "llm";
    public static final String STAGE = "summary";
    private static final int TOKENS_PER_SENTENCE = 60;

    private final LlmSession session;
    private final int maxSentences;
    private final int keepInReserve;
    private final Function<Chunk, String> excerpt;

    /**
     * @param keepInReserve tokens the summaries must leave for the answer
     * @param excerpt       what is read of a chunk
     */
    public LlmSummarizer(LlmSession session, int maxSentences, int keepInReserve, Function<Chunk, String> excerpt) {
        this.session = session;
        this.maxSentences = maxSentences;
        this.keepInReserve = keepInReserve;
        this.excerpt = excerpt;
    }

    /** The excerpts a summary of {@code sources} reads, in their order. */
    public List<String> excerpts(List<Chunk> sources) {
        return sources.stream().map(excerpt).toList();
    }

    /** Records a cached summary served instead of a call (see {@link LlmSession#reused}). */
    void reused(CachedSummary hit) {
        session.reused(STAGE, hit.inputTokens() + hit.outputTokens());
    }

    public boolean usable() {
        return session.usable();
    }

    /** The summary with its token counts, or empty when the LLM failed, timed out or the budget is spent. */
    public Optional<LlmSession.Reply> summarize(List<String> concepts, List<Chunk> sources) {
        List<String> excerpts = excerpts(sources);
        String system = "You summarize document excerpts about a group of related concepts. Write at most "
                + maxSentences + " sentences of plain prose without preamble, using only information from the "
                + "excerpts. End each sentence with the number of the excerpt it draws on, as [1]. " + QuotedData.RULE;
        StringBuilder user = new StringBuilder("Concepts: ").append(String.join("; ", concepts)).append("\n\nExcerpts:\n");
        for (int k = 0; k < sources.size(); k++) {
            user.append(QuotedData.quote(String.valueOf(k + 1), excerpts.get(k))).append('\n');
        }
        LlmSession.Reply reply = session.complete(
                new Prompt(STAGE, system, user.toString(), TOKENS_PER_SENTENCE * maxSentences), keepInReserve);
        return reply.completed() && !reply.text().isBlank() ? Optional.of(reply) : Optional.empty();
    }
}
