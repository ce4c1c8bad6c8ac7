package dev.lazygraph.core.nlp;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How words are written in concept keys and terms, so that every spelling of one name meets the same node:
 * lower case, diacritics folded, a possessive ending and punctuation dropped ("Louis XIV's" and "Louis XIV"
 * give "louis xiv"; "Akinoshū" and "Akinoshu" give "akinoshu"). Hyphens and "&" stay: they join words.
 */
public final class ConceptKeys {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern POSSESSIVE = Pattern.compile("['\u2019]s$");
    private static final Pattern PUNCTUATION = Pattern.compile("[^\\p{L}\\p{N}&\\-]+");
    /** Where a title's qualifier starts: "Hello Love (song)", "West Chicago, Illinois", "Alien: Covenant". */
    private static final char[] QUALIFIERS = {'(', '[', ',', ':'};

    private ConceptKeys() {
    }

    /** Diacritics removed ("akinoshū" -> "akinoshu"): names are written with and without them. */
    static String fold(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 128) {
                return MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("");
            }
        }
        return text;
    }

    /**
     * One word of a concept key; empty for punctuation. Public so that a query can find a stored name in a
     * chunk's text by writing the text's words the same way.
     */
    public static String word(String token) {
        String lower = fold(token.toLowerCase(Locale.ROOT));
        return PUNCTUATION.matcher(POSSESSIVE.matcher(lower).replaceAll("")).replaceAll("");
    }

    /**
     * The words of a title's subject, as written: its text before a qualifier, without words that are only
     * punctuation, stop words trimmed from both ends ("The Beatles (band)" -> [Beatles]).
     */
    static List<String> subjectWords(String title) {
        int cut = title.length();
        for (char qualifier : QUALIFIERS) {
            int at = title.indexOf(qualifier);
            if (at > 0) {
                cut = Math.min(cut, at);
            }
        }
        List<String> words = new ArrayList<>();
        for (String raw : title.substring(0, cut).strip().split("\\s+")) {
            if (!word(raw).isEmpty()) {
                words.add(raw);
            }
        }
        while (!words.isEmpty() && EnglishStopWords.contains(word(words.get(0)))) {
            words.remove(0);
        }
        while (!words.isEmpty() && EnglishStopWords.contains(word(words.get(words.size() - 1)))) {
            words.remove(words.size() - 1);
        }
        return words;
    }
}
