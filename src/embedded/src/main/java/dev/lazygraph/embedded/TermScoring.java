package dev.lazygraph.embedded;

import dev.lazygraph.core.graph.Bm25Query;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Scores the chunks that hold a {@link Bm25Query}'s terms from their {@link TermList}s, a chunk at a time: the lists
 * are in chunk order, so one pass over all of them meets each chunk's postings together and adds their parts in the
 * query's term order (the sum the caller computes again). Only the chunks near the top are kept.
 */
final class TermScoring {
    /** A chunk of the top: its row key, BM25 length and frequency of each query term. */
    record Scored(long chunk, int length, int[] frequencies) {
    }

    private TermScoring() {
    }

    /**
     * The chunks scoring at least the {@code limit}-th best score less {@link Bm25Query#TOLERANCE}.
     *
     * @param lists each term's list, in the query's order; null for a term of weight 0
     */
    static List<Scored> best(Bm25Query query, TermList[] lists) {
        int terms = lists.length;
        int[] at = new int[terms];
        int total = 0;
        for (TermList list : lists) {
            total += list == null ? 0 : list.size();
        }
        long[] chunks = new long[total];
        double[] scores = new double[total];
        int size = 0;
        while (true) {
            long chunk = Long.MAX_VALUE;
            for (int t = 0; t < terms; t++) {
                if (lists[t] != null && at[t] < lists[t].size() && lists[t].chunks()[at[t]] < chunk) {
                    chunk = lists[t].chunks()[at[t]];
                }
            }
            if (chunk == Long.MAX_VALUE) {
                break;
            }
            double score = 0;
            for (int t = 0; t < terms; t++) {
                TermList list = lists[t];
                if (list != null && at[t] < list.size() && list.chunks()[at[t]] == chunk) {
                    score += query.part(t, list.frequencies()[at[t]], list.lengths()[at[t]]);
                    at[t]++;
                }
            }
            chunks[size] = chunk;
            scores[size] = score;
            size++;
        }
        if (size == 0) {
            return List.of();
        }
        double[] sorted = Arrays.copyOf(scores, size);
        Arrays.sort(sorted);
        double cut = sorted[Math.max(0, size - query.limit())] - Bm25Query.TOLERANCE;
        List<Scored> best = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            if (scores[i] >= cut) {
                best.add(scored(chunks[i], lists));
            }
        }
        return best;
    }

    private static Scored scored(long chunk, TermList[] lists) {
        int[] frequencies = new int[lists.length];
        int length = 0;
        for (int t = 0; t < lists.length; t++) {
            int position = lists[t] == null ? -1 : lists[t].find(chunk);
            if (position >= 0) {
                frequencies[t] = lists[t].frequencies()[position];
                length = lists[t].lengths()[position];
            }
        }
        return new Scored(chunk, length, frequencies);
    }
}
