package dev.lazygraph.core.llm;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts a text's tokens closely enough to hold a context to a size: byte-pair encoders of current models
 * (OpenAI's o200k, which the benches count with) first split text into words, runs of up to three digits, runs
 * of punctuation and line breaks, and merge each piece into one token or more. So a text is counted piece by
 * piece: a word as one token per {@value #LETTERS_PER_TOKEN} ASCII letters and one per other letter, a run of punctuation as one per three
 * characters, a line break as one, and a tenth added for rare names, which split into more pieces than their
 * length says. Unlike {@link LlmSession#estimateTokens} (characters divided by three, generous for prose), this
 * does not undercount code, whose punctuation makes a token of every second or third character.
 *
 * <p>Not a BPE tokenizer (jtokkit, which the bench counts with): the prompt goes to whichever model is configured,
 * whose vocabulary is not known here, and a tokenizer's tables (about 3 MB) would ride in both functions and load
 * on their first answer. A bound that never undercounts is what a context limit needs; it costs some unused room.
 */
public final class ContextTokens {
    static final int LETTERS_PER_TOKEN = 8;
    /** One token in this many added: a rare name splits into more pieces than its length says. */
    static final int MARGIN = 10;
    private static final Pattern PIECE = Pattern.compile("\\p{L}+|\\p{N}{1,3}|[^\\s\\p{L}\\p{N}]+|\\s*\\n\\s*");

    private ContextTokens() {
    }

    /**
     * A run of letters: its ASCII letters one token per {@value #LETTERS_PER_TOKEN}, every other letter one token
     * (the encoders' vocabularies hold few merges of accented or non-Latin letters: "Dvořák", a name in Greek).
     */
    private static int letters(String text, int from, int to) {
        int ascii = 0;
        int other = 0;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < 128) {
                ascii++;
            } else {
                other++;
            }
        }
        return (ascii + LETTERS_PER_TOKEN - 1) / LETTERS_PER_TOKEN + other;
    }

    public static int count(String text) {
        int tokens = 0;
        Matcher piece = PIECE.matcher(text);
        while (piece.find()) {
            int length = piece.end() - piece.start();
            char first = text.charAt(piece.start());
            tokens += Character.isLetter(first) ? letters(text, piece.start(), piece.end())
                    : Character.isWhitespace(first) ? 1 : (length + 2) / 3;
        }
        return tokens + tokens / MARGIN;
    }
}
