package dev.lazygraph.embedded;

import java.util.Arrays;

/**
 * A term's postings as numbers alone, in chunk row key order ({@code document << 32 | ordinal}): what scoring a
 * question's words needs of them, without a chunk id, a posting object or a map entry per posting. Immutable once
 * built.
 */
record TermList(long[] chunks, int[] frequencies, int[] lengths) {

    int size() {
        return chunks.length;
    }

    /** The position of {@code chunk} in this list, or a negative number when the term is not in that chunk. */
    int find(long chunk) {
        return Arrays.binarySearch(chunks, chunk);
    }
}
