package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.summary.ExtractiveSummarizer;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The question-relevant part of a chunk, which is what every LLM stage reads instead of the whole chunk:
 * its sentences covering most of the question's weight ({@link QuestionWeights#coverage}), ties going to
 * the chunk's most central sentences (TextRank), taken until {@code maxChars} and shown in text order.
 * Sentences covering nothing of the question are only taken when none covers anything (a question with
 * nothing specific, or a chunk found by the graph walk rather than by its words). A chunk whose first pick alone is longer is cut at a word.
 * One instance belongs to one question; snippets are computed once per chunk. Not thread-safe.
 */
public final class Snippets {
    private static final String GAP = " … ";

    private final TextAnalyzer analyzer;
    private final QuestionWeights question;
    private final int maxChars;
    private final Map<String, String> byChunk = new HashMap<>();

    public Snippets(TextAnalyzer analyzer, QuestionWeights question, int maxChars) {
        this.analyzer = analyzer;
        this.question = question;
        this.maxChars = maxChars;
    }

    public String of(Chunk chunk) {
        return byChunk.computeIfAbsent(chunk.id(), id -> compute(chunk));
    }

    private String compute(Chunk chunk) {
        List<Sentence> sentences = Sentence.of(chunk, analyzer);
        if (sentences.isEmpty()) {
            return cut(Sentence.display(chunk.text()));
        }
        List<Integer> central = ExtractiveSummarizer.rank(sentences);
        Map<Integer, Double> coverage = new HashMap<>();
        for (int i : central) {
            Sentence s = sentences.get(i);
            coverage.put(i, question.coverage(s.terms(), () -> analyzer.concepts(s.text())));
        }
        List<Integer> order = new ArrayList<>(central);
        order.sort(Comparator.comparingDouble((Integer i) -> -coverage.get(i)));
        boolean anyCovered = coverage.get(order.get(0)) > 0;
        List<Integer> picked = new ArrayList<>();
        int length = 0;
        for (int i : order) {
            if (anyCovered && coverage.get(i) == 0) {
                break;
            }
            int added = sentences.get(i).text().length() + (picked.isEmpty() ? 0 : GAP.length());
            if (!picked.isEmpty() && length + added > maxChars) {
                continue;
            }
            picked.add(i);
            length += added;
        }
        picked.sort(Comparator.naturalOrder());
        if (picked.size() == 1) {
            return cut(sentences.get(picked.get(0)).text());
        }
        StringBuilder snippet = new StringBuilder();
        for (int k = 0; k < picked.size(); k++) {
            int i = picked.get(k);
            if (k > 0) {
                snippet.append(i == picked.get(k - 1) + 1 ? " " : GAP);
            }
            snippet.append(sentences.get(i).text());
        }
        return snippet.toString();
    }

    /** {@code text} up to {@code maxChars}, cut after the last whole word that fits. */
    private String cut(String text) {
        if (text.length() <= maxChars) {
            return text;
        }
        int end = text.lastIndexOf(' ', maxChars - 1);
        return text.substring(0, end > 0 ? end : maxChars - 1) + "…";
    }
}
