package dev.lazygraph.core.query.answer;

import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.CommunityUse;
import java.util.List;
import java.util.Set;

/**
 * A written answer and every source it was built from, numbered as its text and summaries cite them.
 *
 * @param found whether the documents hold an answer; when not, the text says so and the sources are the
 *              closest passages
 */
public record Draft(boolean found, String text, List<Citation> sources, List<CommunityUse> communities) {
    Draft(String text, List<Citation> sources, List<CommunityUse> communities) {
        this(true, text, sources, communities);
    }

    /** The sources the text cites with a {@code [n]} marker. */
    public List<Citation> cited() {
        Set<Integer> markers = CitationList.markers(text);
        return sources.stream().filter(c -> markers.contains(c.number())).toList();
    }

    /** The sources the text does not cite: further reading, and what summaries cite. */
    public List<Citation> further() {
        Set<Integer> markers = CitationList.markers(text);
        return sources.stream().filter(c -> !markers.contains(c.number())).toList();
    }
}
