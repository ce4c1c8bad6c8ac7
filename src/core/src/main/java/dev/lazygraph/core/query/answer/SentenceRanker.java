package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Picks the sentences of an extractive answer: those covering most of the question's weight, ties going to
 * the sentence that says more (more distinct terms: "Yes." rarely answers anything), then to the better-ranked
 * chunk and the earlier sentence. Sentences covering nothing of the question are only used when no sentence
 * covers anything (a question with nothing specific to match).
 */
final class SentenceRanker {
    private final TextAnalyzer analyzer;

    SentenceRanker(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    private record Candidate(Sentence sentence, double coverage, int content, int chunkRank, int position) {
    }

    /** At most {@code limit} sentences of {@code chunks} (best-ranked first), best first, without repeats. */
    List<Sentence> best(List<IndexedChunk> chunks, QuestionWeights question, int limit) {
        List<Candidate> candidates = new ArrayList<>();
        for (int rank = 0; rank < chunks.size(); rank++) {
            List<Sentence> sentences = Sentence.of(chunks.get(rank).chunk(), analyzer);
            for (int i = 0; i < sentences.size(); i++) {
                Sentence s = sentences.get(i);
                double coverage = question.coverage(s.terms(), () -> analyzer.concepts(s.text()));
                candidates.add(new Candidate(s, coverage, new HashSet<>(s.terms()).size(), rank, i));
            }
        }
        boolean anyCovered = candidates.stream().anyMatch(c -> c.coverage() > 0);
        Set<String> seen = new HashSet<>();
        return candidates.stream()
                .filter(c -> !anyCovered || c.coverage() > 0)
                .sorted(Comparator.comparingDouble(Candidate::coverage).reversed()
                        .thenComparing(Comparator.comparingInt(Candidate::content).reversed())
                        .thenComparingInt(Candidate::chunkRank).thenComparingInt(Candidate::position))
                .map(Candidate::sentence)
                .filter(s -> seen.add(s.text()))
                .limit(limit)
                .toList();
    }
}
