package dev.lazygraph.core.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Behaviour every {@link KeyStateLedger} must have; adapters extend this with their own {@link #newLedger()}. */
public abstract class KeyStateLedgerContract {
    private static final DocumentId DOC = new DocumentId("events", "reports/q1 résumé.txt");

    private KeyStateLedger ledger;

    /** A ledger with no recorded state. */
    protected abstract KeyStateLedger newLedger();

    @BeforeEach
    void createLedger() {
        ledger = newLedger();
    }

    @Test
    void unknownKeyHasNoStateAndAnyEventIsNewer() {
        assertEquals(Optional.empty(), ledger.state(DOC));
        assertTrue(isNewer(ledger, Sequencer.of("0")));
    }

    @Test
    void recordsEachOutcomeWithItsDetails() {
        KeyState stored = KeyState.stored(Sequencer.of("0A"), "v1");
        assertTrue(ledger.record(DOC, stored));
        assertEquals(Optional.of(stored), ledger.state(DOC));

        KeyState rejected = KeyState.rejected(Sequencer.of("0B"), "v2", "BINARY: not a text document");
        assertTrue(ledger.record(DOC, rejected));
        assertEquals(Optional.of(rejected), ledger.state(DOC));

        KeyState deleted = KeyState.deleted(Sequencer.of("0C"));
        assertTrue(ledger.record(DOC, deleted));
        assertEquals(Optional.of(deleted), ledger.state(DOC));
    }

    @Test
    void replaceSetsAStateOnlyWhileTheReadOneIsThere() {
        assertTrue(ledger.replace(DOC, Optional.empty(), KeyState.stored(Sequencer.NONE, "v1")));
        assertFalse(ledger.replace(DOC, Optional.empty(), KeyState.stored(Sequencer.NONE, "v0")),
                "a state appeared since the key was read empty");
        assertEquals("v1", ledger.state(DOC).orElseThrow().revision());

        Optional<KeyState> read = ledger.state(DOC);
        assertTrue(ledger.record(DOC, KeyState.stored(Sequencer.of("0A"), "v2")), "any event is newer than NONE");
        assertFalse(ledger.replace(DOC, read, KeyState.deleted(Sequencer.NONE)), "an event came in between");
        assertEquals(KeyState.stored(Sequencer.of("0A"), "v2"), ledger.state(DOC).orElseThrow());

        Optional<KeyState> current = ledger.state(DOC);
        assertTrue(ledger.replace(DOC, current, KeyState.deleted(Sequencer.of("0a"))));
        assertEquals(KeyState.Outcome.DELETED, ledger.state(DOC).orElseThrow().outcome());
        assertFalse(ledger.record(DOC, KeyState.stored(Sequencer.of("0A"), "v2")),
                "the event the replaced state was at is still a duplicate");
        assertTrue(ledger.record(DOC, KeyState.stored(Sequencer.of("0B"), "v3")), "a newer event still applies");
    }

    @Test
    void replaceMustKeepTheSequencerItRead() {
        assertTrue(ledger.record(DOC, KeyState.stored(Sequencer.of("0A"), "v1")));
        Optional<KeyState> read = ledger.state(DOC);
        assertThrows(IllegalArgumentException.class,
                () -> ledger.replace(DOC, read, KeyState.stored(Sequencer.of("0B"), "v2")));
        assertThrows(IllegalArgumentException.class,
                () -> ledger.replace(DOC, Optional.empty(), KeyState.stored(Sequencer.of("01"), "v2")));
        assertEquals(read, ledger.state(DOC));
    }

    @Test
    void duplicateEventIsIgnored() {
        assertTrue(ledger.record(DOC, KeyState.stored(Sequencer.of("0055AED6DCD90281E5"), "v1")));
        assertFalse(ledger.record(DOC, KeyState.deleted(Sequencer.of("0055aed6dcd90281e5"))));
        assertEquals("v1", ledger.state(DOC).orElseThrow().revision());
        assertFalse(isNewer(ledger, Sequencer.of("0055AED6DCD90281E5")));
    }

    @Test
    void olderEventArrivingLastIsIgnored() {
        assertTrue(ledger.record(DOC, KeyState.stored(Sequencer.of("0100"), "v2")));
        assertFalse(ledger.record(DOC, KeyState.stored(Sequencer.of("FF"), "v1")));
        assertEquals(KeyState.stored(Sequencer.of("0100"), "v2"), ledger.state(DOC).orElseThrow());
        assertFalse(isNewer(ledger, Sequencer.of("FF")));
        assertTrue(isNewer(ledger, Sequencer.of("101")));
    }

    @Test
    void keysAndCollectionsAreIndependent() {
        DocumentId sameKeyOtherCollection = new DocumentId("other", DOC.key());
        DocumentId otherKey = new DocumentId(DOC.collection(), DOC.key() + "x");
        assertTrue(ledger.record(DOC, KeyState.deleted(Sequencer.of("FFFF"))));
        assertTrue(ledger.record(sameKeyOtherCollection, KeyState.stored(Sequencer.of("1"), "a")));
        assertTrue(ledger.record(otherKey, KeyState.stored(Sequencer.of("2"), "b")));
        assertEquals(KeyState.Outcome.DELETED, ledger.state(DOC).orElseThrow().outcome());
        assertEquals("a", ledger.state(sameKeyOtherCollection).orElseThrow().revision());
        assertEquals("b", ledger.state(otherKey).orElseThrow().revision());
    }

    @Test
    void longUnicodeKeysAreKeptApart() {
        String base = "données/".repeat(120);
        DocumentId first = new DocumentId("events", base + "a");
        DocumentId second = new DocumentId("events", base + "b");
        assertTrue(ledger.record(first, KeyState.stored(Sequencer.of("5"), "r1")));
        assertTrue(ledger.record(second, KeyState.stored(Sequencer.of("3"), "r2")));
        assertEquals("r1", ledger.state(first).orElseThrow().revision());
        assertEquals("r2", ledger.state(second).orElseThrow().revision());
    }

    @Test
    void concurrentEventsLeaveTheNewestAndEachWinnerWasNewer() throws Exception {
        List<Integer> order = new ArrayList<>();
        for (int i = 1; i <= 120; i++) {
            order.add(i);
        }
        Collections.shuffle(order, new java.util.Random(7));
        AtomicInteger wins = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int value : order) {
                futures.add(pool.submit(() -> {
                    if (ledger.record(DOC, KeyState.stored(Sequencer.of(Integer.toHexString(value)), "r" + value))) {
                        wins.incrementAndGet();
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } finally {
            pool.shutdown();
        }
        assertEquals("r120", ledger.state(DOC).orElseThrow().revision());
        assertTrue(wins.get() >= 1 && wins.get() < order.size(), "wins: " + wins.get());
    }

    /** Whether an event with {@code sequencer} is newer than everything the ledger recorded for {@code DOC}. */
    private static boolean isNewer(KeyStateLedger ledger, Sequencer sequencer) {
        return ledger.state(DOC).map(recorded -> sequencer.isNewerThan(recorded.sequencer())).orElse(true);
    }
}
