package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.community.DocumentUnits;
import dev.lazygraph.core.query.community.UnitSpread;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

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
        return String.join(", ", concepts(community, sources, c -> true));
    }

    /**
     * A theme of a collection of files without structure (transcripts, notes) named as a reader knows its parts:
     * the {@value #UNITS_IN_LABEL} units ({@link DocumentUnits}: an episode, whatever parts it is split into) that
     * mention its subjects most, then those subjects: its concepts as {@link #label(Community, List)} lists them, but
     * only those specific to a few units ({@link UnitSpread}), none of the template's ({@link #templateConcepts})
     * and none made only of the files' name words (a file
     * name quoted in the text says which file, not what about). Empty when no concept of the community is
     * specific: it is the collection's common talk ("thanks", "time", "laughter"), no theme.
     */
    Optional<String> label(Community community, List<Chunk> sources, DocumentUnits units, UnitSpread spread,
                           Set<String> templateConcepts) {
        List<String> subjects = concepts(community, sources,
                c -> spread.specific(c) && !templateConcepts.contains(c) && !units.quotesAFileName(c));
        List<String> named = spread.mentioning(subjects).stream().map(units::name).distinct().limit(UNITS_IN_LABEL)
                .toList();
        return subjects.isEmpty() ? Optional.empty()
                : Optional.of(String.join("; ", named) + " (" + String.join(", ", subjects) + ")");
    }

    private List<String> concepts(Community community, List<Chunk> sources, Predicate<String> subject) {
        Set<String> template = templateHeadingConcepts(sources);
        List<Set<String>> listed = new ArrayList<>();
        List<String> label = new ArrayList<>();
        for (String concept : community.concepts()) {
            if (label.size() == CONCEPTS_IN_LABEL) {
                break;
            }
            Set<String> words = new HashSet<>(Arrays.asList(concept.split(" "))); // "bora bora" repeats a word
            if (!template.contains(concept) && subject.test(concept)
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
     * (a statement, not a heading or a list label, and not
     * opening with a pronoun that stands for nothing quoted), then one mentioning concepts worth its first one, then
     * one of at least {@value #STATEMENT_TERMS} terms (not a turn of conversation), then the one
     * mentioning the community's most important concepts (a concept counts 1 / its rank in the community, as
     * in Zipf's law), then the earliest of the best source. A summary's sentences are the most central of its
     * sources, which need not be about the community's own concepts; the label's sentence must be. Sentences
     * other units say nearly word for word ({@code template}: a show's closing lines) are never chosen, and a
     * community whose most important concept is one of the {@code templateConcepts} ({@link #templateConcepts})
     * has none: it is no theme. Neither is a sentence half of whose terms are {@code fileNameWords} (a file's name quoted in it).
     */
    Optional<Sentence> representative(Community community, List<Chunk> sources, QuestionWeights question,
                                      Set<String> given, SiteRepeats repeats, RepeatedSentences template,
                                      Set<String> templateConcepts, Set<String> fileNameWords) {
        Map<String, Double> importance = new HashMap<>();
        for (int rank = 0; rank < community.concepts().size(); rank++) {
            importance.put(community.concepts().get(rank), 1.0 / (rank + 1));
        }
        // The question counts only where it names the community's subject: its own words ("episodes", "themes",
        // "discussed") would otherwise pull in the sentences that talk about the collection, not about a subject.
        Set<String> subjectWords = new HashSet<>();
        community.concepts().forEach(c -> subjectWords.addAll(analyzer.terms(c)));
        record Candidate(Sentence sentence, double coverage, boolean readable, boolean substantial,
                         double representative, int order) {
        }
        List<Candidate> candidates = new ArrayList<>();
        String first = community.concepts().isEmpty() ? null : community.concepts().get(0);
        for (Chunk source : sources) {
            for (Quotes.Quote quote : quotes.of(source)) {
                Sentence s = quote.sentence();
                if (template.contains(s)) {
                    continue;
                }
                if (given.contains(s.text()) || source.inCode(s.start(), s.end())
                        || repeats.covers(source, s.start(), s.end())) {
                    continue;
                }
                if (namesAFile(s, fileNameWords)) {
                    continue; // a file's name quoted in its text ("Ep-53_..._Transcript.txt for today.")
                }
                Set<String> concepts = new HashSet<>(analyzer.concepts(s.text()));
                List<String> subjectTerms = s.terms().stream().filter(subjectWords::contains).toList();
                List<String> subjectConcepts = concepts.stream().filter(importance::containsKey).toList();
                candidates.add(new Candidate(s, question.coverage(subjectTerms, subjectConcepts),
                        quote.standsAlone() && quote.isStatement(), new HashSet<>(s.terms()).size() >= STATEMENT_TERMS,
                        concepts.stream().mapToDouble(c -> importance.getOrDefault(c, 0.0)).sum(),
                        candidates.size()));
            }
        }
        if (templateConcepts.contains(first)) {
            return Optional.empty(); // a community built on the collection's template lines is no theme
        }
        return candidates.stream()
                .min(Comparator.comparingDouble((Candidate c) -> -c.coverage())
                        .thenComparing(c -> !c.readable())
                        .thenComparing(c -> c.representative() < 1) // as much as the first concept is worth
                        .thenComparing(c -> !c.substantial())
                        .thenComparingDouble(c -> -c.representative())
                        .thenComparingInt(Candidate::order))
                .map(Candidate::sentence);
    }

    /**
     * The community's concepts that the chunks read mention in the collection's template sentences ({@code
     * template}) at least half the time: the show's name, its host, "podcast platform". They say what every unit
     * says, so they name no theme, while a guest's subject named once in a template line is still the guest's.
     */
    Set<String> templateConcepts(Community community, UnitSpread spread, RepeatedSentences template) {
        Set<String> concepts = new HashSet<>();
        for (String concept : community.concepts()) {
            int inTemplate = template.holding(analyzer.terms(concept));
            if (inTemplate > 0 && 2 * inTemplate >= spread.mentions(concept)) {
                concepts.add(concept);
            }
        }
        return concepts;
    }

    /** Whether at least half of the sentence's terms are words of the collection's file names. */
    private static boolean namesAFile(Sentence sentence, Set<String> fileNameWords) {
        if (fileNameWords.isEmpty() || sentence.terms().isEmpty()) {
            return false;
        }
        long named = sentence.terms().stream().filter(fileNameWords::contains).count();
        return 2 * named >= sentence.terms().size();
    }
}
