package dev.lazygraph.core.summary;

import dev.lazygraph.core.cache.SourceRevisions;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LlmSession;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Summaries of communities, lazily and cached: a summary is looked up under the key of its content, computed
 * only on a miss (by the LLM when one is usable, else extractively, and extractively when the LLM fails or
 * the summaries' share of the budget is spent), and stored only while its sources are current. A hit of an
 * LLM summary is admitted against the budget as the call would be and recorded as reused tokens, so it lowers
 * what the query spends rather than freeing budget, and serves a summary only where the call would have
 * bought one: the answer does not depend on what other questions cached before.
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

    /**
     * What one query's summaries are written with.
     *
     * @param session the query's LLM session
     * @param excerpt what the query reads of a chunk
     */
    public record Reading(String collection, LlmSession session, Function<Chunk, String> excerpt) {
    }

    private final ValidatedSummaryCache cache;
    private final ExtractiveSummarizer extractive;
    private final LlmSummarizer llm;

    public CommunitySummarizer(ValidatedSummaryCache cache, ExtractiveSummarizer extractive, LlmSummarizer llm) {
        this.cache = cache;
        this.extractive = extractive;
        this.llm = llm;
    }

    /** The same summarizer, serving only cached summaries whose sources {@code view} may read. */
    public CommunitySummarizer readableIn(GraphView view) {
        return new CommunitySummarizer(cache.readableIn(view), extractive, llm);
    }

    public Result summarize(Reading reading, List<String> concepts, List<Chunk> chunks) {
        String collection = reading.collection();
        List<Chunk> sources = chunks.stream().sorted(Comparator.comparing(Chunk::id)).toList();
        List<String> ids = sources.stream().map(Chunk::id).toList();
        if (reading.session().usable()) {
            String key = SummaryKey.of(LlmSummarizer.METHOD, concepts, ids,
                    LlmSummarizer.excerpts(sources, reading.excerpt()));
            Optional<CachedSummary> hit = cache.get(collection, key);
            Optional<LlmSession.Reply> reply = llm.summarize(reading.session(), reading.excerpt(), concepts, sources,
                    hit.map(h -> new LlmSession.Reused(h.text(), h.inputTokens() + h.outputTokens())));
            if (reply.isPresent() && hit.isPresent()) {
                return new Result(hit.get().text(), sources, LlmSummarizer.METHOD, true, true);
            }
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
        SourceRevisions revisions = SourceRevisions.of(sources);
        boolean current = revisions.consistent() && cache.putIfCurrent(new CachedSummary(collection, key, text,
                revisions.revisions(), List.copyOf(concepts), inputTokens, outputTokens));
        return new Result(text, sources, method, false, current);
    }
}
