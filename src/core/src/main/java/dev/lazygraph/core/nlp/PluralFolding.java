package dev.lazygraph.core.nlp;

import java.util.Locale;

/**
 * Harman's "S" stemmer (D. Harman, How effective is suffixing?, JASIS 1991): folds English plurals only —
 * "ies" to "y", "es" to "e", a final "s" dropped — with the exceptions that keep "bus", "class" and
 * "agrees" whole. Weak on purpose: it never merges words of different meaning ("tables" and "table" meet,
 * "table" and "tablet" do not), so matching a question's words to a sentence's tolerates only a plural.
 */
public final class PluralFolding {
    private PluralFolding() {
    }

    public static String fold(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.endsWith("ies") && !w.endsWith("eies") && !w.endsWith("aies") && w.length() > 4) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.endsWith("es") && !w.endsWith("aes") && !w.endsWith("ees") && !w.endsWith("oes") && w.length() > 3) {
            return w.substring(0, w.length() - 1);
        }
        if (w.endsWith("s") && !w.endsWith("us") && !w.endsWith("ss") && w.length() > 3) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
