package dev.lazygraph.core.document;

/**
 * Characters that change what a terminal or a log shows rather than showing themselves: control characters
 * (newline, NUL, the escape that starts ANSI sequences), line and paragraph separators, and the
 * bidirectional controls that reorder displayed text. Document keys may not hold them; text that may,
 * such as a file name that is not a valid key, is escaped before it is printed.
 */
public final class DisplaySafe {
    private DisplaySafe() {
    }

    public static boolean changesDisplay(char c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> true;
            default -> (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
        };
    }

    /** {@code text} with each such character written as {@code \}{@code uXXXX}. */
    public static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (changesDisplay(c)) {
                escaped.append(String.format("\\u%04X", (int) c));
            } else {
                escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
