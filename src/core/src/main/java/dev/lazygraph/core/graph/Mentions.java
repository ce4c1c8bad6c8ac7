package dev.lazygraph.core.graph;

/**
 * How a chunk holds a concept, packed into the one number the graph stores per chunk and concept
 * ({@link IndexedChunk#conceptCounts()}, the concept postings): how often the chunk mentions it, whether it
 * is a name there, and whether it is the chunk's subject (what its document's title or section heading
 * names). The walk over the graph reads all three: a passage is found through the names it mentions, and
 * a name leads to the passage about it. Packed rather than stored apart so both stores keep one integer per
 * posting; only this class knows the layout.
 */
public final class Mentions {
    /** Low bits: the mention count. A chunk is a few hundred words, far below this. */
    private static final int COUNT_BITS = 20;
    private static final int MAX_COUNT = (1 << COUNT_BITS) - 1;
    /**
     * The bits of a packed value that hold the count ({@code packed & COUNT_MASK} is {@link #count}), for a store
     * that sums counts where the postings are (SQL's {@code SUM(mentions & mask)}) instead of handing them out.
     */
    public static final int COUNT_MASK = MAX_COUNT;
    private static final int NAME = 1 << COUNT_BITS;
    private static final int SUBJECT = 1 << (COUNT_BITS + 1);

    private Mentions() {
    }

    /** @param count mentions, at least 1 (capped at a million) */
    public static int of(int count, boolean name, boolean subject) {
        if (count < 1) {
            throw new IllegalArgumentException("a concept is held with at least one mention: " + count);
        }
        return Math.min(count, MAX_COUNT) | (name ? NAME : 0) | (subject ? SUBJECT : 0);
    }

    /** Both holdings of one concept by one chunk together: counts add up, the flags combine. */
    public static int merge(int a, int b) {
        return Math.min(count(a) + count(b), MAX_COUNT) | ((a | b) & (NAME | SUBJECT));
    }

    public static int count(int packed) {
        return packed & MAX_COUNT;
    }

    public static boolean isName(int packed) {
        return (packed & NAME) != 0;
    }

    public static boolean isSubject(int packed) {
        return (packed & SUBJECT) != 0;
    }
}
