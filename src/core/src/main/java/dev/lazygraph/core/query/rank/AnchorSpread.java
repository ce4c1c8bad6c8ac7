package dev.lazygraph.core.query.rank;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Spreads a ranking over the parts of a question. A question with two anchors ("which film has the director
 * who died first, Alpha or Beta?") needs the passages each of them leads to; ranked by one score, the anchor
 * with the richer neighbourhood takes every place and the other's director is never reached. Here each part
 * of the walk's restart (each anchor, and the rest of the question) ranks the chunks by the visits its own
 * walkers give them, and the ranking takes one new chunk from each part in turn: in each round the parts go
 * in the order of the visits of the chunk they offer. No weight decides how many places a part gets.
 */
final class AnchorSpread {
    private AnchorSpread() {
    }

    /**
     * @param visits what each part of the restart gave each chunk
     * @param depth  chunks wanted
     * @return at most {@code depth} chunks in spread order, each with its visits from all parts together
     */
    static List<Map.Entry<String, Double>> order(WalkVisits visits, int depth) {
        double[][] parts = visits.parts();
        String[] chunks = visits.chunks();
        // A part offers its best chunk not yet taken: every chunk above it in the part's list has been taken, fewer
        // than depth in all, so the part's best depth chunks are all it can ever offer.
        int[][] lists = new int[parts.length][];
        for (int p = 0; p < parts.length; p++) {
            lists[p] = best(parts[p], chunks, depth);
        }
        int[] next = new int[parts.length];
        boolean[] taken = new boolean[chunks.length];
        List<Map.Entry<String, Double>> ordered = new ArrayList<>();
        while (ordered.size() < depth) {
            List<Integer> offering = new ArrayList<>();
            for (int p = 0; p < parts.length; p++) {
                if (skipTaken(lists[p], next, p, taken)) {
                    offering.add(p);
                }
            }
            if (offering.isEmpty()) {
                break;
            }
            offering.sort((p, q) -> byScore(parts[p], parts[q], chunks, lists[p][next[p]], lists[q][next[q]]));
            for (int p : offering) {
                if (ordered.size() < depth && skipTaken(lists[p], next, p, taken)) {
                    int chunk = lists[p][next[p]];
                    taken[chunk] = true;
                    ordered.add(Map.entry(chunks[chunk], total(parts, chunk)));
                }
            }
        }
        return ordered;
    }

    /** The visits of chunk {@code k} from all parts, added in the parts' order. */
    private static double total(double[][] parts, int k) {
        double total = 0;
        for (double[] part : parts) {
            total += part[k];
        }
        return total;
    }

    /** The chunks with visits from {@code part}, best first, at most {@code limit} (a bounded heap, not a sort). */
    private static int[] best(double[] part, String[] chunks, int limit) {
        if (limit <= 0) {
            return new int[0];
        }
        Comparator<Integer> order = (a, b) -> byScore(part, part, chunks, a, b);
        PriorityQueue<Integer> kept = new PriorityQueue<>(limit + 1, order.reversed());
        for (int k = 0; k < part.length; k++) {
            if (part[k] > 0 && (kept.size() < limit || order.compare(k, kept.peek()) < 0)) {
                kept.add(k);
                if (kept.size() > limit) {
                    kept.poll();
                }
            }
        }
        Integer[] sorted = kept.toArray(new Integer[0]);
        Arrays.sort(sorted, order);
        return Arrays.stream(sorted).mapToInt(Integer::intValue).toArray();
    }

    /** Chunk {@code a} of part {@code pa} before chunk {@code b} of part {@code pb}: more visits first, then by id. */
    private static int byScore(double[] pa, double[] pb, String[] chunks, int a, int b) {
        int byVisits = Double.compare(pb[b], pa[a]);
        return byVisits != 0 ? byVisits : chunks[a].compareTo(chunks[b]);
    }

    /** Moves part {@code p} past the chunks already taken; whether it has one left to offer. */
    private static boolean skipTaken(int[] list, int[] next, int p, boolean[] taken) {
        while (next[p] < list.length && taken[list[next[p]]]) {
            next[p]++;
        }
        return next[p] < list.length;
    }
}
