package dev.lazygraph.core.document;

import java.text.Normalizer;

/** Normalizes decoded text: one line-break style, no stray control characters, composed Unicode. */
final class TextCleaner {

    private TextCleaner() {
    }

    /** Tab, line feed, carriage return, vertical tab and form feed: whitespace that shapes the layout. */
    static boolean isLayoutControl(char c) {
        return c == '\t' || c == '\n' || c == '\r' || c == '\u000B' || c == '\f';
    }

    /**
     * Line breaks become {@code \n}; other control characters become a space, because in real files they
     * usually stand where a separator was lost (e.g. "behind\u0002the-scenes"), so dropping them outright
     * would glue two words together; a stray byte-order mark is removed.
     */
    static String clean(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                out.append('\n');
                if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
            } else if (c == '\u000B' || c == '\f') {
                out.append('\n');
            } else if (c == '\uFEFF') {
                continue;
            } else if (Character.isISOControl(c) && c != '\n' && c != '\t') {
                out.append(' ');
            } else {
                out.append(c);
            }
        }
        String cleaned = out.toString();
        return Normalizer.isNormalized(cleaned, Normalizer.Form.NFC)
                ? cleaned
                : Normalizer.normalize(cleaned, Normalizer.Form.NFC);
    }
}
