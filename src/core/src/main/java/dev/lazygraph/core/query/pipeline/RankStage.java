package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.Lexicon;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.SearchHit;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.UnknownNames;
import dev.lazygraph.core.query.passage.QuestionVector;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.query.relevance.Snippets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Ranks the chunks for the question (BM25 + Personalized PageRank, {@link ChunkRanker}): the top chunks the
 * answer is built from, and as many more as the community stage needs for candidates. Before any of it, the
 * names the question asks about are looked up: a question about something the collection never mentions is
 * answered as such ({@link UnknownNames}).
 */
public final class RankStage {
    /** Passages offered as the closest sources when the documents hold no answer. */
    static final int CLOSEST_SOURCES = 3;
    /** Chunks plain BM25, and as many the passage vectors, add to the answer's passage pool ({@link dev.lazygraph.core.query.passage.PassagePool}). */
    static final int LEXICAL_CHUNKS = 40;

    private final ChunkRanker ranker;
    private final TextAnalyzer analyzer;
    private final QueryConfig config;
    private final Optional<TextEmbedder> embedder;
    private final Lexicon lexicon;

    /** @param lexicon the common words: a noun that is none of them is checked like a name ({@link UnknownNames}) */
    public RankStage(ChunkRanker ranker, TextAnalyzer analyzer, QueryConfig config, Optional<TextEmbedder> embedder,
                     Lexicon lexicon) {
        this.ranker = ranker;
        this.analyzer = analyzer;
        this.config = config;
        this.embedder = embedder;
        this.lexicon = lexicon;
    }

    /** The best {@code k} chunks by {@code signals}: the ranking alone. */
    public List<RankedChunk> rank(GraphView view, String question, RankingSignals signals, int k) {
        return ranker.rank(view, Question.read(question, analyzer), signals, k);
    }

    /** The best {@code limit} chunks by every signal, each with its snippet; those no longer stored are left out. */
    public List<SearchHit> search(GraphView view, String question, int limit) {
        Question read = Question.read(question, analyzer);
        List<RankedChunk> ranked = ranker.rank(view, read, RankingSignals.ALL, limit);
        Map<String, IndexedChunk> chunks = view.chunks(ranked.stream().map(RankedChunk::chunkId).toList());
        Snippets snippets = snippets(QuestionWeights.of(view, read));
        return ranked.stream()
                .filter(hit -> chunks.containsKey(hit.chunkId()))
                .map(hit -> {
                    Chunk chunk = chunks.get(hit.chunkId()).chunk();
                    return new SearchHit(chunk, hit.score(), snippets.of(chunk));
                })
                .toList();
    }

    /**
     * What a question about something the collection never mentions is answered with: the names it asks about
     * (a global question's subject only) that no document mentions, that are no misspelling of a word the
     * passages closest to the whole question hold nor a module of a scheme those passages never write, with
     * the closest of those passages; empty when every name is known (the closest passages are ranked only when
     * a name is not).
     */
    Optional<NothingFound> nothingFound(QueryContext context, Routed routed, GraphView view) {
        List<String> named = UnknownNames.of(routed.focus(), analyzer, lexicon, view);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        // The names spelled apart too: a text writing a name only inside a longer one (sameSiteCookies) is
        // indexed by that one's key and its words, not by the name the question writes (SameSite).
        String probe = context.question() + " " + String.join(" ", named.stream().map(UnknownNames::spelledApart).toList());
        List<IndexedChunk> closest = chunks(view, rank(view, probe, RankingSignals.ALL, context.topK()));
        List<String> unknown = UnknownNames.withoutMisspellings(UnknownNames.withDocumentedSchemes(named, closest),
                closest, analyzer);
        return unknown.isEmpty() ? Optional.empty()
                : Optional.of(new NothingFound(unknown, closest.subList(0, Math.min(CLOSEST_SOURCES, closest.size()))));
    }

    /** The names no document mentions, and the passages offered as the closest sources instead. */
    record NothingFound(List<String> unknownNames, List<IndexedChunk> closest) {
    }

    /** The ranking of the question's focus: the top {@code topK} chunks, and the candidates beyond them. */
    Ranked run(Routed routed, GraphView view, int topK) {
        Question question = Question.read(routed.focus(), analyzer);
        QuestionWeights weights = QuestionWeights.of(view, question);
        List<RankedChunk> ranked = ranker.rank(view, question, RankingSignals.ALL,
                Math.max(topK, config.rank().candidateChunks()));
        List<IndexedChunk> top = chunks(view, ranked.subList(0, Math.min(topK, ranked.size())));
        List<IndexedChunk> lexical = chunks(view, ranker.rank(view, question, RankingSignals.BM25_ONLY, LEXICAL_CHUNKS));
        Optional<QuestionVector> vector = questionVector(view, routed.focus(), Stream.concat(
                ranked.stream().map(RankedChunk::chunkId), lexical.stream().map(IndexedChunk::id)).toList());
        List<IndexedChunk> close = vector.map(v -> List.copyOf(view.chunks(
                v.index().nearestChunks(v.vector(), LEXICAL_CHUNKS)).values())).orElse(List.of());
        return new Ranked(weights, snippets(weights), ranked, top, lexical, close, vector);
    }

    /**
     * The question's vector and the view's passage vectors of the embedder's model, at least those of the
     * {@code candidates} the other signals ranked (all a store that reads per item reads); empty without either.
     */
    private Optional<QuestionVector> questionVector(GraphView view, String question, List<String> candidates) {
        return embedder.flatMap(e -> {
            DenseIndex index = view.denseIndex(e.model(), candidates);
            return index.isEmpty() ? Optional.empty()
                    : Optional.of(new QuestionVector(e.embed(List.of(question)).get(0), index));
        });
    }

    /** What every LLM stage reads of a chunk for the question {@code weights} were read from. */
    private Snippets snippets(QuestionWeights weights) {
        return new Snippets(analyzer, weights, config.snippetChars());
    }

    /** The chunks of {@code ranked}, in its order; those no longer stored are left out. */
    static List<IndexedChunk> chunks(GraphView view, List<RankedChunk> ranked) {
        Map<String, IndexedChunk> found = view.chunks(ranked.stream().map(RankedChunk::chunkId).toList());
        return ranked.stream().map(r -> found.get(r.chunkId())).filter(c -> c != null).toList();
    }
}
