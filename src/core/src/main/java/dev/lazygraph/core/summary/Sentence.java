package dev.lazygraph.core.summary;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A sentence of a chunk, located in its document.
 *
 * @param start  offset in the document's parsed text (inclusive)
 * @param end    offset in the document's parsed text (exclusive)
 * @param text   the sentence with its whitespace runs collapsed to single spaces, for display
 * @param terms  its BM25 terms
 */
public record Sentence(Chunk chunk, int start, int end, String text, List<String> terms) {
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    public Sentence {
        terms = List.copyOf(terms);
    }

    /** The sentences of a chunk, in order. */
    public static List<Sentence> of(Chunk chunk, TextAnalyzer analyzer) {
        List<Sentence> sentences = new ArrayList<>();
        for (TextAnalyzer.Span span : analyzer.sentences(chunk.text())) {
            String raw = chunk.text().substring(span.start(), span.end());
            String text = display(raw);
            if (!text.isEmpty()) {
                sentences.add(new Sentence(chunk, chunk.start() + span.start(), chunk.start() + span.end(), text,
                        analyzer.terms(raw)));
            }
        }
        return sentences;
    }

    public static String display(String raw) {
        return WHITESPACE.matcher(raw).replaceAll(" ").trim();
    }

    /**
     * Finds {@code displayed} (a sentence as {@link #display} shows it) in {@code chunk}, ignoring differences
     * in whitespace.
     *
     * @return document offsets {start, end}, or {@code null} when the chunk does not contain it
     */
    public static int[] locate(Chunk chunk, String displayed) {
        String text = chunk.text();
        String needle = displayed.trim();
        if (needle.isEmpty()) {
            return null;
        }
        for (int from = text.indexOf(needle.charAt(0)); from >= 0; from = text.indexOf(needle.charAt(0), from + 1)) {
            int end = matchFrom(text, from, needle);
            if (end >= 0) {
                return new int[] {chunk.start() + from, chunk.start() + end};
            }
        }
        return null;
    }

    private static int matchFrom(String text, int from, String needle) {
        int i = from;
        int j = 0;
        while (j < needle.length()) {
            if (i >= text.length()) {
                return -1;
            }
            char n = needle.charAt(j);
            if (n == ' ') {
                if (!Character.isWhitespace(text.charAt(i))) {
                    return -1;
                }
                while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                j++;
            } else if (text.charAt(i) == n) {
                i++;
                j++;
            } else {
                return -1;
            }
        }
        return i;
    }
}
