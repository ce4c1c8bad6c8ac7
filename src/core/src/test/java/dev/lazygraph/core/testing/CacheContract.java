package dev.lazygraph.core.testing;

import dev.lazygraph.core.cache.DerivedCache;
import dev.lazygraph.core.document.DocumentId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeEach;

/**
 * What a cache contract asks of the adapter under test: a new, empty cache for each test, and for persistent
 * adapters the same cache as a new process would see it (a new client on the same table or directory).
 * Shared by the summary and verdict cache contracts (core test-jar).
 */
public abstract class CacheContract<C extends DerivedCache> {
    /** The cache under test, new for each test. */
    protected C cache;

    protected abstract C newCache();

    /** The same cache as a new process would see it; the default is {@code cache} itself (memory only). */
    protected C reopen(C cache) {
        return cache;
    }

    @BeforeEach
    final void createCache() {
        cache = newCache();
    }

    /** One write of a racing writer: its {@code step}-th. */
    @FunctionalInterface
    protected interface WriterStep {
        void write(int writer, int step);
    }

    /**
     * Races {@code writers} writers, each taking {@code steps} steps, against one invalidator that invalidates
     * {@code hot} as many times, all released at the same moment.
     */
    protected final void raceWritersAgainstInvalidations(int writers, int steps, DocumentId hot, WriterStep step)
            throws Exception {
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            int writer = w;
            tasks.add(() -> {
                for (int i = 0; i < steps; i++) {
                    step.write(writer, i);
                }
                return null;
            });
        }
        tasks.add(() -> {
            for (int i = 0; i < steps; i++) {
                cache.invalidate(hot);
            }
            return null;
        });
        Concurrently.run(tasks);
    }
}
