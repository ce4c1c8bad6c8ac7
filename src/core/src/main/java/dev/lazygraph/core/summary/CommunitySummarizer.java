package dev.lazygraph.core.summary;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LlmSession;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Summaries of communities, lazily and cached: a summary is looked up under the key of its content, computed
 * only on a miss (by the LLM when one is usable, else extractively, and extractively when the LLM fails),
 * and stored only while its sources are current. A hit of an LLM summary is recorded as reused tokens, so
 * it lowers what the query spends rather than freeing budget.
 */
public final class CommunitySummarizer {

    /**
     * @param text    summary whose {@code [k]} markers refer to {@code sources}
     * @param sources the chunks summarized, ordered by id (the order the markers count in)
     * @param cached  served from the cache
     * @param current false when a source changed while the summary was computed: it must not be used
     */
    public record Result(String text, List<Chunk> sources, String method, boolean cached, boolean current) {
    }

    private final ValidatedSummaryCache cache;
    private final ExtractiveSummarizer extractive;
    private final Optional<LlmSummarizer> llm;

    public CommunitySummarizer(ValidatedSummaryCache cache, ExtractiveSummarizer extractive,
                               Optional<LlmSummarizer> llm) {
        this.cache = cache;
        this.extractive = extractive;
        this.llm = llm;
    }

    public Result summarize(String collection, List<String> concepts, List<Chunk> chunks) {
        List<Chunk> sources = chunks.stream().sorted(Comparator.comparing(Chunk::id)).toList();
        List<String> ids = sources.stream().map(Chunk::id).toList();
        if (llm.isPresent() && llm.get().usable()) {
            String key = SummaryKey.of(LlmSummarizer.METHOD, concepts, ids, llm.get().excerpts(sources));
            Optional<CachedSummary> hit = cache.get(collection, key);
            if (hit.isPresent()) {
                llm.get().reused(hit.get());
                return new Result(hit.get().text(), sources, LlmSummarizer.METHOD, true, true);
            }
            Optional<LlmSession.Reply> reply = llm.get().summarize(concepts, sources);
            if (reply.isPresent()) {
                LlmSession.Reply r = reply.get();
                return store(collection, key, LlmSummarizer.METHOD, r.text().trim(), concepts, sources,
                        r.completion().inputTokens(), r.completion().outputTokens());
            }
        }
        String key = SummaryKey.of(ExtractiveSummarizer.METHOD, concepts, ids);
        Optional<CachedSummary> hit = cache.get(collection, key);
        if (hit.isPresent()) {
            return new Result(hit.get().text(), sources, ExtractiveSummarizer.METHOD, true, true);
        }
        return store(collection, key, ExtractiveSummarizer.METHOD, extractive.summarize(sources), concepts, sources,
                0, 0);
    }

    private Result store(String collection, String key, String method, String text, List<String> concepts,
                         List<Chunk> sources, int inputTokens, int outputTokens) {
        SortedMap<String, String> revisions = new TreeMap<>();
        for (Chunk chunk : sources) {
            String other = revisions.put(chunk.document().key(), chunk.revision());
            if (other != null && !other.equals(chunk.revision())) {
                // Chunks of two revisions of one document: read across a concurrent overwrite.
                return new Result(text, sources, method, false, false);
            }
        }
        boolean current = cache.putIfCurrent(new CachedSummary(collection, key, text, revisions, List.copyOf(concepts),
                inputTokens, outputTokens));
        return new Result(text, sources, method, false, current);
    }
}
