package dev.lazygraph.core.query.passage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Recognizes a passage that repeats text already taken: manuals copy reference text into many pages (a
 * configuration reference in every command's page, a page's source beside it), and a context holding the
 * same paragraph twice holds one answer fewer. A passage is a copy when {@value #COPIED_SHARE} of its
 * {@value #SHINGLE}-word runs were seen before (a short passage: when all of its words were seen in a row).
 */
public final class TextCopies {
    static final int SHINGLE = 5;
    static final double COPIED_SHARE = 0.6;

    private final Set<String> seen = new HashSet<>();
    private final List<String> seenTexts = new ArrayList<>();

    /** Whether {@code text} is mostly a copy of what was {@link #add added} before. */
    public boolean isCopy(String text) {
        List<String> shingles = shingles(text);
        if (shingles.isEmpty()) {
            String folded = normalized(text);
            return !folded.isEmpty() && seenTexts.stream().anyMatch(t -> t.contains(folded));
        }
        long copied = shingles.stream().filter(seen::contains).count();
        return copied >= COPIED_SHARE * shingles.size();
    }

    public void add(String text) {
        seen.addAll(shingles(text));
        seenTexts.add(normalized(text));
    }

    private static List<String> shingles(String text) {
        String[] words = normalized(text).split(" ");
        List<String> shingles = new ArrayList<>();
        for (int i = 0; i + SHINGLE <= words.length; i++) {
            shingles.add(String.join(" ", Arrays.asList(words).subList(i, i + SHINGLE)));
        }
        return shingles;
    }

    private static String normalized(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_]+", " ").strip();
    }
}
