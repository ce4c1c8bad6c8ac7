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

    static List<SourceDocument> read(Path root, String collection) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("not a folder: " + root);
        }
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
