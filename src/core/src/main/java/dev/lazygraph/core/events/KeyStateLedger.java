package dev.lazygraph.core.events;

import dev.lazygraph.core.document.DocumentId;
import java.util.Optional;

/**
 * Port used by the S3 ingest function: per object key, the newest event sequencer applied and its outcome.
 * S3 delivers notifications at least once and out of order; an event whose sequencer is not newer than the
 * recorded one is a duplicate or stale and must be ignored.
 */
public interface KeyStateLedger {

    Optional<KeyState> state(DocumentId document);

    /**
     * Records {@code state} atomically, but only if its sequencer is newer than the one recorded for the key.
     *
     * @return false (and nothing changed) when the same or a newer sequencer was already recorded
     */
    boolean record(DocumentId document, KeyState state);

    /**
     * Replaces the key's state only if it is still the one {@code expected} read (compare-and-set), for writers
     * that are not events and have no sequencer of their own (the reconciler): {@code replacement} keeps the
     * expected state's sequencer (or {@link Sequencer#NONE} for a key without state), so an event is newer
     * than it exactly when it was newer than what was there before, and a duplicate of an applied event stays a
     * duplicate.
     *
     * @return false (and nothing changed) when an event recorded another state for the key meanwhile
     * @throws IllegalArgumentException when {@code replacement} does not keep the expected sequencer
     */
    boolean replace(DocumentId document, Optional<KeyState> expected, KeyState replacement);

    /** The sequencer a state replacing {@code expected} must carry (see {@link #replace}). */
    static Sequencer sequencerAfter(Optional<KeyState> expected) {
        return expected.map(KeyState::sequencer).orElse(Sequencer.NONE);
    }

    /** @throws IllegalArgumentException when {@code replacement} does not carry {@link #sequencerAfter expected}'s */
    static void requireSequencerKept(Optional<KeyState> expected, KeyState replacement) {
        if (replacement.sequencer().compareTo(sequencerAfter(expected)) != 0) {
            throw new IllegalArgumentException("a replacement keeps the sequencer " + sequencerAfter(expected).value()
                    + ", not " + replacement.sequencer().value());
        }
    }
}
