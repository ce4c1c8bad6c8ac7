package dev.lazygraph.core.nlp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Technical identifiers written in prose — {@code shared_buffers}, {@code sqlite3_open_v2()},
 * {@code org.sqlite.JDBC}, {@code --data}, {@code -shm}, {@code .excel}, {@code mode=ro}, {@code getValue}:
 * names of settings, functions, options and files. They are names, kept whole: split at their punctuation
 * they become ordinary words ("shared", "buffers") that match every other setting, and glued into noun
 * phrases they become nonsense ("sharedbuffers"). Recognized by their form (an underscore, a dot or an
 * {@code =} between word characters, a leading dash or dot, a capital inside a lower-case word, call
 * parentheses), not by any vocabulary. Keys are lower case, without the call parentheses.
 */
public final class Identifiers {
    private static final String WORD = "[A-Za-z0-9]";
    private static final Pattern FORM = Pattern.compile(String.join("|",
            // snake_case and SCREAMING_CASE, possibly with leading or trailing underscores
            "(?<![\\w.-])_*[A-Za-z]" + WORD + "*(?:_+" + WORD + "+)+_*(?:\\(\\))?",
            // dotted paths of words (org.sqlite.JDBC, os.path.join, sqlite3.c), not abbreviations (e.g., U.S.)
            "(?<![\\w.])[A-Za-z_]\\w*(?:\\.[A-Za-z_]\\w*)+(?:\\(\\))?",
            // key=value (mode=ro)
            "(?<![\\w.])[A-Za-z_]\\w*=\\w+",
            // command-line options and file suffixes (--data, -shm)
            "(?<![\\w-])--?[A-Za-z]" + WORD + "*(?:-" + WORD + "+)*",
            // dot-commands (.excel, .mode)
            "(?<![\\w.])\\.[A-Za-z]\\w*",
            // lowerCamelCase
            "(?<![\\w.])[a-z]+[A-Z]\\w*(?:\\(\\))?",
            // calls (abs(), julianday())
            "(?<![\\w.])[A-Za-z_]\\w*\\(\\)"));
    private static final Pattern SINGLE_LETTER_SEGMENTS = Pattern.compile("[A-Za-z](?:\\.[A-Za-z])+");
    private static final Pattern PLAIN_WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    /**
     * A scheme in lower case (as URI schemes are written), a colon, a module name, and possibly a path under it
     * ({@code node:fs/promises}); no URL ("//"), nor a CMake generator expression ({@code $<TARGET_FILE:app>}).
     */
    private static final Pattern SPECIFIER = Pattern.compile(
            "(?<![\\w.:/<$-])([a-z][a-z0-9+-]*):([A-Za-z](?:[\\w.-]*\\w)?)(?:/[\\w.-]*\\w)*(?![\\w:/])");

    private Identifiers() {
    }

    /** Whether {@code token}, as a whole, is written like an identifier. */
    public static boolean is(String token) {
        return FORM.matcher(token).matches() && !SINGLE_LETTER_SEGMENTS.matcher(token).matches();
    }

    /** The key of an identifier token: lower case, without call parentheses. */
    public static String key(String token) {
        String key = token.toLowerCase(Locale.ROOT);
        return key.endsWith("()") ? key.substring(0, key.length() - 2) : key;
    }

    /**
     * The keys of the identifiers in {@code text}, one per occurrence, that are more than a plain word. Every
     * chunk's terms include them, and trying the pattern at each character of every chunk was a tenth of an
     * ingest: it is tried only on the words (no identifier holds whitespace) that have a character one of its
     * forms needs, with the text around them visible to its look-behinds, so it finds exactly what a scan of
     * the whole text finds.
     */
    public static List<String> in(String text) {
        List<String> keys = new ArrayList<>();
        Matcher m = FORM.matcher(text).useTransparentBounds(true);
        int length = text.length();
        int i = 0;
        while (i < length) {
            while (i < length && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            boolean possible = false;
            while (i < length && !Character.isWhitespace(text.charAt(i))) {
                possible |= isFormCharacter(text, i);
                i++;
            }
            if (possible) {
                m.region(start, i);
                while (m.find()) {
                    addKey(m.group(), keys);
                }
            }
        }
        return keys;
    }

    /** Whether some form of {@link #FORM} needs the character at {@code i}: punctuation, or a capital after a lower-case letter. */
    private static boolean isFormCharacter(String text, int i) {
        char c = text.charAt(i);
        return c == '_' || c == '.' || c == '=' || c == '-' || c == '('
                || (c >= 'A' && c <= 'Z' && i > 0 && text.charAt(i - 1) >= 'a' && text.charAt(i - 1) <= 'z');
    }

    /**
     * The module specifiers written in {@code text} ({@code node:sqlite}, {@code npm:lodash},
     * {@code node:fs/promises}): the module named after the scheme is the thing asked about. They are no
     * identifier keys of the index: the text's terms split them into their words, which hold the module's name.
     */
    public static List<Specifier> specifiers(String text) {
        List<Specifier> found = new ArrayList<>();
        Matcher m = SPECIFIER.matcher(text);
        while (m.find()) {
            found.add(new Specifier(m.group(), m.group(1), m.group(2)));
        }
        return found;
    }

    /** A module specifier as written ({@code node:fs/promises}), its scheme ({@code node}), its module ({@code fs}). */
    public record Specifier(String text, String scheme, String module) {
    }

    private static void addKey(String match, List<String> keys) {
        if (!SINGLE_LETTER_SEGMENTS.matcher(match).matches()) {
            String key = key(match);
            if (!PLAIN_WORD.matcher(key).matches()) {
                keys.add(key);
            }
        }
    }
}
