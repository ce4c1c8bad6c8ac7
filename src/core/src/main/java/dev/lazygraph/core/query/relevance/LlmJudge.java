package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.llm.Prompts;
import dev.lazygraph.core.llm.QuotedData;
import dev.lazygraph.core.query.Stage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Relevance by the LLM (LazyGraphRAG's relevance test), batched: the question-relevant snippets of up to
 * {@code excerptsPerPrompt} chunks go into one prompt with one system prompt and one copy of the question,
 * and the model lists the numbers of the relevant excerpts. Each excerpt is still one relevance test. A
 * reply that cannot be read leaves its excerpts {@link Verdict#UNCLEAR}, so they are judged lexically.
 */
public final class LlmJudge implements RelevanceJudge {
    private static final String SYSTEM = Prompts.system("relevance");
    private static final String ASK = Prompts.text("relevance-ask", Map.of());
    /** Reply room per excerpt: a number and a separator, plus a little for a model that adds a word. */
    private static final int OUTPUT_TOKENS_PER_EXCERPT = 3;
    private static final int OUTPUT_TOKENS_BASE = 4;

    private final LlmSession session;
    private final String question;
    private final Snippets snippets;
    private final int excerptsPerPrompt;

    /** Spends what the session's plan gives the {@link Stage#RELEVANCE} stage. */
    public LlmJudge(LlmSession session, String question, Snippets snippets, int excerptsPerPrompt) {
        this.session = session;
        this.question = question;
        this.snippets = snippets;
        this.excerptsPerPrompt = excerptsPerPrompt;
    }

    @Override
    public List<Verdict> judge(List<IndexedChunk> chunks) {
        List<List<IndexedChunk>> batches = new ArrayList<>();
        for (int from = 0; from < chunks.size(); from += excerptsPerPrompt) {
            batches.add(chunks.subList(from, Math.min(chunks.size(), from + excerptsPerPrompt)));
        }
        List<LlmSession.Reply> replies = session.completeAll(batches.stream().map(this::prompt).toList());
        List<Verdict> verdicts = new ArrayList<>();
        for (int b = 0; b < batches.size(); b++) {
            LlmSession.Reply reply = replies.get(b);
            int n = batches.get(b).size();
            switch (reply.outcome()) {
                case COMPLETED -> verdicts.addAll(RelevanceReply.parse(reply.text(), n));
                case OUT_OF_TOKENS -> verdicts.addAll(Collections.nCopies(n, Verdict.OUT_OF_BUDGET));
                case NO_MODEL, PAST_DEADLINE, FAILED -> verdicts.addAll(Collections.nCopies(n, Verdict.UNAVAILABLE));
            }
        }
        return verdicts;
    }

    private Prompt prompt(List<IndexedChunk> batch) {
        StringBuilder user = new StringBuilder("Question:\n").append(QuotedData.quote("question", question))
                .append("\n\nExcerpts:\n");
        for (int k = 0; k < batch.size(); k++) {
            user.append(QuotedData.quote(String.valueOf(k + 1), snippets.of(batch.get(k).chunk()))).append('\n');
        }
        user.append('\n').append(ASK);
        return new Prompt(Stage.RELEVANCE, SYSTEM, user.toString(), OUTPUT_TOKENS_BASE + OUTPUT_TOKENS_PER_EXCERPT * batch.size());
    }
}
