package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.community.DocumentUnits;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The sentences that other units of a collection ({@link DocumentUnits}: an episode, whatever parts it is split
 * into) say nearly word for word among some chunks: a show's closing lines ("You can follow the show on your
 * favorite podcast platform"), a footer, a disclaimer. Each copy differs a little (a guest's name, an "and" more, a
 * file name or the end of the sentence before glued to it), so they are no site repeats ({@code SiteRepeats},
 * which matches lines exactly). A sentence is such a copy when one other unit's text holds at least
 * {@value #SAME_SHARE} of its shingles (pairs of consecutive terms, as in near-duplicate detection): the words in
 * the same order, whatever is added before or after. Sentences of fewer than {@value #MIN_TERMS} terms share pairs
 * by chance and are never counted. Such a sentence is the collection's template, never what a theme is about.
 */
final class RepeatedSentences {
    static final int MIN_TERMS = 5;
    static final double SAME_SHARE = 0.6;

    /** The repeated sentences' terms, by their text; each copy read counts. */
    private final Map<String, List<Set<String>>> repeated;

    private RepeatedSentences(Map<String, List<Set<String>>> repeated) {
        this.repeated = repeated;
    }

    static RepeatedSentences among(Collection<Chunk> chunks, Quotes quotes, DocumentUnits units) {
        record Entry(Sentence sentence, String unit, Set<String> shingles) {
        }
        List<Entry> entries = new ArrayList<>();
        Map<String, Set<String>> unitsByShingle = new HashMap<>();
        Set<String> seen = new HashSet<>();
        for (Chunk chunk : chunks) {
            if (!seen.add(chunk.id())) {
                continue;
            }
            String unit = units.unit(chunk.document().key());
            for (Quotes.Quote quote : quotes.of(chunk)) {
                Set<String> shingles = shingles(quote.sentence().terms());
                shingles.forEach(s -> unitsByShingle.computeIfAbsent(s, k -> new HashSet<>()).add(unit));
                if (new HashSet<>(quote.sentence().terms()).size() >= MIN_TERMS) {
                    entries.add(new Entry(quote.sentence(), unit, shingles));
                }
            }
        }
        Map<String, List<Set<String>>> repeated = new HashMap<>();
        for (Entry entry : entries) {
            Map<String, Integer> sharedByUnit = new HashMap<>();
            for (String shingle : entry.shingles()) {
                for (String other : unitsByShingle.get(shingle)) {
                    if (!other.equals(entry.unit())) {
                        sharedByUnit.merge(other, 1, Integer::sum);
                    }
                }
            }
            int most = sharedByUnit.values().stream().mapToInt(Integer::intValue).max().orElse(0);
            if (most >= SAME_SHARE * entry.shingles().size()) {
                repeated.computeIfAbsent(entry.sentence().text(), k -> new ArrayList<>())
                        .add(Set.copyOf(entry.sentence().terms()));
            }
        }
        return new RepeatedSentences(repeated);
    }

    boolean contains(Sentence sentence) {
        return repeated.containsKey(sentence.text());
    }

    /** How many of the repeated sentences read hold all of {@code terms} (a concept's words). */
    int holding(List<String> terms) {
        return (int) repeated.values().stream().flatMap(List::stream).filter(t -> t.containsAll(terms)).count();
    }

    private static Set<String> shingles(List<String> terms) {
        Set<String> shingles = new HashSet<>();
        for (int i = 0; i + 1 < terms.size(); i++) {
            shingles.add(terms.get(i) + ' ' + terms.get(i + 1));
        }
        return shingles;
    }
}
