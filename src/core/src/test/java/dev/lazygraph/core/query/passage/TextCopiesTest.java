package dev.lazygraph.core.query.passage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TextCopiesTest {
    @Test
    void aParagraphCopiedWithSmallChangesIsACopyAndANewOneIsNot() {
        TextCopies copies = new TextCopies();
        copies.add("The busy timeout sets how long a connection waits for a lock before it gives up with an error.");
        assertTrue(copies.isCopy("The busy timeout sets how long a connection waits for a lock before it gives up."));
        assertFalse(copies.isCopy("A connection that waits for a lock retries until the handler says to stop."));
    }

    @Test
    void aShortLineIsACopyOnlyWhenSeenWhole() {
        TextCopies copies = new TextCopies();
        copies.add("Default: 60 seconds. Context: server config.");
        assertTrue(copies.isCopy("Default: 60 seconds."));
        assertFalse(copies.isCopy("Default: 30 seconds."));
    }

    @Test
    void aSentenceWithWordsOfMarkupMoreIsACopyOfTheSentenceAndAnotherSentenceIsNot() {
        TextCopies copies = TextCopies.ofSentences();
        copies.add("Bounded length deques provide functionality similar to the tail filter in Unix.");
        assertTrue(copies.isCopy("Bounded length :class:`deque` objects provide functionality similar to the ``tail`` filter in Unix."));
        assertFalse(copies.isCopy("Deques support thread-safe appends and pops from either side of the deque."));
        assertFalse(new TextCopies().isCopy("Bounded length :class:`deque` objects provide functionality similar to "
                + "the ``tail`` filter in Unix."), "nothing was added to this one");
    }
}
