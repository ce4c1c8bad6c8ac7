package dev.lazygraph.bench;

import java.util.Arrays;

/** Nearest-rank percentiles of a sample. */
final class Percentiles {
    private Percentiles() {
    }

    static double of(double[] sample, double percentile) {
        if (sample.length == 0) {
            return 0;
        }
        double[] sorted = sample.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percentile / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }
}
