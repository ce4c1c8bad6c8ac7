package dev.lazygraph.core.events;

import java.util.Objects;

/**
 * What happened to one object key for the newest S3 event applied to it.
 *
 * @param revision the stored revision (version id or eTag) for {@link Outcome#STORED}, else {@code null}
 * @param reason   why the object was refused, for {@link Outcome#REJECTED} only
 */
public record KeyState(Sequencer sequencer, Outcome outcome, String revision, String reason) {

    public enum Outcome { STORED, DELETED, REJECTED }

    public KeyState {
        Objects.requireNonNull(sequencer, "sequencer");
        Objects.requireNonNull(outcome, "outcome");
        if (outcome == Outcome.STORED && (revision == null || revision.isBlank())) {
            throw new IllegalArgumentException("a stored key needs its revision");
        }
        if ((outcome == Outcome.REJECTED) != (reason != null && !reason.isBlank())) {
            throw new IllegalArgumentException("a reason is required for REJECTED and only for REJECTED");
        }
    }

    public static KeyState stored(Sequencer sequencer, String revision) {
        return new KeyState(sequencer, Outcome.STORED, revision, null);
    }

    public static KeyState deleted(Sequencer sequencer) {
        return new KeyState(sequencer, Outcome.DELETED, null, null);
    }

    public static KeyState rejected(Sequencer sequencer, String reason) {
        return new KeyState(sequencer, Outcome.REJECTED, null, reason);
    }
}
