package dev.lazygraph.core.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SequencerTest {

    @Test
    void shorterSequencerIsComparedAfterLeftPadding() {
        assertTrue(Sequencer.of("0100").isNewerThan(Sequencer.of("FF")));
        assertFalse(Sequencer.of("FF").isNewerThan(Sequencer.of("0100")));
        assertTrue(Sequencer.of("10").isNewerThan(Sequencer.of("F")));
    }

    @Test
    void realS3SequencersOrderByValue() {
        assertTrue(Sequencer.of("0055AED6DCD90281E6").isNewerThan(Sequencer.of("0055AED6DCD90281E5")));
        assertTrue(Sequencer.of("0055AED6DCD90281E5").isNewerThan(Sequencer.of("55AED6DCD90281E4")));
    }

    @Test
    void leadingZerosAndCaseDoNotChangeTheValue() {
        assertEquals(0, Sequencer.of("00ab").compareTo(Sequencer.of("AB")));
        assertEquals(Sequencer.of("00ab").padded(), Sequencer.of("AB").padded());
        assertEquals(Sequencer.MAX_DIGITS, Sequencer.of("1").padded().length());
    }

    @Test
    void invalidSequencersAreRefusedWithAClearMessage() {
        for (String bad : new String[] {"", "12G4", " 12", "0x12", "1".repeat(Sequencer.MAX_DIGITS + 1)}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sequencer.of(bad));
            assertTrue(e.getMessage().contains("hexadecimal"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> Sequencer.of(null));
    }
}
