package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The sentences that other documents among some chunks say nearly word for word: a show's closing lines ("You can
 * follow the show on your favorite podcast platform"), a footer, a disclaimer. Each copy differs a little (a
 * guest's name, an "and" more), so they are no site repeats ({@code SiteRepeats}, which matches lines exactly);
 * their terms are the same. Such a sentence is the collection's template, never what a theme is about. Two
 * sentences are near copies when they share at least {@value #SAME_TERMS} of their terms (Jaccard), both with
 * {@value #MIN_TERMS} terms or more (shorter ones share terms by chance).
 */
final class RepeatedSentences {
    static final int MIN_TERMS = 5;
    static final double SAME_TERMS = 0.8;

    private final Set<String> repeated;

    private RepeatedSentences(Set<String> repeated) {
        this.repeated = repeated;
    }

    static RepeatedSentences among(Collection<Chunk> chunks, Quotes quotes) {
        record Entry(Sentence sentence, Set<String> terms) {
        }
        List<Entry> entries = new ArrayList<>();
        Map<String, List<Integer>> byTerm = new HashMap<>();
        Set<String> seen = new HashSet<>();
        for (Chunk chunk : chunks) {
            if (!seen.add(chunk.id())) {
                continue;
            }
            for (Quotes.Quote quote : quotes.of(chunk)) {
                Set<String> terms = new HashSet<>(quote.sentence().terms());
                if (terms.size() >= MIN_TERMS) {
                    terms.forEach(t -> byTerm.computeIfAbsent(t, k -> new ArrayList<>()).add(entries.size()));
                    entries.add(new Entry(quote.sentence(), terms));
                }
            }
        }
        Set<String> repeated = new HashSet<>();
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            // A near copy shares most terms, so it shares the entry's rarest one: only those are compared.
            String rarest = entry.terms().stream().min((a, b) -> byTerm.get(a).size() - byTerm.get(b).size())
                    .orElseThrow();
            for (int j : byTerm.get(rarest)) {
                Entry other = entries.get(j);
                if (j != i && !other.sentence().chunk().document().equals(entry.sentence().chunk().document())
                        && jaccard(entry.terms(), other.terms()) >= SAME_TERMS) {
                    repeated.add(entry.sentence().text());
                    break;
                }
            }
        }
        return new RepeatedSentences(repeated);
    }

    boolean contains(Sentence sentence) {
        return repeated.contains(sentence.text());
    }

    private static double jaccard(Set<String> a, Set<String> b) {
        long shared = a.stream().filter(b::contains).count();
        return (double) shared / (a.size() + b.size() - shared);
    }
}
