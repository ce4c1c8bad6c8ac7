package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.community.DocumentUnits;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How an extractive global answer presents a community as a theme: a label of its most important concepts
 * and the one sentence that represents it best.
 */
final class Themes {
    private static final int CONCEPTS_IN_LABEL = 3;
    /** Units naming a theme of a collection without structure: an episode or two a reader recognises it by. */
    static final int UNITS_IN_LABEL = 2;
    /**
     * A theme's sentence is a statement about its subject: one of fewer distinct terms ("(Laughter.)", "Yes, I saw
     * it.") is a turn of conversation, chosen only when the community has nothing longer to say.
     */
    static final int STATEMENT_TERMS = 6;

    private final TextAnalyzer analyzer;
    private final Quotes quotes;

    Themes(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
        this.quotes = new Quotes(analyzer);
    }

    /**
     * The community's first {@value #CONCEPTS_IN_LABEL} concepts (they come most important first), leaving out
     * a concept whose words a listed one has or that has all the words of a listed one ("tidewatch" after
     * "tidewatch depth gauge" adds nothing), and the concepts of a heading that two or more of the
     * {@code sources}' documents share word for word ("Synopsis", "Description", "Parameters"): a heading
     * many pages repeat is their template, not their topic, while a topic's heading names one page's subject.
     */
    String label(Community community, List<Chunk> sources) {
        return String.join(", ", concepts(community, sources, Set.of()));
    }

    /**
     * A theme of a collection of files without structure (transcripts, notes) named as a reader knows its parts:
     * the {@value #UNITS_IN_LABEL} units ({@link DocumentUnits}: an episode, whatever parts it is split into) most
     * of the community's sources come from, then its concepts as {@link #label(Community, List)} lists them, but
     * none made only of the files' name words (a file name quoted in the text says which file, not what about).
     */
    String label(Community community, List<Chunk> sources, DocumentUnits units) {
        Map<String, Integer> chunksByUnit = new LinkedHashMap<>();
        sources.forEach(s -> chunksByUnit.merge(units.unit(s.document().key()), 1, Integer::sum));
        List<String> named = chunksByUnit.entrySet().stream()
                .sorted(Comparator.comparingInt((Map.Entry<String, Integer> e) -> -e.getValue()))
                .limit(UNITS_IN_LABEL).map(e -> units.name(e.getKey())).distinct().toList();
        List<String> subjects = concepts(community, sources, units.nameWords());
        return String.join("; ", named) + (subjects.isEmpty() ? "" : " (" + String.join(", ", subjects) + ")");
    }

    private List<String> concepts(Community community, List<Chunk> sources, Set<String> nameWords) {
        Set<String> template = templateHeadingConcepts(sources);
        List<Set<String>> listed = new ArrayList<>();
        List<String> label = new ArrayList<>();
        for (String concept : community.concepts()) {
            if (label.size() == CONCEPTS_IN_LABEL) {
                break;
            }
            Set<String> words = new HashSet<>(Arrays.asList(concept.split(" "))); // "bora bora" repeats a word
            if (!template.contains(concept) && !nameWords.containsAll(words)
                    && listed.stream().noneMatch(l -> l.containsAll(words) || words.containsAll(l))) {
                listed.add(words);
                label.add(concept);
            }
        }
        return label;
    }

    private Set<String> templateHeadingConcepts(List<Chunk> sources) {
        Map<String, Set<String>> documentsByHeading = new HashMap<>();
        for (Chunk source : sources) {
            for (Section section : source.sections()) {
                if (section.kind() == Section.Kind.HEADING) {
                    documentsByHeading.computeIfAbsent(section.title().strip().toLowerCase(Locale.ROOT),
                            k -> new HashSet<>()).add(source.document().key());
                }
            }
        }
        Set<String> concepts = new HashSet<>();
        documentsByHeading.forEach((heading, documents) -> {
            if (documents.size() >= 2) {
                concepts.addAll(analyzer.concepts(heading));
            }
        });
        return concepts;
    }

    /**
     * The sentence that best represents a community among the sentences of the chunks it was summarized from
     * (quoted as {@link Quotes} makes them readable alone), other than those in {@code given}, code and the lines
     * the site repeats: the one covering
     * most of the question where it names the community's subject (its concepts' words), then one readable alone
     * (a statement of at least {@value #STATEMENT_TERMS} terms, not a heading, a list label or a turn of
     * conversation, and not
     * opening with a pronoun that stands for nothing quoted), then the one
     * mentioning the community's most important concepts (a concept counts 1 / its rank in the community, as
     * in Zipf's law), then the earliest of the best source. A summary's sentences are the most central of its
     * sources, which need not be about the community's own concepts; the label's sentence must be. Sentences
     * other documents say nearly word for word ({@code template}: a show's closing lines) are never chosen, and a
     * community whose most important concept the sources mention only in them has none: it is no theme.
     */
    Optional<Sentence> representative(Community community, List<Chunk> sources, QuestionWeights question,
                                      Set<String> given, SiteRepeats repeats, RepeatedSentences template) {
        Map<String, Double> importance = new HashMap<>();
        for (int rank = 0; rank < community.concepts().size(); rank++) {
            importance.put(community.concepts().get(rank), 1.0 / (rank + 1));
        }
        // The question counts only where it names the community's subject: its own words ("episodes", "themes",
        // "discussed") would otherwise pull in the sentences that talk about the collection, not about a subject.
        Set<String> subjectWords = new HashSet<>();
        community.concepts().forEach(c -> subjectWords.addAll(analyzer.terms(c)));
        record Candidate(Sentence sentence, double coverage, boolean readable, double representative, int order) {
        }
        List<Candidate> candidates = new ArrayList<>();
        String first = community.concepts().isEmpty() ? null : community.concepts().get(0);
        boolean firstInTemplate = false;
        boolean firstInOwnText = false;
        for (Chunk source : sources) {
            for (Quotes.Quote quote : quotes.of(source)) {
                Sentence s = quote.sentence();
                if (template.contains(s)) {
                    firstInTemplate |= analyzer.concepts(s.text()).contains(first);
                    continue;
                }
                if (given.contains(s.text()) || source.inCode(s.start(), s.end())
                        || repeats.covers(source, s.start(), s.end())) {
                    continue;
                }
                Set<String> concepts = new HashSet<>(analyzer.concepts(s.text()));
                firstInOwnText |= concepts.contains(first);
                List<String> subjectTerms = s.terms().stream().filter(subjectWords::contains).toList();
                List<String> subjectConcepts = concepts.stream().filter(importance::containsKey).toList();
                candidates.add(new Candidate(s, question.coverage(subjectTerms, subjectConcepts),
                        quote.standsAlone() && quote.isStatement() && new HashSet<>(s.terms()).size() >= STATEMENT_TERMS,
                        concepts.stream().mapToDouble(c -> importance.getOrDefault(c, 0.0)).sum(),
                        candidates.size()));
            }
        }
        if (firstInTemplate && !firstInOwnText) {
            return Optional.empty(); // a community built on the collection's template lines is no theme
        }
        return candidates.stream()
                .min(Comparator.comparingDouble((Candidate c) -> -c.coverage())
                        .thenComparing(c -> !c.readable())
                        .thenComparingDouble(c -> -c.representative())
                        .thenComparingInt(Candidate::order))
                .map(Candidate::sentence);
    }
}
