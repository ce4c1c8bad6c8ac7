package dev.lazygraph.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Grades what a user reads of an answer, and only that: its first {@value #WINDOW_WORDS} words.
 *
 * <ul>
 *   <li>An answerable question is <b>correct</b> when one of its answer strings occurs in that window:
 *       case-insensitive, whitespace folded, and as whole words where the string starts or ends with a letter
 *       or digit ("13" does not pass in "2013", "ANY" not in "many").</li>
 *   <li>It is <b>cited</b> when a {@code [n]} marker inside the window points at one of its gold documents.</li>
 *   <li>A question the documents cannot answer is correct when the response says nothing was found.</li>
 * </ul>
 *
 * Citation markers are not words: they are looked for among the window's words, not counted in them.
 */
final class AnswerGrader {
    static final int WINDOW_WORDS = 80;
    private static final Pattern MARKER = Pattern.compile("\\[(\\d{1,3})]");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /** What a user reads: the window's text and the citation numbers it shows. */
    record Window(String text, Set<Integer> markers) {
    }

    record Grade(boolean correct, boolean cited) {
    }

    private AnswerGrader() {
    }

    /**
     * @param citedKeys citation number -> the key of the document it points at
     * @param found     whether the response says it found an answer
     */
    static Grade grade(AnswerQuestions.Question question, String answerText, Map<Integer, String> citedKeys,
                       boolean found) {
        if (question.expectsNothingFound()) {
            return new Grade(!found, false);
        }
        Window window = window(answerText);
        boolean correct = found && question.answers().stream().anyMatch(a -> contains(window.text(), a));
        boolean cited = window.markers().stream().map(citedKeys::get).anyMatch(question.gold()::contains);
        return new Grade(correct, cited);
    }

    /** The first {@value #WINDOW_WORDS} words of {@code text}, markers removed, and the markers among them. */
    static Window window(String text) {
        return window(text, WINDOW_WORDS);
    }

    /** The first {@code limit} words of {@code text}, markers removed, and the markers among them. */
    static Window window(String text, int limit) {
        List<String> words = new ArrayList<>();
        Set<Integer> markers = new java.util.LinkedHashSet<>();
        for (String token : WHITESPACE.split(text.strip())) {
            if (words.size() == limit) {
                break;
            }
            Matcher m = MARKER.matcher(token);
            while (m.find()) {
                markers.add(Integer.parseInt(m.group(1)));
            }
            String word = MARKER.matcher(token).replaceAll("");
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        return new Window(String.join(" ", words), markers);
    }

    /** Whether {@code answer} occurs in {@code text} by the grading rule (case, whitespace, word edges). */
    static boolean contains(String text, String answer) {
        String haystack = fold(text);
        String needle = fold(answer);
        if (needle.isEmpty()) {
            return false;
        }
        boolean wordStart = Character.isLetterOrDigit(needle.codePointAt(0));
        boolean wordEnd = Character.isLetterOrDigit(needle.codePointBefore(needle.length()));
        for (int at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
            int end = at + needle.length();
            boolean startOk = !wordStart || at == 0 || !Character.isLetterOrDigit(haystack.codePointBefore(at));
            boolean endOk = !wordEnd || end == haystack.length() || !Character.isLetterOrDigit(haystack.codePointAt(end));
            if (startOk && endOk) {
                return true;
            }
        }
        return false;
    }

    private static String fold(String text) {
        return WHITESPACE.matcher(text.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }
}
