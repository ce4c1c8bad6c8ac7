package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.QuotedData;
import java.util.List;
import java.util.Locale;

/** Relevance by an LLM yes/no test per chunk (LazyGraphRAG's relevance test), the chunks of a batch in parallel. */
public final class LlmJudge implements RelevanceJudge {
    public static final String STAGE = "relevance";
    private static final String SYSTEM = "You decide whether a document excerpt contains information that helps "
            + "answer a question. Reply with exactly one word: yes or no. " + QuotedData.RULE;

    private final LlmSession session;
    private final String question;
    private final int keepInReserve;

    /** @param keepInReserve tokens the relevance tests must leave for the summaries and the answer */
    public LlmJudge(LlmSession session, String question, int keepInReserve) {
        this.session = session;
        this.question = question;
        this.keepInReserve = keepInReserve;
    }

    @Override
    public List<Verdict> judge(List<IndexedChunk> chunks) {
        List<Prompt> prompts = chunks.stream().map(this::prompt).toList();
        return session.completeAll(prompts, keepInReserve).stream().map(reply -> switch (reply.outcome()) {
            case COMPLETED -> reply.text().trim().toLowerCase(Locale.ROOT).startsWith("yes")
                    ? Verdict.RELEVANT : Verdict.IRRELEVANT;
            case OUT_OF_TOKENS -> Verdict.OUT_OF_BUDGET;
            case NO_MODEL, PAST_DEADLINE, FAILED -> Verdict.UNAVAILABLE;
        }).toList();
    }

    private Prompt prompt(IndexedChunk chunk) {
        String user = "Question:\n" + QuotedData.quote("question", question) + "\n\nExcerpt:\n"
                + QuotedData.quote("excerpt", chunk.chunk().text())
                + "\n\nDoes the excerpt help answer the question? Answer yes or no.";
        return new Prompt(STAGE, SYSTEM, user, 2);
    }
}
