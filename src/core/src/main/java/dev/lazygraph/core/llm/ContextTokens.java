package dev.lazygraph.core.llm;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts a text's tokens closely enough to fill a context to its size without passing it. Byte-pair encoders of
 * current models (OpenAI's o200k, which the benches count with) first split a text into pieces with one pattern
 * ({@link #PIECE}, o200k's own: a word with the space or one symbol before it, up to three digits, a run of
 * symbols, a run of spaces or line breaks) and then merge each piece into one token or more. Every piece here
 * costs what such pieces cost on average in o200k, measured per kind and length on 1.2 M words of three manuals
 * and Wikipedia text: a lowercase word of up to seven letters one token (its vocabulary of 200,000 holds nearly
 * every such word), longer ones more, a capitalized word of six letters or more one per four letters (it is often
 * a name, and names split by length), a capital run one per four letters (acronyms and codes split),
 * a word written in mixed case or glued to a symbol half a token more, each letter outside ASCII one token, a run
 * of symbols one token and one per two more (runs of one repeated symbol, like a dotted leader, merge: one per
 * eight), a run of whitespace one token.
 *
 * <p>The sum is raised by {@value #MARGIN_PERCENT} %, so that on blocks of about 1,500 tokens it is never below
 * o200k's count on prose, code, markup or names (measured on SQLite, Tomcat and Node.js pages and HotpotQA and
 * MuSiQue passages: 1.04-1.48x o200k, 1.10-1.18x on average; Python's pages, never tuned on, 1.00-1.34x);
 * column-aligned plain-text tables, whose space runs split before digits, fall to 0.89x. {@code
 * ContextTokensTest} holds the bound against jtokkit on generated text.
 *
 * <p>Not a BPE tokenizer itself: the prompt goes to whichever model is configured, whose vocabulary is not known
 * here, and a tokenizer's tables (about 3 MB, a second to load) would ride in both functions and load on their
 * first answer. Unlike {@link LlmSession#estimateTokens} (characters divided by three, generous for prose), this
 * does not undercount code.
 */
public final class ContextTokens {
    /** o200k's pre-tokenizer: the pieces its merges never cross. */
    private static final Pattern PIECE = Pattern.compile(
            "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?"
                    + "|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?"
                    + "|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+");
    static final int MARGIN_PERCENT = 5;
    /**
     * The count is never below this share of o200k's on a context-sized text ({@code ContextTokensTest}), so a
     * text held to {@link #countWithin} counted tokens holds no more real ones than asked.
     */
    public static final int LEAST_SHARE_PERCENT = 97;
    /** Letters per token in a capital run, and in a word longer than fourteen letters. */
    private static final double LETTERS_PER_TOKEN = 4;
    /** Symbols per token after a run's first. */
    private static final double SYMBOLS_PER_TOKEN = 2;
    /** A run of one repeated symbol merges this many into a token. */
    private static final int REPEATS_PER_TOKEN = 8;
    /** Whitespace per token in a whitespace run: long runs of indentation split. */
    private static final int SPACES_PER_TOKEN = 40;

    private ContextTokens() {
    }

    /** The most tokens this count may give a text whose real count must stay within {@code tokens}. */
    public static int countWithin(int tokens) {
        return tokens * LEAST_SHARE_PERCENT / 100;
    }

    public static int count(String text) {
        double tokens = 0;
        Matcher piece = PIECE.matcher(text);
        while (piece.find()) {
            tokens += piece(text, piece.start(), piece.end());
        }
        return (int) Math.ceil(tokens * (100 + MARGIN_PERCENT) / 100);
    }

    private static double piece(String text, int from, int to) {
        char first = text.charAt(from);
        if (Character.isDigit(first)) {
            return 1;
        }
        int lower = 0;
        int upper = 0;
        int nonAscii = 0;
        boolean blank = true;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            blank &= Character.isWhitespace(c);
            if (!Character.isLetter(c)) {
                continue;
            }
            if (c >= 128) {
                nonAscii++;
            } else if (Character.isLowerCase(c)) {
                lower++;
            } else {
                upper++;
            }
        }
        if (blank) {
            return 1 + (to - from) / SPACES_PER_TOKEN;
        }
        if (lower + upper + nonAscii == 0) {
            return symbols(text, from, to);
        }
        boolean glued = first != ' ' && !Character.isLetter(first);
        return word(lower, upper) + (glued ? 0.5 : 0) + nonAscii;
    }

    /** A word's ASCII letters. */
    private static double word(int lower, int upper) {
        int letters = lower + upper;
        if (letters == 0) {
            return 0;
        }
        if (lower == 0) {
            return letters <= 3 ? 1.15 : 0.5 + letters / LETTERS_PER_TOKEN;
        }
        double cost = letters <= 7 ? 1 : letters <= 11 ? 1.25 : letters <= 14 ? 1.5 : letters / LETTERS_PER_TOKEN;
        if (upper > 1) {
            return cost + 0.5;
        }
        // A capitalized word of six letters or more is often a name: names split by length, not by meaning.
        return upper == 1 && letters >= 6 ? Math.max(cost + 0.25, letters / LETTERS_PER_TOKEN) : cost;
    }

    /** A run of symbols (after an optional space): one token, and one per two symbols more, repeats merged. */
    private static double symbols(String text, int from, int to) {
        int distinct = 0;
        int run = 0;
        char previous = 0;
        for (int i = text.charAt(from) == ' ' ? from + 1 : from; i < to; i++) {
            char c = text.charAt(i);
            if (c == previous) {
                run++;
                if (run % REPEATS_PER_TOKEN == 0) {
                    distinct++;
                }
            } else {
                distinct++;
                run = 1;
                previous = c;
            }
        }
        return 1 + Math.max(0, distinct - 1) / SYMBOLS_PER_TOKEN;
    }
}
