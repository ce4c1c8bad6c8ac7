package dev.lazygraph.core.nlp;

import java.util.Locale;

/**
 * Folds the regular inflections of an English word to one key, so a question's "designed" meets a sentence's
 * "design" and "tables" meets "table": Harman's "S" stemmer for plurals (D. Harman, How effective is suffixing?,
 * JASIS 1991: "ies" to "y", "es" to "e", a final "s" dropped, with the exceptions that keep "bus", "class" and
 * "agrees" whole), then a past or progressive ending ("ied" to "y", "ed", "ing") and a final silent "e"
 * ("configure", "configured", "configuring" meet). Weak on purpose, unlike Porter's stemmer: it removes
 * inflections only, never a derivation ("general" and "generate", "use" and "user" stay apart), and leaves
 * a stem of fewer than {@value #MIN_STEM} letters whole ("used", "string", "need"), where a cut ending would
 * merge unrelated short words. Written here because OpenNLP's stemmers (Porter, Snowball) fold derivations too.
 */
public final class InflectionFolding {
    static final int MIN_STEM = 4;

    private InflectionFolding() {
    }

    public static String fold(String word) {
        String w = plural(word.toLowerCase(Locale.ROOT));
        if (w.endsWith("ied") && w.length() - 3 >= MIN_STEM - 1) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.endsWith("ed") && w.length() - 2 >= MIN_STEM) {
            w = w.substring(0, w.length() - 2);
        } else if (w.endsWith("ing") && w.length() - 3 >= MIN_STEM) {
            w = w.substring(0, w.length() - 3);
        }
        if (w.endsWith("e") && w.length() - 1 >= MIN_STEM) {
            w = w.substring(0, w.length() - 1);
        }
        return w;
    }

    private static String plural(String w) {
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
