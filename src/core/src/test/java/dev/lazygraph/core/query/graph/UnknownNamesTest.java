package dev.lazygraph.core.query.graph;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A name written in a text as a word or as the first part of a longer name, and a name only spelled inside a word. */
class UnknownNamesTest {
    @Test
    void aNameIsWrittenAsAWordOrTheFirstPartOfALongerNameNotInsideAWord() {
        assertTrue(UnknownNames.writes("Set sameSiteCookies to strict.", "SameSite"));
        assertTrue(UnknownNames.writes("It calls request.getRemoteAddr() first.", "request.getRemoteAddr"));
        assertTrue(UnknownNames.writes("<Alias>http://www.example.com/</Alias>", "www.example.com"));
        assertFalse(UnknownNames.writes("You may redistribute the files.", "Redis"));
        assertFalse(UnknownNames.writes("Use the sameSiteCookies attribute.", "Site"));
        assertFalse(UnknownNames.writes("The buffer pool of the server.", "InnoDB"));
    }
}
