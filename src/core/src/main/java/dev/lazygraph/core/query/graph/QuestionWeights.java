package dev.lazygraph.core.query.graph;

import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The question's terms and concepts weighted by their specificity in the collection; words the collection
 * never uses weigh nothing, since no chunk can match them. Used to judge how much of a question a chunk or
 * a sentence covers.
 */
public final class QuestionWeights {
    private final Map<String, Double> terms;
    private final Map<String, Double> concepts;
    private final double total;

    private QuestionWeights(Map<String, Double> terms, Map<String, Double> concepts) {
        this.terms = terms;
        this.concepts = concepts;
        this.total = terms.values().stream().mapToDouble(Double::doubleValue).sum()
                + concepts.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    public static QuestionWeights of(GraphView view, Question question) {
        long n = view.stats().chunks();
        Map<String, Double> terms = new LinkedHashMap<>();
        view.termChunkCounts(question.terms()).forEach((term, count) -> terms.put(term, Specificity.ofTerm(n, count)));
        Map<String, Double> concepts = new LinkedHashMap<>();
        for (Map.Entry<String, ConceptStats> e : view.concepts(question.concepts()).entrySet()) {
            concepts.put(e.getKey(), Specificity.ofConcept(n, e.getValue().chunkFrequency()));
        }
        return new QuestionWeights(terms, concepts);
    }

    /** Nothing in the question is specific to anything in the collection. */
    public boolean isBlank() {
        return total <= 0;
    }

    /** The question's terms that the collection uses. */
    public Set<String> terms() {
        return terms.keySet();
    }

    /** How specific {@code term} is in the collection (its idf); 0 for a word the question lacks or no chunk uses. */
    public double termWeight(String term) {
        return terms.getOrDefault(term, 0.0);
    }

    /** Number of the question's weighted parts: its distinct terms and concepts that the collection uses. */
    public int parts() {
        return terms.size() + concepts.size();
    }

    /** Fraction in [0, 1] of the question's weight found in the chunk. */
    public double coverage(IndexedChunk chunk) {
        return coverage(chunk.termFrequencies().keySet(), chunk.conceptCounts().keySet());
    }

    /** Fraction in [0, 1] of the question's weight found among {@code textTerms} and {@code textConcepts}. */
    public double coverage(Collection<String> textTerms, Collection<String> textConcepts) {
        return isBlank() ? 0 : matched(textTerms, textConcepts) / total;
    }

    /**
     * Coverage of a text given its terms, reading its concepts (the costly part) only when needed: a concept's
     * words are terms, so a text sharing no term with the question shares no concept with it either.
     */
    public double coverage(Collection<String> textTerms, Supplier<? extends Collection<String>> textConcepts) {
        if (isBlank() || coverage(textTerms, List.of()) == 0) {
            return 0;
        }
        return coverage(textTerms, textConcepts.get());
    }

    private double matched(Collection<String> textTerms, Collection<String> textConcepts) {
        Set<String> t = textTerms instanceof Set<String> s ? s : new HashSet<>(textTerms);
        Set<String> c = textConcepts instanceof Set<String> s ? s : new HashSet<>(textConcepts);
        double sum = 0;
        for (Map.Entry<String, Double> e : terms.entrySet()) {
            if (t.contains(e.getKey())) {
                sum += e.getValue();
            }
        }
        for (Map.Entry<String, Double> e : concepts.entrySet()) {
            if (c.contains(e.getKey())) {
                sum += e.getValue();
            }
        }
        return sum;
    }
}
