package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.List;

/**
 * A question read exactly like a document: its BM25 terms and its concepts, one entry per occurrence.
 */
public record Question(String text, List<String> terms, List<String> concepts) {
    public Question {
        terms = List.copyOf(terms);
        concepts = List.copyOf(concepts);
    }

    public static Question read(String text, TextAnalyzer analyzer) {
        return new Question(text, analyzer.terms(text), analyzer.concepts(text));
    }

    public boolean isEmpty() {
        return terms.isEmpty() && concepts.isEmpty();
    }
}
