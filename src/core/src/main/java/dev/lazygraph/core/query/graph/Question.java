package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.nlp.ConceptMention;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * A question read exactly like a document: its BM25 terms and its concepts, one entry per occurrence, and
 * which of its concepts are names (what it asks about, as opposed to the words it asks with).
 */
public record Question(String text, List<String> terms, List<String> concepts, List<String> names) {
    public Question {
        terms = List.copyOf(terms);
        concepts = List.copyOf(concepts);
        names = List.copyOf(names);
    }

    /** A question that names nothing. */
    public Question(String text, List<String> terms, List<String> concepts) {
        this(text, terms, concepts, List.of());
    }

    public static Question read(String text, TextAnalyzer analyzer) {
        List<ConceptMention> mentions = analyzer.conceptMentions(text);
        LinkedHashSet<String> names = new LinkedHashSet<>();
        mentions.stream().filter(ConceptMention::name).forEach(m -> names.add(m.key()));
        return new Question(text, analyzer.terms(text), mentions.stream().map(ConceptMention::key).toList(),
                List.copyOf(names));
    }

    public boolean isEmpty() {
        return terms.isEmpty() && concepts.isEmpty();
    }
}
