package dev.lazygraph.core.nlp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IdentifiersTest {

    @Test
    void everyFormIsFoundInProseAndKeyedInLowerCaseWithoutCallParenthesesUnlessItIsAPlainWordThen() {
        String text = "Set shared_buffers and MAX_WAL_SIZE, call sqlite3_open_v2() or abs(), load org.sqlite.JDBC,"
                + " open with mode=ro, pass --data or -shm, type .excel, and call getValue.";
        // abs() and getValue are keyed "abs" and "getvalue": plain words, which the terms hold already.
        assertEquals(List.of("shared_buffers", "max_wal_size", "sqlite3_open_v2", "org.sqlite.jdbc", "mode=ro",
                "--data", "-shm", ".excel"), Identifiers.in(text));
    }

    @Test
    void plainWordsAbbreviationsAndSentenceEndsAreNoIdentifiers() {
        assertEquals(List.of(), Identifiers.in("The U.S. team, e.g. Ada, wrote well-formed notes. Then it ended."
                + " A long-running job (see below) is SQLite's."));
    }

    @Test
    void theTextAroundAWordDecidesAsInTheWholeText() {
        // Look-behinds see past the word's start: "x.y_z" is one dotted path, not "y_z" after a dot.
        assertEquals(List.of("x.y_z"), Identifiers.in("in x.y_z here"));
        assertEquals(List.of("a_b"), Identifiers.in("(a_b)"));
        assertEquals(List.of("get_value"), Identifiers.in("see \"get_value\" first"));
        assertEquals(List.of("a_b", "c_d"), Identifiers.in("a_b\tc_d\n"));
    }

    @Test
    void aTokenIsAnIdentifierAsAWhole() {
        assertTrue(Identifiers.is("shared_buffers"));
        assertTrue(Identifiers.is("sqlite3_open_v2()"));
        assertFalse(Identifiers.is("U.S"));
        assertFalse(Identifiers.is("buffers"));
        assertEquals("sqlite3_open_v2", Identifiers.key("sqlite3_open_v2()"));
    }

    @Test
    void aModuleSpecifierNamesTheModuleAfterItsSchemeAndNoURLTimeOrPortDoes() {
        String[] schemes = {"node", "npm", "jsr", "pkg-x"};
        String[] modules = {"sqlite", "fs", "worker_threads", "fs.promises"};
        for (String scheme : schemes) {
            for (String module : modules) {
                for (String path : new String[] {"", "/promises", "/a/b-c"}) {
                    String written = scheme + ":" + module + path;
                    for (String sentence : new String[] {"Use " + written + " now.", "(" + written + ")",
                            "Is " + written + "?", "\"" + written + "\", then"}) {
                        assertEquals(List.of(new Identifiers.Specifier(written, scheme, module)),
                                Identifiers.specifiers(sentence), sentence);
                    }
                }
            }
        }
        assertEquals(List.of(), Identifiers.specifiers("See https://nodejs.org/api or C:\\temp at 10:30 on"
                + " localhost:8080, std::vector, a::b, Note: see x:y:z, fe80::1, Note:see, $<TARGET_FILE:app> and"
                + " <CONFIG:Debug>."));
    }
}
