package dev.lazygraph.core.summary;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Summarizes chunks without an LLM: TextRank (Mihalcea and Tarau, 2004) over their sentences, the most
 * central sentences first, each followed by the marker {@code [k]} of the source it comes from (k counts
 * the sources from 1). Hand-written because TextRank is a short PageRank over a sentence-similarity graph
 * and the sentences must come from our own analyzer so they can be cited by offset.
 */
public final class ExtractiveSummarizer {
    public static final String METHOD = "extractive-textrank";
    private static final double DAMPING = 0.85;
    private static final int ITERATIONS = 30;

    private final TextAnalyzer analyzer;
    private final int maxSentences;

    public ExtractiveSummarizer(TextAnalyzer analyzer, int maxSentences) {
        this.analyzer = analyzer;
        this.maxSentences = maxSentences;
    }

    public String summarize(List<Chunk> sources) {
        List<Sentence> sentences = new ArrayList<>();
        List<Integer> sourceOf = new ArrayList<>();
        for (int k = 0; k < sources.size(); k++) {
            for (Sentence s : Sentence.of(sources.get(k), analyzer)) {
                sentences.add(s);
                sourceOf.add(k + 1);
            }
        }
        List<Integer> order = rank(sentences);
        StringBuilder summary = new StringBuilder();
        Set<String> seen = new HashSet<>();
        int taken = 0;
        for (int i : order) {
            if (taken == maxSentences) {
                break;
            }
            if (seen.add(sentences.get(i).text())) {
                if (summary.length() > 0) {
                    summary.append(' ');
                }
                summary.append(sentences.get(i).text()).append(" [").append(sourceOf.get(i)).append(']');
                taken++;
            }
        }
        return summary.toString();
    }

    /** Sentence indices, most central first (ties: earlier sentence first). */
    public static List<Integer> rank(List<Sentence> sentences) {
        int n = sentences.size();
        List<Set<String>> words = new ArrayList<>();
        sentences.forEach(s -> words.add(new LinkedHashSet<>(s.terms())));
        double[][] similarity = new double[n][n];
        double[] outWeight = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double sim = similarity(words.get(i), words.get(j));
                similarity[i][j] = sim;
                similarity[j][i] = sim;
                outWeight[i] += sim;
                outWeight[j] += sim;
            }
        }
        double[] score = new double[n];
        Arrays.fill(score, 1.0);
        for (int it = 0; it < ITERATIONS; it++) {
            double[] next = new double[n];
            for (int i = 0; i < n; i++) {
                double sum = 0;
                for (int j = 0; j < n; j++) {
                    if (similarity[j][i] > 0) {
                        sum += similarity[j][i] / outWeight[j] * score[j];
                    }
                }
                next[i] = (1 - DAMPING) + DAMPING * sum;
            }
            score = next;
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        double[] finalScore = score;
        order.sort(Comparator.comparingDouble((Integer i) -> -finalScore[i]).thenComparingInt(i -> i));
        return order;
    }

    /** TextRank's similarity: shared words, normalized by the log lengths so long sentences do not dominate. */
    private static double similarity(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        long shared = a.stream().filter(b::contains).count();
        if (shared == 0) {
            return 0;
        }
        double norm = Math.log(a.size() + 1) + Math.log(b.size() + 1);
        return shared / norm;
    }
}
