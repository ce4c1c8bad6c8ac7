package dev.lazygraph.core.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Undirected co-occurrence edge, derived at query time from the two concepts' postings; {@code a < b}
 * lexicographically so each pair has one representation.
 *
 * @param count number of chunks in which both concepts occur
 */
public record Edge(String a, String b, long count) {
    public Edge {
        if (a.compareTo(b) >= 0) {
            throw new IllegalArgumentException("edge ends must be ordered and distinct: " + a + ", " + b);
        }
    }

    public static Edge of(String x, String y, long count) {
        return x.compareTo(y) < 0 ? new Edge(x, y, count) : new Edge(y, x, count);
    }

    /**
     * The co-occurrence edges among {@code concepts} that {@code postings} (concept -> its postings) give: each
     * chunk mentioning two or more of them adds one to every pair it holds. Sorted by {@code (a, b)}.
     */
    public static List<Edge> among(Collection<String> concepts, Map<String, List<Posting>> postings) {
        List<String> sorted = new ArrayList<>(new TreeSet<>(concepts));
        Map<String, List<Integer>> conceptsByChunk = new HashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            for (Posting posting : postings.getOrDefault(sorted.get(i), List.of())) {
                conceptsByChunk.computeIfAbsent(posting.chunkId(), id -> new ArrayList<>(2)).add(i);
            }
        }
        Map<Long, Long> counts = new HashMap<>();
        for (List<Integer> present : conceptsByChunk.values()) {
            for (int x = 0; x < present.size(); x++) {
                for (int y = x + 1; y < present.size(); y++) {
                    counts.merge((long) present.get(x) * sorted.size() + present.get(y), 1L, Long::sum);
                }
            }
        }
        return fromPairCounts(sorted, counts);
    }

    /**
     * The edges of pair counts keyed {@code i * n + j} ({@code i < j} indexes into {@code sorted}, which is in
     * name order, so the pair is the edge {@code (a, b)} with {@code a < b}), sorted by {@code (a, b)}.
     */
    public static List<Edge> fromPairCounts(List<String> sorted, Map<Long, Long> counts) {
        List<Long> pairs = new ArrayList<>(counts.keySet());
        pairs.sort(null);
        int n = sorted.size();
        List<Edge> edges = new ArrayList<>(pairs.size());
        for (long pair : pairs) {
            edges.add(new Edge(sorted.get((int) (pair / n)), sorted.get((int) (pair % n)), counts.get(pair)));
        }
        return edges;
    }

    public String other(String concept) {
        return concept.equals(a) ? b : a;
    }
}
