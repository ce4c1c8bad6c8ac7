package dev.lazygraph.core.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DocumentIdTest {

    @ParameterizedTest
    @ValueSource(strings = {"notes\nforged line.txt", "nul\u0000.txt", "\u001B[31mred\u001B[0m.txt", "tab\there.md",
            "del\u007F.txt", "csi\u009B2J.txt", "line\u2028sep.txt", "para\u2029sep.txt", "evil\u202Etxt.exe",
            "isolate\u2066x\u2069.md"})
    void keysWithCharactersThatChangeWhatIsPrintedAreRefused(String key) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new DocumentId("default", key));
        assertTrue(error.getMessage().startsWith("document key must not contain control characters: U+"),
                error.getMessage());
        assertTrue(error.getMessage().chars().noneMatch(c -> Character.isISOControl(c)),
                "the message never prints the character itself: " + error.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"notes/Café menu 100% réel.md", "日本語/ファイル.txt", "emoji 👩‍💻.md", "a'b\"c\\d.txt"})
    void printableKeysInAnyScriptAreAccepted(String key) {
        assertEquals(key, new DocumentId("default", key).key());
    }

    @ParameterizedTest
    @ValueSource(strings = {" ", ""})
    void blankKeysAreRefused(String key) {
        assertFalse(assertThrows(IllegalArgumentException.class, () -> new DocumentId("default", key))
                .getMessage().isEmpty());
    }
}
