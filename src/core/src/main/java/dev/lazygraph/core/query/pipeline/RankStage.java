package dev.lazygraph.core.query.pipeline;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.UnknownNames;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.query.relevance.Snippets;
import java.util.List;
import java.util.Map;

/**
 * Ranks the chunks for the question (BM25 + Personalized PageRank, {@link ChunkRanker}): the top chunks the
 * answer is built from, and as many more as the community stage needs for candidates. Before any of it, the
 * names the question asks about are looked up: a question about something the collection never mentions is
 * answered as such ({@link UnknownNames}).
 */
public final class RankStage {
    /** Passages offered as the closest sources when the documents hold no answer. */
    static final int CLOSEST_SOURCES = 3;

    private final ChunkRanker ranker;
    private final TextAnalyzer analyzer;
    private final QueryConfig config;

    public RankStage(ChunkRanker ranker, TextAnalyzer analyzer, QueryConfig config) {
        this.ranker = ranker;
        this.analyzer = analyzer;
        this.config = config;
    }

    /** The best {@code k} chunks by {@code signals}: the ranking alone. */
    public List<RankedChunk> rank(GraphView view, String question, RankingSignals signals, int k) {
        return ranker.rank(view, Question.read(question, analyzer), signals, k);
    }

    /** The names the question asks about that no document mentions (a global question's subject only). */
    List<String> unknownNames(QueryContext context) {
        return UnknownNames.of(context.focus(), analyzer, context.view());
    }

    /** The passages closest to the whole question, for an answer that found nothing. */
    List<IndexedChunk> closest(QueryContext context) {
        return chunks(context.view(), rank(context.view(), context.question(), RankingSignals.ALL, CLOSEST_SOURCES));
    }

    void run(QueryContext context) {
        GraphView view = context.view();
        Question question = Question.read(context.focus(), analyzer);
        QuestionWeights weights = QuestionWeights.of(view, question);
        List<RankedChunk> ranked = ranker.rank(view, question, RankingSignals.ALL,
                Math.max(context.topK(), config.rank().candidateChunks()));
        List<IndexedChunk> top = chunks(view, ranked.subList(0, Math.min(context.topK(), ranked.size())));
        context.ranked(question, weights, new Snippets(analyzer, weights, config.snippetChars()), ranked, top);
    }

    /** The chunks of {@code ranked}, in its order; those no longer stored are left out. */
    static List<IndexedChunk> chunks(GraphView view, List<RankedChunk> ranked) {
        Map<String, IndexedChunk> found = view.chunks(ranked.stream().map(RankedChunk::chunkId).toList());
        return ranked.stream().map(r -> found.get(r.chunkId())).filter(c -> c != null).toList();
    }
}
