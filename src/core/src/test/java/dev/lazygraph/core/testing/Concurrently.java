package dev.lazygraph.core.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Runs tasks on threads of their own, released at the same moment so they race, for the tests that check what
 * concurrent writers leave behind. Shared through the core test-jar.
 */
public final class Concurrently {
    /** How long one task may take before the race counts as hung. */
    private static final long TIMEOUT_SECONDS = 120;

    private Concurrently() {
    }

    /** Each task's result, in the tasks' order; the first task's failure is thrown. */
    public static <T> List<T> run(List<? extends Callable<? extends T>> tasks) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(tasks.size());
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<? extends T>> futures = new ArrayList<>();
            for (Callable<? extends T> task : tasks) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return task.call();
                }));
            }
            start.countDown();
            List<T> results = new ArrayList<>();
            for (Future<? extends T> future : futures) {
                results.add(future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
