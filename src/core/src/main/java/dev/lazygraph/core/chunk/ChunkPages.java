package dev.lazygraph.core.chunk;

import java.util.List;

/**
 * The pages a chunk covers: it starts on page {@code first} and each offset of {@code breaks} (in the
 * document's parsed text, inside the chunk, ascending) starts the next page, so a chunk spanning a page break
 * says so. {@link #NONE} for a document without pages.
 *
 * @param first 1-based page at the chunk's start; 0 when the document has no pages
 */
public record ChunkPages(int first, List<Integer> breaks) {
    public static final ChunkPages NONE = new ChunkPages(0, List.of());

    public ChunkPages {
        breaks = List.copyOf(breaks);
        if (first < 0 || (first == 0 && !breaks.isEmpty())) {
            throw new IllegalArgumentException("a chunk's first page must be 1-based, with breaks only on pages: "
                    + first + " " + breaks);
        }
    }

    /**
     * The pages of {@code [start, end)} of a text whose pages start at {@code pageStarts} (page n at index
     * n - 1, non-decreasing); {@link #NONE} when there are none.
     */
    public static ChunkPages of(List<Integer> pageStarts, int start, int end) {
        if (pageStarts.isEmpty()) {
            return NONE;
        }
        int first = pageAt(pageStarts, start);
        List<Integer> breaks = pageStarts.subList(first, pageStarts.size()).stream()
                .filter(offset -> offset > start && offset < end)
                .toList();
        return new ChunkPages(first, breaks);
    }

    /** The last page the chunk covers. */
    public int last() {
        return first + breaks.size();
    }

    public boolean hasPages() {
        return first > 0;
    }

    /** The page of the character at {@code offset} of the chunk; 0 without pages. */
    public int at(int offset) {
        if (!hasPages()) {
            return 0;
        }
        int page = first;
        for (int start : breaks) {
            if (start <= offset) {
                page++;
            }
        }
        return page;
    }

    /** The 1-based page holding {@code offset}: the last page starting at or before it (page 1 if none does). */
    private static int pageAt(List<Integer> pageStarts, int offset) {
        int page = 1;
        for (int n = 1; n <= pageStarts.size(); n++) {
            if (pageStarts.get(n - 1) <= offset) {
                page = n;
            }
        }
        return page;
    }
}
