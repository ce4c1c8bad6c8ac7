package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.SourceDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A documentation folder installed as a link is read like the folder; a bad root is a clear error. */
class DocumentFolderTest {
    @TempDir
    Path dir;

    @Test
    void aFolderGivenAsALinkIsFollowed() throws Exception {
        Path real = Files.createDirectories(dir.resolve("docs-1.0/html/sub"));
        Files.writeString(real.getParent().resolve("index.html"), "<h1>Index</h1>");
        Files.writeString(real.resolve("page.html"), "<h1>Page</h1>");
        Path link = Files.createSymbolicLink(dir.resolve("docs"), real.getParent());

        List<SourceDocument> documents = DocumentFolder.read(link, "c");
        assertEquals(List.of("index.html", "sub/page.html"), documents.stream().map(d -> d.id().key()).toList());
    }

    @Test
    void aMissingFolderOrAFileIsAClearError() throws Exception {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> DocumentFolder.read(dir.resolve("nope"), "c"));
        assertTrue(missing.getMessage().contains("no such folder"), missing.getMessage());
        Path file = Files.writeString(dir.resolve("file.html"), "<p>x</p>");
        IllegalArgumentException notFolder = assertThrows(IllegalArgumentException.class,
                () -> DocumentFolder.read(file, "c"));
        assertTrue(notFolder.getMessage().contains("not a folder"), notFolder.getMessage());
    }
}
