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

    /** Whether an event with {@code sequencer} is newer than everything recorded for the key. */
    default boolean isNewer(DocumentId document, Sequencer sequencer) {
        return state(document).map(recorded -> sequencer.isNewerThan(recorded.sequencer())).orElse(true);
    }
}
