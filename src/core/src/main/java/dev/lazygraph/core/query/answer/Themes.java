package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.graph.QuestionWeights;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How an extractive global answer presents a community as a theme: a label of its most important concepts
 * and the sentences of its summary, the most representative first.
 */
final class Themes {
    static final int CONCEPTS_IN_LABEL = 3;
    /** A statement ends like a sentence; a heading or a list label does not. */
    private static final Pattern STATEMENT = Pattern.compile("[.!?][\"”’')\\]]*$");

    private final TextAnalyzer analyzer;

    Themes(TextAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    /**
     * The community's first {@value #CONCEPTS_IN_LABEL} concepts (they come most important first), leaving out
     * a concept whose words a listed one has or that has all the words of a listed one: "tidewatch" after
     * "tidewatch depth gauge" adds nothing.
     */
    static String label(Community community) {
        List<Set<String>> listed = new ArrayList<>();
        List<String> label = new ArrayList<>();
        for (String concept : community.concepts()) {
            if (label.size() == CONCEPTS_IN_LABEL) {
                break;
            }
            Set<String> words = Set.of(concept.split(" "));
            if (listed.stream().noneMatch(l -> l.containsAll(words) || words.containsAll(l))) {
                listed.add(words);
                label.add(concept);
            }
        }
        return String.join(", ", label);
    }

    /**
     * The segments of a community's summary, the one to show first first: those covering most of the question,
     * then those readable alone (a statement, not a heading or a list label, and not opening with a pronoun
     * whose antecedent the summary left out), then those mentioning the community's most important concepts (a
     * concept counts 1 / its rank in the community, as in Zipf's law), then in summary order (the
     * summarizer's own ranking).
     */
    List<CitationList.Segment> representativeFirst(List<CitationList.Segment> segments, Community community,
                                                   QuestionWeights question) {
        Map<String, Double> importance = new HashMap<>();
        for (int rank = 0; rank < community.concepts().size(); rank++) {
            importance.put(community.concepts().get(rank), 1.0 / (rank + 1));
        }
        Map<CitationList.Segment, Double> coverage = new HashMap<>();
        Map<CitationList.Segment, Double> representative = new HashMap<>();
        for (CitationList.Segment s : segments) {
            List<String> concepts = analyzer.concepts(s.text());
            coverage.put(s, question.coverage(analyzer.terms(s.text()), concepts));
            representative.put(s, new HashSet<>(concepts).stream()
                    .mapToDouble(c -> importance.getOrDefault(c, 0.0)).sum());
        }
        List<CitationList.Segment> ranked = new ArrayList<>(segments);
        ranked.sort(Comparator.comparingDouble((CitationList.Segment s) -> -coverage.get(s))
                .thenComparing(s -> !readableAlone(s.text()))
                .thenComparingDouble(s -> -representative.get(s)));
        return ranked;
    }

    private static boolean readableAlone(String segment) {
        return STATEMENT.matcher(segment).find() && !Quotes.opensWithPronoun(segment);
    }
}
