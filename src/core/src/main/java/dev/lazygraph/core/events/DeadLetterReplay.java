package dev.lazygraph.core.events;

import dev.lazygraph.core.events.DeadLetters.DeadLetter;
import dev.lazygraph.core.events.ObjectEventProcessor.RecordListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lists and replays the ingest function's dead letters. A replayed message goes through the same
 * {@link ObjectEventProcessor} as a live event, so its sequencers are compared with the ledger like any
 * other (an event superseded meanwhile is skipped, not applied over the newer one), and it is deleted only when
 * none of its records failed; otherwise it is made visible again for a later replay. How a message's body
 * is read is the bucket edge's business ({@link Reader}).
 */
public final class DeadLetterReplay {
    /** Messages received per request (SQS returns at most 10). */
    static final int BATCH = 10;

    private final DeadLetters queue;
    private final Reader reader;

    public DeadLetterReplay(DeadLetters queue, Reader reader) {
        this.queue = queue;
        this.reader = reader;
    }

    /** Reads what a message's body holds. */
    @FunctionalInterface
    public interface Reader {
        Letter read(DeadLetter message);
    }

    /**
     * What one dead letter holds.
     *
     * @param records the event's records, or empty when the body is not an event (then {@code error} says why)
     * @param error   why the invocation failed, as Lambda recorded it, or why the body cannot be read
     */
    public record Letter(DeadLetter message, Optional<List<EventRecord>> records, String error) {
    }

    /** What replaying one message did. */
    public record Replayed(Letter letter, IngestReport report, boolean deleted) {
    }

    /** Reads up to {@code max} messages and leaves them all in the queue, visible again. */
    public List<Letter> list(int max) {
        List<DeadLetter> received = receive(max);
        queue.release(received);
        return received.stream().map(reader::read).toList();
    }

    /** Replays up to {@code max} messages, each deleted only when its every record was applied. */
    public List<Replayed> replay(int max, ObjectEventProcessor processor, RecordListener listener) {
        List<DeadLetter> received = receive(max);
        List<Replayed> replayed = new ArrayList<>();
        List<DeadLetter> kept = new ArrayList<>();
        for (DeadLetter message : received) {
            Letter letter = reader.read(message);
            if (letter.records().isEmpty()) {
                kept.add(message);
                replayed.add(new Replayed(letter, new IngestReport(List.of()), false));
                continue;
            }
            IngestReport report = processor.process(letter.records().get(), listener);
            boolean applied = report.failures().isEmpty();
            if (applied) {
                queue.delete(message);
            } else {
                kept.add(message);
            }
            replayed.add(new Replayed(letter, report, applied));
        }
        queue.release(kept);
        return replayed;
    }

    private List<DeadLetter> receive(int max) {
        List<DeadLetter> received = new ArrayList<>();
        while (received.size() < max) {
            List<DeadLetter> batch = queue.receive(Math.min(BATCH, max - received.size()));
            if (batch.isEmpty()) {
                break;
            }
            received.addAll(batch);
        }
        return received;
    }
}
