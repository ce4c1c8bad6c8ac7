package dev.lazygraph.core.query.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.Lexicon;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.util.List;
import java.util.Random;
import java.util.Set;
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

    @Test
    void aWordIsWrittenApartAsTwoWordsOrHyphenatedNotInsideOthers() {
        assertTrue(UnknownNames.writesApart("Set the time-out of the session.", "timeout"));
        assertTrue(UnknownNames.writesApart("Log in as the administrator.", "login"));
        assertTrue(UnknownNames.writesApart("A server may Stand By for another.", "standby"));
        assertFalse(UnknownNames.writesApart("The timer outlasts the session.", "timeout"));
        assertFalse(UnknownNames.writesApart("The server stands by.", "standby"));
        assertFalse(UnknownNames.writesApart("A standby server.", "standby"), "whole: writes() decides");
        assertFalse(UnknownNames.writesApart("Run a b c.", "abc"), "too short to be two words");
    }

    @Test
    void aNameSpelledApartIsItsPartsAsWords() {
        assertEquals("Same Site", UnknownNames.spelledApart("SameSite"));
        assertEquals("request get Remote Addr", UnknownNames.spelledApart("request.getRemoteAddr"));
        assertEquals("Inno DB", UnknownNames.spelledApart("InnoDB"));
        assertEquals("max allowed packet", UnknownNames.spelledApart("max_allowed_packet"));
    }

    @Test
    void aHostNameIsTheUsersAddressNotANameOfWhatTheDocumentsCover() {
        for (String host : List.of("www.example.com", "example.org", "www.mysite.co.uk", "api.shop.io", "db.internal.test")) {
            assertTrue(UnknownNames.isHostName(host), host);
        }
        for (String name : List.of("org.sqlite.jdbc", "server.servlet.session.timeout", "os.py", "index.md",
                "request.getremoteaddr", "jetty.xml", "max_allowed_packet")) {
            assertFalse(UnknownNames.isHostName(name), name);
        }
    }

    @Test
    void anIdentifiersHeadsAreItsLastPartsHoldingHalfItsLettersJoinedAsWritten() {
        assertEquals(List.of("request.getremoteaddr", "remoteaddr", "getremoteaddr"),
                UnknownNames.withHeads("request.getremoteaddr", "request.getRemoteAddr"));
        assertEquals(List.of("www.example.com", "example.com"), UnknownNames.withHeads("www.example.com", "www.example.com"));
        assertEquals(List.of("server.servlet.session.timeout", "session.timeout", "servlet.session.timeout"),
                UnknownNames.withHeads("server.servlet.session.timeout", "server.servlet.session.timeout"));
        // One part is no head ("buffers" would match any text about buffers), nor a tail with less than half the letters.
        assertEquals(List.of("spool_buffers"), UnknownNames.withHeads("spool_buffers", "spool_buffers"));
        assertEquals(List.of("configuration.max_id"), UnknownNames.withHeads("configuration.max_id", "configuration.max_id"));
    }

    @Test
    void aModuleSpecifierIsKnownByItsModulesNameAsTheIndexHoldsIt() {
        for (String module : List.of("sqlite", "http2", "worker_threads", "inspector")) {
            for (String scheme : List.of("node", "npm")) {
                String specifier = scheme + ":" + module;
                List<UnknownNames.Asked> asked = UnknownNames.asked("How do I open it with the built-in "
                        + specifier + " module?", SharedAnalyzer.get(), Lexicon.EVERY_WORD);
                // Its words too ("worker", "threads"): a name the index splits is known by any of its terms.
                assertTrue(asked.stream().anyMatch(name -> name.written().equals(specifier)
                        && name.keys().contains(module)), asked.toString());
            }
        }
        // A module too short for a term the index keeps is not checked (nor taken for unknown).
        assertTrue(UnknownNames.asked("How do I read a file with node:fs?", SharedAnalyzer.get(), Lexicon.EVERY_WORD)
                .isEmpty());
    }

    @Test
    void aTextWritesASchemeWhenItWritesASpecifierOfIt() {
        for (String scheme : List.of("node", "npm", "jsr")) {
            for (String module : List.of("fs", "worker_threads", "http2")) {
                String text = "import { readFile } from '" + scheme + ":" + module + "';";
                assertTrue(UnknownNames.writesScheme(text, scheme), text);
                assertFalse(UnknownNames.writesScheme(text, scheme + "x"), text);
                assertFalse(UnknownNames.writesScheme(text.replace(":", " "), scheme), text);
            }
        }
        assertFalse(UnknownNames.writesScheme("Write to node: the server.", "node"));
    }

    @Test
    void anIdentifierThatIsASpecifiersModuleIsAskedAboutOnlyAsTheSpecifiers() {
        for (String scheme : List.of("blog", "shop", "node")) {
            for (String module : List.of("post_detail", "cart_view", "worker_threads")) {
                String specifier = scheme + ":" + module;
                List<String> asked = UnknownNames.asked("How do I link to '" + specifier + "' from a template?",
                        SharedAnalyzer.get(), Lexicon.EVERY_WORD).stream().map(UnknownNames.Asked::written).toList();
                assertEquals(List.of(specifier), asked);
            }
        }
    }

    @Test
    void aRareNounIsAskedAboutLikeANameACommonOneOrARareAdjectiveIsNot() {
        Set<String> english = Set.of("which", "setting", "of", "keep", "the", "original", "host", "how", "do",
                "move", "old", "mail", "into", "folder", "want", "timestamp", "second", "set", "server", "up", "hot");
        Lexicon lexicon = english::contains;
        Random random = new Random(54);
        for (int n = 0; n < 20; n++) {
            String name = madeUp(random);
            List<UnknownNames.Asked> asked = UnknownNames.asked("Which settings of " + name
                    + " keep the original host?", SharedAnalyzer.get(), lexicon);
            assertEquals(List.of(name), asked.stream().map(UnknownNames.Asked::written).toList());
            assertTrue(asked.get(0).keys().containsAll(List.of(name, name + "s")), asked.toString());
        }
        // A rare noun of a phrase made of common words is asked about too: "standby" of "a hot standby server".
        assertEquals(List.of("standby"), UnknownNames.asked("How do I set up a hot standby server?",
                SharedAnalyzer.get(), lexicon).stream().map(UnknownNames.Asked::written).toList());
        // "mails" is a common word by its singular, "folder" as it is; "monotonic" qualifies what is asked about.
        assertTrue(UnknownNames.asked("How do I move the old mails into a folder?", SharedAnalyzer.get(), lexicon)
                .isEmpty());
        assertTrue(UnknownNames.asked("I want a monotonic timestamp in seconds.", SharedAnalyzer.get(), lexicon)
                .isEmpty());
        // Without a vocabulary every word is a common one, as it was.
        assertTrue(UnknownNames.asked("How do I set up a hot standby server?", SharedAnalyzer.get(),
                Lexicon.EVERY_WORD).isEmpty());
    }

    /**
     * A made-up lower-case product name of alternating consonants and vowels ending in "x" ("gorunix"): the tagger
     * reads an unknown word by its ending, and one like an English adjective's or verb's ("narudupul", "-ful") it
     * takes for one, which is then not checked (a limit of the noun test, left so: see {@link UnknownNames}).
     */
    private static String madeUp(Random random) {
        String consonants = "bdfgklmnprstvz";
        String vowels = "aeiou";
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < 3 + random.nextInt(2); i++) {
            name.append(consonants.charAt(random.nextInt(consonants.length())))
                    .append(vowels.charAt(random.nextInt(vowels.length())));
        }
        return name.append('x').toString();
    }
}
