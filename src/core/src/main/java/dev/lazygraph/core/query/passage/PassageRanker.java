package dev.lazygraph.core.query.passage;

import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.InflectionFolding;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.passage.Passage;
import dev.lazygraph.core.passage.PassageSplitter;
import dev.lazygraph.core.query.graph.QuestionWeights;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Ranks the passages of a pool of chunks for a question by two or three rankings fused by reciprocal rank (RRF, k =
 * {@value #RRF_K}, the constant of Cormack et al. that needs no tuning): BM25 over the passages themselves, and
 * the rank of the chunk a passage belongs to in the pool (which carries the graph's walk and the relevance
 * tests) given to the chunk's best passage by BM25, which stands for the chunk (its other passages did not
 * earn the chunk its rank). BM25 runs here over the passages rather than over the stored chunk postings because a chunk is three
 * passages long: the chunk that matches best often answers in one passage and only mentions the question's
 * words in the others, and only the passage ranking tells which. The question's term weights are the
 * collection's (its idf), so a passage is scored as the collection would score it; the titles governing a
 * passage count at {@value #TITLE_WEIGHT} of a word in it, since "The default is 128MB" under "shared_buffers"
 * is about that setting. With passage vectors, the third ranking is by meaning (the question's vector against
 * each passage's): alone a small embedder does not beat BM25 on manuals, fused it finds the paraphrased
 * answers BM25 misses. {@link #rankings} also reads the chunk ranking out passage by passage, for a reader of
 * more passages than a quote ({@link PassageRankings#byChunk}).
 */
public final class PassageRanker {
    static final int RRF_K = 60;
    static final double TITLE_WEIGHT = 0.5;
    private static final double K1 = 1.2;
    private static final double B = 0.75;

    private final TextAnalyzer analyzer;
    private final PassageSplitter splitter;

    public PassageRanker(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
        this.splitter = new PassageSplitter(analyzer);
    }

    /** The passages of {@code pool} (best chunk first), best first, by BM25 and the pool's order. */
    public List<RankedPassage> rank(List<IndexedChunk> pool, QuestionWeights weights) {
        return rank(pool, weights, Optional.empty());
    }

    /**
     * The passages of {@code pool} (best chunk first), best first; with the question's vector, how close each
     * passage's meaning is to the question is a third ranking in the fusion.
     */
    public List<RankedPassage> rank(List<IndexedChunk> pool, QuestionWeights weights, Optional<QuestionVector> question) {
        return rankings(pool, weights, question).byPassage();
    }

    /**
     * The passages of {@code pool} (best chunk first) ranked twice, by the same BM25 and meaning rankings and
     * two readings of the pool's chunk ranking ({@link PassageRankings}).
     */
    public PassageRankings rankings(List<IndexedChunk> pool, QuestionWeights weights, Optional<QuestionVector> question) {
        List<Passage> passages = new ArrayList<>();
        Map<Passage, Integer> chunkRank = new HashMap<>();
        for (int i = 0; i < pool.size(); i++) {
            for (Passage passage : splitter.split(pool.get(i))) {
                passages.add(passage);
                chunkRank.put(passage, i);
            }
        }
        if (passages.isEmpty()) {
            return new PassageRankings(List.of(), List.of());
        }
        List<Map<String, Double>> frequencies = passages.stream().map(this::frequencies).toList();
        double averageLength = frequencies.stream().mapToDouble(PassageRanker::length).average().orElse(1);
        Map<Passage, Double> bm25 = new HashMap<>();
        for (int i = 0; i < passages.size(); i++) {
            bm25.put(passages.get(i), bm25(frequencies.get(i), weights, Math.max(1e-9, averageLength)));
        }
        List<Passage> byBm25 = passages.stream()
                .sorted(Comparator.comparingDouble((Passage p) -> -bm25.get(p)).thenComparingInt(chunkRank::get))
                .toList();
        Map<Passage, Double> lexical = new HashMap<>();
        Map<Passage, Integer> lexicalRank = new HashMap<>();
        for (int rank = 0; rank < byBm25.size(); rank++) {
            Passage passage = byBm25.get(rank);
            lexicalRank.put(passage, rank);
            lexical.put(passage, bm25.get(passage) > 0 ? 1.0 / (RRF_K + rank + 1) : 0);
        }
        Map<Passage, Double> meaning = new HashMap<>();
        question.ifPresent(q -> {
            Map<Passage, Double> similarity = new HashMap<>();
            passages.forEach(p -> q.similarity(p).ifPresent(s -> similarity.put(p, s)));
            List<Passage> byMeaning = similarity.keySet().stream()
                    .sorted(Comparator.comparingDouble((Passage p) -> -similarity.get(p)).thenComparingInt(chunkRank::get))
                    .toList();
            for (int rank = 0; rank < byMeaning.size(); rank++) {
                meaning.put(byMeaning.get(rank), 1.0 / (RRF_K + rank + 1));
            }
        });
        Map<Passage, Double> chunksBest = new HashMap<>();
        Set<String> represented = new HashSet<>();
        for (Passage passage : byBm25) {
            boolean best = represented.add(passage.chunk().id());
            chunksBest.put(passage, best ? 1.0 / (RRF_K + chunkRank.get(passage) + 1) : 0);
        }
        List<Passage> readOut = passages.stream()
                .sorted(Comparator.comparingInt((Passage p) -> chunkRank.get(p)).thenComparingInt(lexicalRank::get))
                .toList();
        Map<Passage, Double> everyPassage = new HashMap<>();
        for (int rank = 0; rank < readOut.size(); rank++) {
            everyPassage.put(readOut.get(rank), 1.0 / (RRF_K + rank + 1));
        }
        return new PassageRankings(sorted(passages, fused(passages, lexical, chunksBest, meaning), chunkRank),
                sorted(passages, fused(passages, lexical, everyPassage, meaning), chunkRank));
    }

    /** The RRF sum of the passage's BM25, chunk and (when ranked) meaning votes, summed in that order. */
    private static Map<Passage, Double> fused(List<Passage> passages, Map<Passage, Double> lexical,
                                              Map<Passage, Double> chunk, Map<Passage, Double> meaning) {
        Map<Passage, Double> fused = new HashMap<>();
        for (Passage passage : passages) {
            double score = lexical.get(passage) + chunk.get(passage);
            Double close = meaning.get(passage);
            fused.put(passage, close == null ? score : score + close);
        }
        return fused;
    }

    private static List<RankedPassage> sorted(List<Passage> passages, Map<Passage, Double> fused,
                                              Map<Passage, Integer> chunkRank) {
        return passages.stream()
                .sorted(Comparator.comparingDouble((Passage p) -> -fused.get(p)).thenComparingInt(chunkRank::get)
                        .thenComparingInt(Passage::start))
                .map(p -> new RankedPassage(p, fused.get(p)))
                .toList();
    }

    /**
     * The passage's terms, folded to their inflection key ({@link InflectionFolding}: the question's "configured"
     * counts the passage's "configure"), with their counts; those of its headings and terms at {@link
     * #TITLE_WEIGHT}.
     */
    private Map<String, Double> frequencies(Passage passage) {
        Map<String, Double> counts = new HashMap<>();
        analyzer.terms(passage.text()).forEach(t -> counts.merge(InflectionFolding.fold(t), 1.0, Double::sum));
        Set<String> titles = new LinkedHashSet<>();
        passage.titles().stream().map(Section::title).forEach(titles::add);
        titles.forEach(title -> analyzer.terms(title)
                .forEach(t -> counts.merge(InflectionFolding.fold(t), TITLE_WEIGHT, Double::sum)));
        return counts;
    }

    private static double length(Map<String, Double> frequencies) {
        return frequencies.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    private static double bm25(Map<String, Double> frequencies, QuestionWeights weights, double averageLength) {
        double length = length(frequencies);
        double score = 0;
        for (String term : weights.terms()) {
            double tf = frequencies.getOrDefault(InflectionFolding.fold(term), 0.0);
            if (tf > 0) {
                score += weights.termWeight(term) * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / averageLength));
            }
        }
        return score;
    }
}
