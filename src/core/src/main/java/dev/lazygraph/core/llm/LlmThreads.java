package dev.lazygraph.core.llm;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The threads every question's LLM calls run on, bounded: the one pool a container produces and a tool without
 * one opens. A call sits on its thread while the model answers (up to the query's deadline), so the pool bounds
 * how many calls are in flight at once, not CPU work.
 */
public final class LlmThreads {
    /** LLM calls in flight at once, over all questions: a relevance round sends one prompt per 12 excerpts. */
    public static final int THREADS = 16;
    /** LLM calls waiting for a thread; one more is refused (a failed call: the question goes on extractively). */
    public static final int QUEUE = 256;

    private LlmThreads() {
    }

    /**
     * A pool of {@value #THREADS} daemon threads, idle ones let go after 30 s, with {@value #QUEUE} calls waiting
     * at most. No request context travels with a call: the model needs none. The caller shuts it down.
     */
    public static ExecutorService pool() {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(QUEUE), runnable -> {
                    Thread thread = new Thread(runnable, "lazygraph-llm");
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }
}
