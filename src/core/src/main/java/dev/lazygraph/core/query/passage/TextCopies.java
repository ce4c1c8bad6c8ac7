package dev.lazygraph.core.query.passage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Recognizes a text that repeats text already taken: manuals copy reference text into many pages (a
 * configuration reference in every command's page, a page's source beside it), and a context holding the
 * same paragraph twice holds one answer fewer. A text is a copy when {@value #COPIED_SHARE} of its word runs
 * were seen before (a short text: when all of its words were seen in a row). Passages are compared by runs of
 * {@value #SHINGLE} words; sentences by pairs ({@link #ofSentences}), so that a word of markup one copy adds
 * ("the :class:`deque` type" beside "the deque type") breaks two runs of a short sentence, not all of them.
 */
public final class TextCopies {
    static final int SHINGLE = 5;
    static final int SENTENCE_SHINGLE = 2;
    static final double COPIED_SHARE = 0.6;

    private final int shingle;
    private final Set<String> seen = new HashSet<>();
    private final List<String> seenTexts = new ArrayList<>();

    /** Copies of passages. */
    public TextCopies() {
        this(SHINGLE);
    }

    private TextCopies(int shingle) {
        this.shingle = shingle;
    }

    /** Copies of sentences. */
    public static TextCopies ofSentences() {
        return new TextCopies(SENTENCE_SHINGLE);
    }

    /** Whether {@code text} is mostly a copy of what was {@link #add added} before. */
    public boolean isCopy(String text) {
        List<String> shingles = shingles(text, shingle);
        if (shingles.isEmpty()) {
            String folded = normalized(text);
            return !folded.isEmpty() && seenTexts.stream().anyMatch(t -> t.contains(folded));
        }
        long copied = shingles.stream().filter(seen::contains).count();
        return copied >= COPIED_SHARE * shingles.size();
    }

    public void add(String text) {
        seen.addAll(shingles(text, shingle));
        seenTexts.add(normalized(text));
    }

    /** The text's runs of {@value #SHINGLE} words, case and punctuation folded. */
    static List<String> shingles(String text) {
        return shingles(text, SHINGLE);
    }

    /** The text's words, case and punctuation folded. */
    static Set<String> words(String text) {
        Set<String> words = new HashSet<>(Arrays.asList(normalized(text).split(" ")));
        words.remove("");
        return words;
    }

    private static List<String> shingles(String text, int size) {
        String[] words = normalized(text).split(" ");
        List<String> shingles = new ArrayList<>();
        for (int i = 0; i + size <= words.length; i++) {
            shingles.add(String.join(" ", Arrays.asList(words).subList(i, i + size)));
        }
        return shingles;
    }

    private static String normalized(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_]+", " ").strip();
    }
}
