package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.ContentKey;
import dev.lazygraph.core.cache.SourceRevisions;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LanguageModel.Completion;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Stage;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * LLM completions built from documents (answers, map outputs) treated as cached artifacts: keyed by the
 * exact prompt (which quotes the exact evidence: question, excerpts, summaries), stored in the summary cache
 * with the revisions of the documents the evidence came from, and validated like summaries, so a cached
 * answer is never served once one of those documents changed. A hit is recorded as reused tokens of the
 * session and costs no call. One instance serves one query.
 */
public final class CachedCompletions {
    private final ValidatedSummaryCache cache;
    private final LlmSession session;
    private final String collection;

    public CachedCompletions(ValidatedSummaryCache cache, LlmSession session, String collection) {
        this.cache = cache;
        this.session = session;
        this.collection = collection;
    }

    public boolean usable() {
        return session.usable();
    }

    /** What a prompt of {@code stage} may still cost at most ({@link LlmSession#remaining}). */
    public int remaining(Stage stage) {
        return session.remaining(stage);
    }

    /** A prompt with the chunks its quoted evidence was read from. */
    public record Request(Prompt prompt, Collection<Chunk> evidence) {
    }

    public LlmSession.Reply complete(Request request) {
        return completeAll(List.of(request)).get(0);
    }

    /** Like {@link LlmSession#completeAll}, serving each prompt from the cache when it was answered before. */
    public List<LlmSession.Reply> completeAll(List<Request> requests) {
        List<String> keys = new ArrayList<>();
        List<Optional<LlmSession.Reused>> cached = new ArrayList<>();
        for (Request request : requests) {
            String key = key(request.prompt());
            keys.add(key);
            Optional<CachedSummary> hit = session.usable() ? cache.get(collection, key) : Optional.empty();
            cached.add(hit.map(h -> new LlmSession.Reused(h.text(), h.inputTokens() + h.outputTokens())));
        }
        List<LlmSession.Reply> replies = session.completeAll(
                requests.stream().map(Request::prompt).toList(), cached);
        for (int i = 0; i < requests.size(); i++) {
            LlmSession.Reply reply = replies.get(i);
            if (cached.get(i).isEmpty() && reply.completed() && !reply.text().isBlank()) {
                store(keys.get(i), requests.get(i), reply.completion());
            }
        }
        return replies;
    }

    private void store(String key, Request request, Completion completion) {
        SourceRevisions revisions = SourceRevisions.of(request.evidence());
        if (revisions.consistent()) {
            cache.putIfCurrent(new CachedSummary(collection, key, completion.text(), revisions.revisions(),
                    List.of(request.prompt().stage().key()), completion.inputTokens(), completion.outputTokens()));
        }
    }

    /** SHA-256 of everything the model was given: the same prompt gets the same completion back. */
    static String key(Prompt prompt) {
        String content = "completion-v1\n" + prompt.stage().key() + '\u0001' + prompt.maxOutputTokens() + '\u0001'
                + prompt.system() + '\u0001' + prompt.user();
        return ContentKey.of(content);
    }
}
