package dev.lazygraph.core.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MentionsTest {

    @Test
    void countAndFlagsRoundTrip() {
        for (int count : new int[] {1, 2, 300, 1_000_000}) {
            for (boolean name : new boolean[] {false, true}) {
                for (boolean subject : new boolean[] {false, true}) {
                    int packed = Mentions.of(count, name, subject);
                    assertEquals(count, Mentions.count(packed));
                    assertEquals(name, Mentions.isName(packed));
                    assertEquals(subject, Mentions.isSubject(packed));
                    assertTrue(packed > 0, "stored counts stay positive");
                }
            }
        }
    }

    @Test
    void aPlainMentionIsStoredAsItsCount() {
        assertEquals(3, Mentions.of(3, false, false));
    }

    @Test
    void mergingAddsCountsAndKeepsEitherFlag() {
        int merged = Mentions.merge(Mentions.of(2, true, false), Mentions.of(3, false, true));
        assertEquals(5, Mentions.count(merged));
        assertTrue(Mentions.isName(merged));
        assertTrue(Mentions.isSubject(merged));
        assertFalse(Mentions.isName(Mentions.merge(1, 1)));
    }

    @Test
    void aHoldingHasAtLeastOneMention() {
        assertThrows(IllegalArgumentException.class, () -> Mentions.of(0, true, true));
    }
}
