package dev.lazygraph.core.testing;

import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Test double of the text analyzer: sentences end at . ! or ?, terms are lower-cased words without stop
 * words, concepts are runs of capitalized words (a stop word alone at a sentence start is not one).
 */
public final class WordAnalyzer implements TextAnalyzer {
    private static final Pattern SENTENCE = Pattern.compile("[^.!?]+[.!?]*");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Pattern CAPITALIZED_RUN =
            Pattern.compile("\\p{Lu}[\\p{L}\\p{N}]*(?:[ -]\\p{Lu}[\\p{L}\\p{N}]*)*");
    private static final Set<String> STOP = Set.of("a", "an", "and", "are", "as", "at", "be", "by", "did", "do",
            "does", "for", "from", "had", "has", "have", "he", "her", "his", "in", "is", "it", "its", "of", "on",
            "or", "she", "that", "the", "their", "they", "this", "to", "was", "were", "what", "when", "where",
            "which", "who", "whom", "why", "how", "with", "these", "those", "there", "than", "then", "not", "but",
            "also", "into", "all", "any", "i", "we", "you");

    @Override
    public List<Span> sentences(String text) {
        List<Span> spans = new ArrayList<>();
        Matcher m = SENTENCE.matcher(text);
        while (m.find()) {
            int start = m.start();
            int end = m.end();
            while (start < end && Character.isWhitespace(text.charAt(start))) {
                start++;
            }
            while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
                end--;
            }
            if (end > start) {
                spans.add(new Span(start, end));
            }
        }
        return spans;
    }

    @Override
    public List<String> terms(String text) {
        List<String> terms = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            String word = m.group().toLowerCase(Locale.ROOT);
            if (!STOP.contains(word)) {
                terms.add(word);
            }
        }
        return terms;
    }

    @Override
    public List<String> concepts(String text) {
        List<String> concepts = new ArrayList<>();
        Matcher m = CAPITALIZED_RUN.matcher(text);
        while (m.find()) {
            if (m.start() > 0 && Character.isLetterOrDigit(text.charAt(m.start() - 1))) {
                continue;
            }
            String concept = m.group().toLowerCase(Locale.ROOT);
            if (!STOP.contains(concept)) {
                concepts.add(concept);
            }
        }
        return concepts;
    }
}
