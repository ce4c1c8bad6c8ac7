package dev.lazygraph.core.nlp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ConceptKeysTest {

    @Test
    void aWordIsLowerCasedWithItsDiacriticsPossessiveAndPunctuationDroppedButItsHyphensAndAmpersandsKept() {
        assertEquals("louis", ConceptKeys.word("Louis"));
        assertEquals("xiv", ConceptKeys.word("XIV's"));
        assertEquals("xiv", ConceptKeys.word("XIV\u2019s"));
        assertEquals("akinoshu", ConceptKeys.word("Akinoshū"));
        assertEquals("sqlite3", ConceptKeys.word("SQLite3"));
        assertEquals("rock-and-roll", ConceptKeys.word("Rock-and-Roll"));
        assertEquals("at&t", ConceptKeys.word("AT&T"));
        assertEquals("foo", ConceptKeys.word("(foo)."));
        assertEquals("sharedbuffers", ConceptKeys.word("shared_buffers"));
        assertEquals("", ConceptKeys.word("...!"));
        assertEquals("", ConceptKeys.word("\u2014"));
        assertEquals("", ConceptKeys.word(""));
    }

    @Test
    void aCharacterThatLowerCasesToAsciiIsWrittenAsThatLetterAndOtherLettersAreFolded() {
        // KELVIN SIGN lower-cases to the ASCII "k"; a cedilla is a diacritic.
        assertEquals("kbytes", ConceptKeys.word("\u212Abytes"));
        assertEquals("cava", ConceptKeys.word("ÇaVa"));
    }
}
