package dev.lazygraph.bench;

import java.util.concurrent.atomic.AtomicInteger;

/** A progress line on stderr for long runs, at most about once a second. */
final class Progress {
    private final String label;
    private final int total;
    private final AtomicInteger done = new AtomicInteger();
    private final long startNanos = System.nanoTime();
    private volatile long lastPrintNanos;

    Progress(String label, int total) {
        this.label = label;
        this.total = total;
    }

    void step() {
        int now = done.incrementAndGet();
        long t = System.nanoTime();
        if (now == total || t - lastPrintNanos > 1_000_000_000L) {
            lastPrintNanos = t;
            System.err.printf("\r%s %d/%d (%.0f s)%s", label, now, total, (t - startNanos) / 1e9,
                    now == total ? "\n" : "");
        }
    }
}
