package dev.lazygraph.core.nlp;

import java.util.List;

/**
 * The language analysis shared by ingest and query, so a question is read exactly like a document.
 * Implementations are thread-safe.
 */
public interface TextAnalyzer {

    /** Sentence boundaries as character spans of {@code text}. */
    List<Span> sentences(String text);

    /** BM25 terms of {@code text}, one entry per occurrence (lower-cased, stop words removed). */
    List<String> terms(String text);

    /** Normalized concepts (noun phrases) of {@code text}, one entry per mention. */
    List<String> concepts(String text);

    record Span(int start, int end) {
    }
}
