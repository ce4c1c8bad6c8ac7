package dev.lazygraph.bench;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Reads every regular file under a folder as a document whose key is its path relative to the folder. */
final class DocumentFolder {
    private DocumentFolder() {
    }

    /** The documents under {@code folder}; a folder given as a link is the folder it links to. */
    static List<SourceDocument> read(Path folder, String collection) {
        Path root = Folders.documentRoot(folder);
        try (Stream<Path> files = Files.walk(root)) {
            List<SourceDocument> documents = new ArrayList<>();
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                String key = root.relativize(file).toString().replace('\\', '/');
                documents.add(new SourceDocument(new DocumentId(collection, key), null, Files.readAllBytes(file)));
            }
            return documents;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + root, e);
        }
    }
}
