package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.ContentKey;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LanguageModel.Completion;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

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

    /** A prompt with the chunks its quoted evidence was read from. */
    public record Request(Prompt prompt, Collection<Chunk> evidence) {
    }

    public LlmSession.Reply complete(Request request, int keepInReserve) {
        return completeAll(List.of(request), keepInReserve).get(0);
    }

    /** Like {@link LlmSession#completeAll}, serving each prompt from the cache when it was answered before. */
    public List<LlmSession.Reply> completeAll(List<Request> requests, int keepInReserve) {
        List<LlmSession.Reply> replies = new ArrayList<>();
        List<Integer> missing = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            String key = key(requests.get(i).prompt());
            keys.add(key);
            Optional<CachedSummary> hit = session.usable() ? cache.get(collection, key) : Optional.empty();
            if (hit.isPresent()) {
                session.reused(requests.get(i).prompt().stage(), hit.get().inputTokens() + hit.get().outputTokens());
                replies.add(new LlmSession.Reply(LlmSession.Outcome.COMPLETED, new Completion(hit.get().text(), 0, 0)));
            } else {
                replies.add(null);
                missing.add(i);
            }
        }
        List<LlmSession.Reply> fresh = session.completeAll(
                missing.stream().map(i -> requests.get(i).prompt()).toList(), keepInReserve);
        for (int m = 0; m < missing.size(); m++) {
            int i = missing.get(m);
            LlmSession.Reply reply = fresh.get(m);
            replies.set(i, reply);
            if (reply.completed() && !reply.text().isBlank()) {
                store(keys.get(i), requests.get(i), reply.completion());
            }
        }
        return replies;
    }

    private void store(String key, Request request, Completion completion) {
        SortedMap<String, String> revisions = new TreeMap<>();
        for (Chunk chunk : request.evidence()) {
            String other = revisions.put(chunk.document().key(), chunk.revision());
            if (other != null && !other.equals(chunk.revision())) {
                return; // evidence read across a concurrent overwrite: nothing worth keeping
            }
        }
        cache.putIfCurrent(new CachedSummary(collection, key, completion.text(), revisions,
                List.of(request.prompt().stage()), completion.inputTokens(), completion.outputTokens()));
    }

    /** SHA-256 of everything the model was given: the same prompt gets the same completion back. */
    static String key(Prompt prompt) {
        String content = "completion-v1\n" + prompt.stage() + '\u0001' + prompt.maxOutputTokens() + '\u0001'
                + prompt.system() + '\u0001' + prompt.user();
        return ContentKey.of(content);
    }
}
