package dev.lazygraph.core.query.relevance;

import dev.lazygraph.core.query.relevance.RelevanceJudge.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the LLM's reply to a batched relevance test of {@code n} numbered excerpts. Accepted forms: the
 * numbers of the relevant excerpts ("2, 5", "Excerpts 2 and 5.", "[2,5]"), "NONE", or one verdict per line
 * ("1: yes", "2 - no", "Excerpt 3: relevant"). Anything else, a number out of range, or a line contradicting
 * another is unreadable: the excerpts it leaves undecided get {@link Verdict#UNCLEAR} (judged lexically by
 * the search), never a guessed "relevant".
 */
public final class RelevanceReply {
    private static final Pattern NUMBER = Pattern.compile("\\d+");
    /** Words a list of numbers may be wrapped in: "excerpts 1 and 3 are relevant". */
    private static final Pattern LIST_WORDS = Pattern.compile(
            "(?i)\\b(the|excerpts?|numbers?|relevant|ones?|are|is|and|only|answer|reply)\\b");
    private static final Pattern NONE = Pattern.compile("(?i)^\\W*(none|no|nothing|neither)\\W*$");
    private static final Pattern LINE_VERDICT = Pattern.compile(
            "(?i)^\\W*(?:excerpt\\s*)?(\\d+)\\s*[:.)\\-=]*\\s*(yes|no|relevant|irrelevant|not relevant)\\b.*$");

    private RelevanceReply() {
    }

    public static List<Verdict> parse(String reply, int n) {
        String text = reply == null ? "" : reply.strip();
        if (NONE.matcher(text).matches()) {
            return filled(n, Verdict.IRRELEVANT);
        }
        List<Verdict> perLine = perLine(text, n);
        if (perLine != null) {
            return perLine;
        }
        return list(text, n);
    }

    /** One verdict per line, or null when the reply is not in that form. */
    private static List<Verdict> perLine(String text, int n) {
        Verdict[] verdicts = new Verdict[n];
        Arrays.fill(verdicts, Verdict.UNCLEAR);
        boolean any = false;
        for (String line : text.split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            Matcher m = LINE_VERDICT.matcher(line.strip());
            if (!m.matches()) {
                return null;
            }
            any = true;
            int k = Integer.parseInt(m.group(1));
            String word = m.group(2).toLowerCase(Locale.ROOT);
            Verdict verdict = word.equals("yes") || word.equals("relevant") ? Verdict.RELEVANT : Verdict.IRRELEVANT;
            if (k < 1 || k > n) {
                return filled(n, Verdict.UNCLEAR);
            }
            verdicts[k - 1] = verdicts[k - 1] == Verdict.UNCLEAR || verdicts[k - 1] == verdict ? verdict : Verdict.UNCLEAR;
        }
        return any ? List.of(verdicts) : null;
    }

    private static List<Verdict> list(String text, int n) {
        String rest = LIST_WORDS.matcher(NUMBER.matcher(text).replaceAll(" ")).replaceAll(" ");
        if (!rest.replaceAll("[\\s,;.:\\[\\]()#&+]", "").isEmpty()) {
            return filled(n, Verdict.UNCLEAR);
        }
        Matcher m = NUMBER.matcher(text);
        List<Verdict> verdicts = new ArrayList<>(filled(n, Verdict.IRRELEVANT));
        boolean any = false;
        while (m.find()) {
            int k;
            try {
                k = Integer.parseInt(m.group());
            } catch (NumberFormatException tooLong) {
                return filled(n, Verdict.UNCLEAR);
            }
            if (k < 1 || k > n) {
                return filled(n, Verdict.UNCLEAR);
            }
            verdicts.set(k - 1, Verdict.RELEVANT);
            any = true;
        }
        return any ? verdicts : filled(n, Verdict.UNCLEAR);
    }

    private static List<Verdict> filled(int n, Verdict verdict) {
        List<Verdict> verdicts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            verdicts.add(verdict);
        }
        return verdicts;
    }
}
