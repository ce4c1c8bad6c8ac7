package dev.lazygraph.core.query.graph;

/**
 * The optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring): the
 * insertions, deletions, substitutions and swaps of two neighbouring letters that turn one word into another,
 * the edits a typist makes. Written here because only "within k edits of a short word" is needed, which a
 * banded dynamic program answers without a dependency.
 */
final class EditDistance {
    private EditDistance() {
    }

    /** Whether {@code a} and {@code b} are at most {@code k} edits apart. */
    static boolean atMost(String a, String b, int k) {
        if (Math.abs(a.length() - b.length()) > k) {
            return false;
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int rowMin = Integer.MAX_VALUE;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
                rowMin = Math.min(rowMin, d[i][j]);
            }
            if (rowMin > k) {
                return false;
            }
        }
        return d[a.length()][b.length()] <= k;
    }
}
