package dev.lazygraph.core.graph;

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

    public String other(String concept) {
        return concept.equals(a) ? b : a;
    }
}
