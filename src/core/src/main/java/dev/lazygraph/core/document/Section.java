package dev.lazygraph.core.document;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A part of a document's text governed by a title: a heading governs what follows it up to the next heading
 * of the same or a higher level, a definition list's term ({@code <dt>}) governs its definition
 * ({@code <dd>}). Text under a title is about what the title names even when it does not repeat it ("The
 * default is typically 128MB" under "shared_buffers"), so the title counts as context of that text when it
 * is indexed and when it is quoted.
 *
 * @param start offset in the parsed text where the title itself starts
 * @param end   offset (exclusive) where the governed text ends
 * @param title the title as shown, whitespace collapsed
 * @param kind  what the title is: the document's own, a heading of its outline, or the term a definition defines
 */
public record Section(int start, int end, String title, Kind kind) {
    public enum Kind { TITLE, HEADING, TERM }

    public Section {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("a section needs 0 <= start <= end: " + start + ", " + end);
        }
    }

    /** Whether this section governs the text at {@code offset} (its title's own text included). */
    public boolean governs(int offset) {
        return start <= offset && offset < end;
    }

    /** Whether this section governs any of {@code [from, to)}. */
    public boolean overlaps(int from, int to) {
        return start < to && from < end;
    }

    /** The section moved by {@code shift} characters (the parsed text lost a prefix). */
    Section shifted(int shift) {
        return new Section(start - shift, end - shift, title, kind);
    }

    /**
     * Headings as sections: each governs up to the next heading of its level or a higher one (a smaller
     * number), the last ones to {@code textLength}. Sorted by start, as sections always are.
     */
    public static List<Section> ofHeadings(List<Heading> headings, int textLength) {
        List<Section> sections = new ArrayList<>();
        for (int i = 0; i < headings.size(); i++) {
            Heading heading = headings.get(i);
            int end = textLength;
            for (int j = i + 1; j < headings.size(); j++) {
                if (headings.get(j).level() <= heading.level()) {
                    end = headings.get(j).offset();
                    break;
                }
            }
            sections.add(new Section(heading.offset(), Math.max(heading.offset(), end), heading.text(), Kind.HEADING));
        }
        return sections;
    }

    /** Sections in text order: by start, the wider (the governing) one first. */
    public static final Comparator<Section> TEXT_ORDER = Comparator.comparingInt(Section::start)
            .thenComparing(Comparator.comparingInt(Section::end).reversed());
}
