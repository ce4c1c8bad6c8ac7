package dev.lazygraph.core.reconcile;

import dev.lazygraph.core.document.DocumentRevision;
import dev.lazygraph.core.events.KeyMirror;
import dev.lazygraph.core.events.KeyMirror.Mirrored;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.RecordResult.Status;
import dev.lazygraph.core.events.Sequencer;
import java.util.Optional;

/**
 * Fixes one difference through the events' own write path ({@link KeyMirror}), so that an event arriving
 * meanwhile always wins.
 *
 * <p>The reconciler has no sequencer: it cannot tell where its view of an object stands among the key's
 * events. So it never writes what the listing said, but mirrors the object current at that moment, and then
 * checks that the object is still the one it stored (a HEAD request). If it is, any event of a later change
 * was sent after that check and reads the object after this write: its write comes last and wins. If it is
 * not, an event may have written the newer object before this write overwrote it, so the key is mirrored
 * again. Finally the key's state is replaced only if it is still the one read before (compare-and-set,
 * keeping that state's sequencer): an event recorded meanwhile keeps its state, duplicates of events applied
 * before stay duplicates, and any new event is newer.
 */
public final class KeyReconciler {
    /** Mirrors of a key whose object keeps changing before the events of those changes are left to win. */
    static final int ATTEMPTS = 3;

    private final KeyStateLedger ledger;
    private final KeyMirror mirror;

    public KeyReconciler(KeyStateLedger ledger, KeyMirror mirror) {
        this.ledger = ledger;
        this.mirror = mirror;
    }

    public Fix fix(String bucket, Difference difference) {
        try {
            Optional<KeyState> read = ledger.state(difference.id());
            Sequencer sequencer = KeyStateLedger.sequencerAfter(read);
            for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
                Mirrored mirrored = mirror.mirror(bucket, difference.id(), null, sequencer);
                Optional<String> current = mirror.objects().currentRevision(bucket, difference.id().key());
                if (stillCurrent(mirrored, current)) {
                    return record(difference, read, stateOf(mirrored, current), mirrored);
                }
            }
            return new Fix(difference, Fix.Outcome.UNSTABLE, null, null,
                    "the object changed at each of " + ATTEMPTS + " attempts");
        } catch (RuntimeException e) {
            return new Fix(difference, Fix.Outcome.FAILED, null, null, e.toString());
        }
    }

    private Fix record(Difference difference, Optional<KeyState> read, KeyState state, Mirrored mirrored) {
        if (ledger.replace(difference.id(), read, state)) {
            return new Fix(difference, Fix.Outcome.FIXED, mirrored.status(), mirrored.revision(), mirrored.detail());
        }
        return new Fix(difference, Fix.Outcome.SUPERSEDED, mirrored.status(), mirrored.revision(),
                "an event for the key was applied during the run");
    }

    /** Whether the object the key holds now is the one the mirror wrote (or, for a delete, still none). */
    private static boolean stillCurrent(Mirrored mirrored, Optional<String> current) {
        if (mirrored.status() == Status.DELETED) {
            return current.isEmpty();
        }
        return current.isPresent() && (mirrored.objectRevision() == null
                || DocumentRevision.isOf(mirrored.objectRevision(), current.get()));
    }

    /**
     * An object refused before it was read (too large) has no revision in the mirror's state: the checked one
     * is recorded, so later runs know this object was judged and do not read it again.
     */
    private static KeyState stateOf(Mirrored mirrored, Optional<String> current) {
        KeyState state = mirrored.state();
        if (state.outcome() == KeyState.Outcome.REJECTED && state.revision() == null) {
            return KeyState.rejected(state.sequencer(), current.orElseThrow(), state.reason());
        }
        return state;
    }
}
