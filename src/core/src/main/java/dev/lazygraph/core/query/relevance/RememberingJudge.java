package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Stage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An LLM judge with a memory: verdicts already given about a chunk for the same (normalized) question are
 * taken from the verdict cache, recorded as reused tokens of the session (their original cost), and only the
 * other chunks are sent to the LLM; the LLM's readable verdicts are stored with their share of the tokens
 * their prompts cost. Verdicts made by the fallback are not stored: they cost nothing to make again.
 */
public final class RememberingJudge implements RelevanceJudge {
    private final RelevanceJudge llm;
    private final ValidatedVerdictCache cache;
    private final LlmSession session;
    private final String collection;
    private final String questionKey;

    public RememberingJudge(RelevanceJudge llm, ValidatedVerdictCache cache, LlmSession session, String collection,
                            String question) {
        this.llm = llm;
        this.cache = cache;
        this.session = session;
        this.collection = collection;
        this.questionKey = VerdictCache.questionKey(question);
    }

    @Override
    public List<Verdict> judge(List<IndexedChunk> chunks) {
        Map<String, CachedVerdict> known = cache.get(collection, questionKey, chunks.stream().map(IndexedChunk::chunk).toList());
        known.values().forEach(v -> session.reused(Stage.RELEVANCE, v.tokens()));
        List<IndexedChunk> unknown = chunks.stream().filter(c -> !known.containsKey(c.id())).toList();
        int before = session.tokensUsed();
        List<Verdict> fresh = unknown.isEmpty() ? List.of() : llm.judge(unknown);
        remember(unknown, fresh, session.tokensUsed() - before);

        List<Verdict> verdicts = new ArrayList<>();
        int next = 0;
        for (IndexedChunk chunk : chunks) {
            CachedVerdict hit = known.get(chunk.id());
            verdicts.add(hit != null ? (hit.relevant() ? Verdict.RELEVANT : Verdict.IRRELEVANT) : fresh.get(next++));
        }
        return verdicts;
    }

    /** Stores the decided verdicts, splitting {@code tokens} among them so the shares add up exactly. */
    private void remember(List<IndexedChunk> chunks, List<Verdict> verdicts, int tokens) {
        List<Integer> decided = new ArrayList<>();
        for (int i = 0; i < verdicts.size(); i++) {
            if (verdicts.get(i) == Verdict.RELEVANT || verdicts.get(i) == Verdict.IRRELEVANT) {
                decided.add(i);
            }
        }
        List<CachedVerdict> store = new ArrayList<>();
        for (int k = 0; k < decided.size(); k++) {
            int share = tokens / decided.size() + (k < tokens % decided.size() ? 1 : 0);
            Chunk chunk = chunks.get(decided.get(k)).chunk();
            store.add(new CachedVerdict(collection, questionKey, chunk.id(), chunk.document().key(), chunk.revision(),
                    verdicts.get(decided.get(k)) == Verdict.RELEVANT, share));
        }
        cache.putIfCurrent(collection, store);
    }
}
