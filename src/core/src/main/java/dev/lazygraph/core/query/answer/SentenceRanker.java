package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Picks the sentences of an extractive answer, quoted as {@link Quotes} makes them readable alone. A quote
 * ranks by how much of the question it covers, counting the question word as one more part of the question,
 * of the question's average weight, that a quote covers by holding the kind of thing asked for
 * ({@link AskedFor}): of two quotes that match "Who designed the camera?" equally, the one naming someone
 * comes first. Ties go to a quote without an antecedent joined to it (it says the same in fewer words), then
 * to the quote that says more (more distinct terms: "Yes." rarely answers anything), then to the
 * better-ranked chunk and the earlier sentence. Quotes covering nothing of the question are only used when no
 * quote covers anything (a question with nothing specific to match).
 */
final class SentenceRanker {
    private final TextAnalyzer analyzer;
    private final Quotes quotes;

    SentenceRanker(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
        this.quotes = new Quotes(analyzer);
    }

    private record Candidate(Sentence sentence, double coverage, double score, boolean withAntecedent, int content,
                             int chunkRank, int position) {
    }

    /**
     * At most {@code limit} quotes of {@code chunks} (best-ranked first), best first, none repeating or
     * overlapping another.
     */
    List<Sentence> best(List<IndexedChunk> chunks, String question, QuestionWeights weights, int limit) {
        Optional<AskedFor> askedFor = AskedFor.of(question, analyzer);
        List<Candidate> candidates = new ArrayList<>();
        for (int rank = 0; rank < chunks.size(); rank++) {
            List<Quotes.Quote> quoted = quotes.of(chunks.get(rank).chunk());
            for (int i = 0; i < quoted.size(); i++) {
                Sentence s = quoted.get(i).sentence();
                Supplier<List<ConceptMention>> mentions = once(() -> analyzer.conceptMentions(s.text()));
                double coverage = weights.coverage(s.terms(),
                        () -> mentions.get().stream().map(ConceptMention::key).toList());
                boolean holdsAnswer = coverage > 0 && askedFor.isPresent()
                        && askedFor.get().foundIn(s.text(), mentions);
                double score = askedFor.isEmpty() ? coverage
                        : (coverage * weights.parts() + (holdsAnswer ? 1 : 0)) / (weights.parts() + 1);
                candidates.add(new Candidate(s, coverage, score, quoted.get(i).withAntecedent(),
                        new HashSet<>(s.terms()).size(), rank, i));
            }
        }
        boolean anyCovered = candidates.stream().anyMatch(c -> c.coverage() > 0);
        candidates.sort(Comparator.comparingDouble(Candidate::score).reversed()
                .thenComparing(Candidate::withAntecedent)
                .thenComparing(Comparator.comparingInt(Candidate::content).reversed())
                .thenComparingInt(Candidate::chunkRank).thenComparingInt(Candidate::position));
        List<Sentence> chosen = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Candidate c : candidates) {
            Sentence s = c.sentence();
            if (chosen.size() == limit) {
                break;
            }
            if ((!anyCovered || c.coverage() > 0) && chosen.stream().noneMatch(other -> overlap(other, s))
                    && seen.add(s.text())) {
                chosen.add(s);
            }
        }
        return chosen;
    }

    /** Two quotes of one document share text (neighbouring chunks overlap, and a quote may join two sentences). */
    private static boolean overlap(Sentence a, Sentence b) {
        return a.chunk().document().equals(b.chunk().document()) && a.start() < b.end() && b.start() < a.end();
    }

    private static <T> Supplier<T> once(Supplier<T> supplier) {
        return new Supplier<>() {
            private T value;

            @Override
            public T get() {
                if (value == null) {
                    value = supplier.get();
                }
                return value;
            }
        };
    }
}
