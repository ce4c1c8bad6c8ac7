package dev.lazygraph.core.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The files of ../shared/datasets/messy get what that folder's README table says. */
class MessyDatasetTest {
    private static Path messy;
    private final DocumentParser parser = new DocumentParser(20L * 1024 * 1024);

    @BeforeAll
    static void locate() {
        messy = Path.of(System.getProperty("lazygraph-dev.repo.root", "."), "..", "shared", "datasets", "messy");
        assumeTrue(Files.isDirectory(messy), "shared datasets not present at " + messy);
    }

    @Test
    void windows1252TextIsDecodedCorrectly() throws IOException {
        String text = parse("cp1252.txt").text();
        assertTrue(text.contains("The café on Rue Saint-André served crème brûlée to naïve tourists."), text);
        assertTrue(text.contains("“It’s the best in Paris,”"), text);
        assertTrue(text.contains("François"), text);
    }

    @Test
    void utf16WithByteOrderMarkIsDecoded() throws IOException {
        ParsedDocument parsed = parse("utf16le-bom.txt");
        assertEquals("UTF-16LE", parsed.charset());
        assertTrue(parsed.text().startsWith("Grace Hopper developed the first compiler, the A-0 System, in 1952."),
                parsed.text());
    }

    @Test
    void controlCharactersAreDropped() throws IOException {
        String text = parse("control-chars.txt").text();
        assertTrue(text.chars().noneMatch(c -> Character.isISOControl(c) && c != '\n' && c != '\t'));
        assertTrue(text.contains("behind the-scenes insights"), "words around the control character stay apart");
    }

    @Test
    void htmlScriptAndStyleAreNeverIndexed() throws IOException {
        ParsedDocument parsed = parse("page.html");
        assertEquals("Margaret Hamilton", parsed.title());
        assertTrue(parsed.text().contains("She coined the term software engineering"), parsed.text());
        assertFalse(parsed.text().contains("ignore previous instructions"), parsed.text());
        assertFalse(parsed.text().contains("font-family"), parsed.text());
    }

    @Test
    void emptyFileIsReportedAsEmpty() {
        assertEquals(Reason.EMPTY, assertThrows(RejectedDocumentException.class, () -> parse("empty.txt")).reason());
    }

    @Test
    void randomBytesAreRefusedAsBinary() {
        assertEquals(Reason.BINARY,
                assertThrows(RejectedDocumentException.class, () -> parse("random-bytes.txt")).reason());
    }

    private ParsedDocument parse(String name) throws IOException {
        return parser.parse(new SourceDocument(new DocumentId("default", name), null,
                Files.readAllBytes(messy.resolve(name))));
    }
}
