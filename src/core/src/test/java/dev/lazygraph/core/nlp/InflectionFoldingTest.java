package dev.lazygraph.core.nlp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class InflectionFoldingTest {
    private static void same(String... words) {
        for (String word : List.of(words)) {
            assertEquals(InflectionFolding.fold(words[0]), InflectionFolding.fold(word), word + " vs " + words[0]);
        }
    }

    private static void apart(String a, String b) {
        assertNotEquals(InflectionFolding.fold(a), InflectionFolding.fold(b), a + " vs " + b);
    }

    @Test
    void theInflectionsOfAWordMeet() {
        same("design", "designed", "designing", "designs");
        same("configure", "configured", "configuring", "configures");
        same("table", "tables", "Tables");
        same("index", "indexes", "indexed", "indexing");
        same("copy", "copies", "copied", "copying");
        same("class", "classes");
        same("process", "processes", "processed");
    }

    @Test
    void derivationsAndShortWordsStayApart() {
        apart("general", "generate");
        apart("use", "user");
        apart("string", "str");
        apart("bus", "bu");
        apart("need", "ne");
        apart("table", "tablet");
    }
}
