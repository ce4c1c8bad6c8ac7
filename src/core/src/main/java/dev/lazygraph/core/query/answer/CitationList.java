package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.summary.Sentence;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The numbered sources of one answer; the same span always gets the same number. */
final class CitationList {
    private static final Pattern MARKER = Pattern.compile("\\s*\\[(\\d{1,3})]");

    /** A piece of a summary and the citation numbers of the sources it came from. */
    record Segment(String text, List<Integer> citations) {
        String cited() {
            StringBuilder b = new StringBuilder(text);
            citations.forEach(n -> b.append(" [").append(n).append(']'));
            return b.toString();
        }
    }

    private final Map<String, Citation> citations = new LinkedHashMap<>();

    int cite(Chunk chunk, int start, int end) {
        String key = chunk.id() + "@" + start + "-" + end;
        Citation existing = citations.get(key);
        if (existing != null) {
            return existing.number();
        }
        Citation c = Citation.of(citations.size() + 1, chunk, start, end);
        citations.put(key, c);
        return c.number();
    }

    int cite(Chunk chunk) {
        return cite(chunk, chunk.start(), chunk.end());
    }

    int cite(Sentence sentence) {
        return cite(sentence.chunk(), sentence.start(), sentence.end());
    }

    List<Citation> citations() {
        return List.copyOf(citations.values());
    }

    /**
     * A quote as an answer shows it: without the document's own bracketed numbers (footnote links, "(A few
     * examples: [1] [2] [3])"), since in an answer an {@code [n]} points at one of its citations.
     */
    static String unmarked(String quote) {
        return MARKER.matcher(quote).replaceAll("").strip();
    }

    /** The citation numbers that {@code text} uses as {@code [n]} markers. */
    static Set<Integer> markers(String text) {
        Set<Integer> numbers = new HashSet<>();
        Matcher m = MARKER.matcher(text);
        while (m.find()) {
            numbers.add(Integer.parseInt(m.group(1)));
        }
        return numbers;
    }

    /**
     * Splits a summary whose {@code [k]} markers count {@code sources} from 1 into segments cited with this
     * list's numbers: a segment found verbatim in its source (an extractive summary's sentence) is cited by
     * its own offsets, any other by its whole source chunk. A marker beyond the sources is left as text.
     */
    List<Segment> segments(String summary, List<Chunk> sources) {
        List<Segment> segments = new ArrayList<>();
        Matcher m = MARKER.matcher(summary);
        int from = 0;
        while (m.find()) {
            int k = Integer.parseInt(m.group(1));
            if (k < 1 || k > sources.size()) {
                continue;
            }
            String text = summary.substring(from, m.start()).trim();
            from = m.end();
            Chunk source = sources.get(k - 1);
            if (text.isEmpty()) {
                if (!segments.isEmpty()) {
                    segments.get(segments.size() - 1).citations().add(cite(source));
                }
                continue;
            }
            int[] span = Sentence.locate(source, text);
            List<Integer> cited = new ArrayList<>();
            cited.add(span == null ? cite(source) : cite(source, span[0], span[1]));
            segments.add(new Segment(text, cited));
        }
        String rest = summary.substring(from).trim();
        if (!rest.isEmpty()) {
            segments.add(new Segment(rest, new ArrayList<>()));
        }
        return segments;
    }

    /** The summary with its markers in this list's numbering. */
    String renumber(String summary, List<Chunk> sources) {
        return join(segments(summary, sources));
    }

    static String join(List<Segment> segments) {
        return String.join(" ", segments.stream().map(Segment::cited).toList());
    }
}
