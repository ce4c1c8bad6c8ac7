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
        String lower = token.toLowerCase(Locale.ROOT);
        if (isPlain(lower)) {
            return lower; // most words: nothing to fold or drop, and the patterns below cost more than the rest
        }
        String folded = fold(lower);
        return PUNCTUATION.matcher(POSSESSIVE.matcher(folded).replaceAll("")).replaceAll("");
    }

    /** Only ASCII letters, digits, hyphens and "&": what {@link #word} keeps as it is. */
    private static boolean isPlain(String lower) {
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '&')) {
                return false;
            }
        }
        return true;
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
