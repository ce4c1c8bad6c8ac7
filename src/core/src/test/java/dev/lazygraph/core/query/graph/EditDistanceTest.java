package dev.lazygraph.core.query.graph;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EditDistanceTest {
    @Test
    void countsATypistsEdits() {
        assertTrue(EditDistance.atMost("brittish", "british", 1), "a letter added");
        assertTrue(EditDistance.atMost("recieve", "receive", 1), "two neighbours swapped");
        assertTrue(EditDistance.atMost("gothais", "gothas", 1), "a letter dropped");
        assertTrue(EditDistance.atMost("sqlite", "sqlite", 0));
        assertFalse(EditDistance.atMost("innodb", "sqlite", 2));
        assertFalse(EditDistance.atMost("postgres", "progress", 1), "three edits are more than one");
    }
}
