package dev.lazygraph.core.events;

import java.util.List;

/**
 * The dead-letter queue of the ingest function: the S3 events whose invocation failed all its retries.
 * Receiving a message hides it from other readers for a while; it stays in the queue until deleted.
 */
public interface DeadLetters {

    /** Up to {@code max} messages (fewer when the queue has fewer), each hidden until released or deleted. */
    List<DeadLetter> receive(int max);

    /** Removes a message for good: only once its event was applied. */
    void delete(DeadLetter letter);

    /** Makes received messages visible again at once (listing, or a replay that failed). */
    void release(List<DeadLetter> letters);

    /**
     * One message.
     *
     * @param id      the queue's message id
     * @param receipt what deleting or releasing this receipt of it needs
     * @param body    as sent: an invocation record of Lambda's on-failure destination, or the event itself
     */
    record DeadLetter(String id, String receipt, String body) {
    }
}
