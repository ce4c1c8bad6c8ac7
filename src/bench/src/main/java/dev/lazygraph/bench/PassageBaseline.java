package dev.lazygraph.bench;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The simplest retriever a user could put in front of an LLM instead: every page's text cut into passages
 * of {@value #WORDS} words overlapping by {@value #OVERLAP}, ranked by Okapi BM25 (k1 1.2, b 0.75) over the
 * passages, the best ones taken until they hold as many tokens as lazygraph's context for the same question.
 * Whether the gold answer is among them is the bar lazygraph's context is held to. The pages' text is the
 * stored chunks' text in order, so both read the same parsed words.
 */
final class PassageBaseline {
    static final int WORDS = 120;
    static final int OVERLAP = 20;
    private static final double K1 = 1.2;
    private static final double B = 0.75;

    private final TextAnalyzer analyzer;
    private final List<String> passages = new ArrayList<>();
    private final List<Map<String, Integer>> frequencies = new ArrayList<>();
    private final List<Integer> lengths = new ArrayList<>();
    private final Map<String, List<Integer>> postings = new HashMap<>();
    private final double averageLength;

    PassageBaseline(GraphStore store, String collection, TextAnalyzer analyzer) {
        this.analyzer = analyzer;
        for (DocumentRecord document : store.documents(collection)) {
            List<String> ids = IntStream.range(0, document.chunks())
                    .mapToObj(i -> Chunk.idOf(document.id(), document.revision(), i)).toList();
            StringBuilder text = new StringBuilder();
            store.chunks(collection, ids).stream().sorted((a, b) -> Integer.compare(a.chunk().ordinal(), b.chunk().ordinal()))
                    .map(IndexedChunk::chunk).forEach(chunk -> text.append(chunk.text()).append('\n'));
            add(text.toString());
        }
        averageLength = lengths.stream().mapToInt(Integer::intValue).average().orElse(1);
    }

    private void add(String page) {
        String[] words = page.strip().split("\\s+");
        for (int start = 0; start < words.length; start += WORDS - OVERLAP) {
            String passage = String.join(" ", Arrays.asList(words).subList(start, Math.min(words.length, start + WORDS)));
            Map<String, Integer> counts = new HashMap<>();
            analyzer.terms(passage).forEach(t -> counts.merge(t, 1, Integer::sum));
            int index = passages.size();
            passages.add(passage);
            frequencies.add(counts);
            lengths.add(counts.values().stream().mapToInt(Integer::intValue).sum());
            counts.keySet().forEach(t -> postings.computeIfAbsent(t, k -> new ArrayList<>()).add(index));
            if (start + WORDS >= words.length) {
                break;
            }
        }
    }

    /** The best passages for {@code question} joined, as many as fit in {@code tokens} (at least one). */
    String context(String question, int tokens) {
        Map<Integer, Double> scores = new HashMap<>();
        int n = passages.size();
        for (String term : new LinkedHashSet<>(analyzer.terms(question))) {
            List<Integer> holding = postings.getOrDefault(term, List.of());
            double idf = Math.log(1 + (n - holding.size() + 0.5) / (holding.size() + 0.5));
            for (int p : holding) {
                double tf = frequencies.get(p).get(term);
                scores.merge(p, idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * lengths.get(p) / averageLength)),
                        Double::sum);
            }
        }
        List<Integer> ranked = scores.keySet().stream()
                .sorted((a, b) -> scores.get(b).equals(scores.get(a)) ? Integer.compare(a, b)
                        : Double.compare(scores.get(b), scores.get(a)))
                .toList();
        StringBuilder context = new StringBuilder();
        for (int p : ranked) {
            if (context.length() > 0 && TokenCounter.count(context + "\n" + passages.get(p)) > tokens) {
                break;
            }
            context.append(passages.get(p)).append('\n');
        }
        return context.toString();
    }
}
