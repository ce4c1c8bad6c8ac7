package dev.lazygraph.core.nlp;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The language analysis shared by ingest and query, so a question is read exactly like a document.
 * Implementations are thread-safe.
 */
public interface TextAnalyzer {

    /** Sentence boundaries as character spans of {@code text}. */
    List<Span> sentences(String text);

    /**
     * BM25 terms of {@code text}, one entry per occurrence (lower-cased, stop words removed); a technical
     * identifier ({@link Identifiers}) gives its whole key besides its words.
     */
    List<String> terms(String text);

    /** Normalized concepts (noun phrases and names) of {@code text}, one entry per mention. */
    default List<String> concepts(String text) {
        return conceptMentions(text).stream().map(ConceptMention::key).toList();
    }

    /** The concepts of {@code text} with whether each mention is a name, one entry per mention. */
    List<ConceptMention> conceptMentions(String text);

    /** {@link #conceptMentions} of each of {@code texts}, by text; an analyzer may analyze them side by side. */
    default Map<String, List<ConceptMention>> conceptMentionsOfEach(Collection<String> texts) {
        Map<String, List<ConceptMention>> byText = new HashMap<>();
        texts.forEach(text -> byText.computeIfAbsent(text, this::conceptMentions));
        return byText;
    }

    /**
     * The concept a title or heading names (its subject), keyed like the concepts of text, or an empty string
     * when it names none.
     */
    String subject(String title);

    /**
     * The words of a short text (a question) with their Universal Dependencies part of speech ("NOUN", "VERB",
     * "DET", ...), in order; punctuation included.
     */
    List<Word> words(String text);

    record Span(int start, int end) {
    }

    /** A token of a text, its part of speech and where it is. */
    record Word(String text, String tag, int start, int end) {
    }
}
