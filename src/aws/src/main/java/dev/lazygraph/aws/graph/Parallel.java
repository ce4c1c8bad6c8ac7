package dev.lazygraph.aws.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Runs independent DynamoDB requests concurrently and returns only when every one has finished, so no
 * request of a failed write is still in flight when the caller sees the failure (retries rely on that).
 */
final class Parallel {
    private Parallel() {
    }

    static <X, T> List<T> map(Executor executor, List<X> inputs, Function<X, T> task) {
        if (inputs.size() <= 1) { // no hand-off for the common single request
            List<T> single = new ArrayList<>();
            inputs.forEach(input -> single.add(task.apply(input)));
            return single;
        }
        Object[] results = new Object[inputs.size()];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch finished = new CountDownLatch(inputs.size());
        for (int i = 0; i < inputs.size(); i++) {
            int index = i;
            executor.execute(() -> {
                try {
                    if (failure.get() == null) { // after a failure, skip what has not started yet
                        results[index] = task.apply(inputs.get(index));
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                } finally {
                    finished.countDown();
                }
            });
        }
        awaitUninterruptibly(finished);
        Throwable first = failure.get();
        if (first instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (first instanceof Error error) {
            throw error;
        }
        if (first != null) {
            throw new IllegalStateException(first);
        }
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) new ArrayList<>(Arrays.asList(results));
        return list;
    }

    static <X> void each(Executor executor, List<X> inputs, java.util.function.Consumer<X> task) {
        map(executor, inputs, x -> {
            task.accept(x);
            return null;
        });
    }

    /** Consecutive slices of at most {@code size} elements. */
    static <X> List<List<X>> slices(List<X> list, int size) {
        List<List<X>> slices = new ArrayList<>();
        for (int from = 0; from < list.size(); from += size) {
            slices.add(list.subList(from, Math.min(list.size(), from + size)));
        }
        return slices;
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
