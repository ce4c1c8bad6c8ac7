package dev.lazygraph.core.events;

import java.util.Objects;

/**
 * What happened to one object key for the newest S3 event applied to it.
 *
 * @param revision the stored revision (version id or eTag) for {@link Outcome#STORED}; for
 *                 {@link Outcome#REJECTED} the refused object's revision when it is known (the reconciler then
 *                 does not read that object again); else {@code null}
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
        if (outcome == Outcome.DELETED && revision != null) {
            throw new IllegalArgumentException("a deleted key has no revision");
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

    /** @param revision the refused object's revision, or {@code null} when it is not known */
    public static KeyState rejected(Sequencer sequencer, String revision, String reason) {
        return new KeyState(sequencer, Outcome.REJECTED, revision, reason);
    }
}
