package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.passage.Passage;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.passage.RankedPassage;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.function.Function;

/**
 * What an answer is written from.
 *
 * @param chunks      excerpts the answer may use, best first: the top chunks (basic) or the chunks found
 *                    relevant followed by the top chunks (local, global)
 * @param ranked      the same chunks in the ranking's order (the top chunks, then those only found relevant),
 *                    which an extractive answer quotes from
 * @param followUps   chunks of further documents the best quote leads to ({@link FollowUpSearch})
 * @param communities selected communities with their summaries, best first
 * @param excerpt     what an LLM reads of a chunk (its question-relevant sentences)
 * @param repeats     the lines the site repeats on its pages among these chunks, which are never quoted
 * @param passages    the passages of these chunks and of the wider pool ({@link
 *                    dev.lazygraph.core.query.passage.PassagePool}), best first, which a quote is taken from
 * @param read        the same passages as an LLM reads them beside the quote's ({@link #inReadingOrder()}):
 *                    {@link dev.lazygraph.core.query.passage.PassageRankings#byChunk}
 */
public record Evidence(String question, QuestionWeights weights, List<IndexedChunk> chunks, List<IndexedChunk> ranked,
                       List<IndexedChunk> followUps, List<SummarizedCommunity> communities,
                       Function<Chunk, String> excerpt, SiteRepeats repeats, List<RankedPassage> passages,
                       List<RankedPassage> read) {

    /** Evidence an LLM reads in the quote's order. */
    public Evidence(String question, QuestionWeights weights, List<IndexedChunk> chunks, List<IndexedChunk> ranked,
                    List<IndexedChunk> followUps, List<SummarizedCommunity> communities,
                    Function<Chunk, String> excerpt, SiteRepeats repeats, List<RankedPassage> passages) {
        this(question, weights, chunks, ranked, followUps, communities, excerpt, repeats, passages, passages);
    }

    /**
     * Passages an extractive answer quotes from, when the passages are ranked: about what the first half of the
     * LLM's context holds. Quoting from whole chunks instead let a sentence the passage ranking put far down,
     * which matched the question's words but not what it asks, become the answer.
     */
    static final int QUOTED_PASSAGES = 8;

    /**
     * Whether {@code sentence} lies in one of the best {@link #QUOTED_PASSAGES} passages (any sentence, when the
     * passages are not ranked): the quote comes from what the ranking put first, not from the rest of its chunk.
     */
    boolean inQuotedPassages(Sentence sentence) {
        if (passages.isEmpty()) {
            return true;
        }
        return passages.stream().limit(QUOTED_PASSAGES).map(RankedPassage::passage).anyMatch(p -> {
            Chunk chunk = p.chunk().chunk();
            return chunk.id().equals(sentence.chunk().id()) && chunk.start() + p.start() < sentence.end()
                    && sentence.start() < chunk.start() + p.end();
        });
    }

    /**
     * The chunks an extractive answer quotes from: those of the best passages, in the passages' order; without
     * ranked passages the ranked chunks, then the follow-ups.
     */
    List<IndexedChunk> quotable() {
        if (!passages.isEmpty()) {
            Set<IndexedChunk> chunks = new LinkedHashSet<>();
            passages.stream().limit(QUOTED_PASSAGES).forEach(p -> chunks.add(p.passage().chunk()));
            return List.copyOf(chunks);
        }
        List<IndexedChunk> all = new ArrayList<>(ranked);
        all.addAll(followUps);
        return all;
    }

    /** The same evidence with only {@code kept} of its communities. */
    Evidence withCommunities(List<SummarizedCommunity> kept) {
        return new Evidence(question, weights, chunks, ranked, followUps, kept, excerpt, repeats, passages, read);
    }

    /**
     * The passages in the order an LLM reads them, each once: first the {@link #QUOTED_PASSAGES} a quote is taken
     * from, so the LLM reads what the quote reads; then by turns the next of {@code read} and the next of
     * {@code passages}, {@code read} first since the quote's ranking has had its first places. The LLM reads
     * about twice as many passages as the quote: the rest of the chunks the pool ranks first hold answers that
     * share few of the question's words (a spreadsheet row packed with others), but when those chunks are beside
     * the point, further passages of other pages answer; taking turns gives each reading half of the further
     * room rather than betting it on one.
     */
    List<RankedPassage> inReadingOrder() {
        Map<Passage, RankedPassage> order = new LinkedHashMap<>();
        passages.stream().limit(QUOTED_PASSAGES).forEach(p -> order.putIfAbsent(p.passage(), p));
        Iterator<RankedPassage> quoted = passages.iterator();
        Iterator<RankedPassage> wider = read.iterator();
        while (quoted.hasNext() || wider.hasNext()) {
            takeNext(wider, order);
            takeNext(quoted, order);
        }
        return List.copyOf(order.values());
    }

    /** Adds the next passage of {@code ranking} not yet in {@code order}, if any. */
    private static void takeNext(Iterator<RankedPassage> ranking, Map<Passage, RankedPassage> order) {
        while (ranking.hasNext()) {
            RankedPassage next = ranking.next();
            if (order.putIfAbsent(next.passage(), next) == null) {
                return;
            }
        }
    }

    boolean isEmpty() {
        return chunks.isEmpty() && communities.isEmpty();
    }

    /** The communities as the answer shows them, their summaries' markers numbered in {@code cites}. */
    List<CommunityUse> uses(CitationList cites) {
        return communities.stream()
                .map(sc -> sc.use(cites.renumber(sc.summary().text(), sc.summary().sources())))
                .toList();
    }

    /** Every chunk a summary was built from, community by community. */
    List<Chunk> summarySources() {
        return communities.stream().flatMap(sc -> sc.summary().sources().stream()).toList();
    }
}
