package dev.lazygraph.bench;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Questions about a folder of documents nobody wrote questions for, so {@code bench scale --folder} can time
 * questions on any collection: "What does the documentation say about TITLE?" for the titles of documents spread
 * evenly over the folder in path order. They measure speed, not answers.
 */
final class FolderQuestions {
    private FolderQuestions() {
    }

    /** At most {@code wanted} questions, from as many documents every {@code files / wanted}-th in path order. */
    static List<String> of(Path folder, int wanted) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Folders.documentRoot(folder))) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        DocumentParser parser = new DocumentParser(IngestConfig.defaults().maxDocumentBytes());
        Set<String> questions = new LinkedHashSet<>();
        int step = Math.max(1, files.size() / wanted);
        for (int start = 0; start < step && questions.size() < wanted; start++) {
            for (int i = start; i < files.size() && questions.size() < wanted; i += step) {
                title(parser, folder, files.get(i))
                        .ifPresent(title -> questions.add("What does the documentation say about " + title + "?"));
            }
        }
        return new ArrayList<>(questions);
    }

    private static Optional<String> title(DocumentParser parser, Path folder, Path file) {
        try {
            String key = folder.relativize(file).toString().replace('\\', '/');
            ParsedDocument parsed = parser.parse(new SourceDocument(new DocumentId("questions", key), null,
                    Files.readAllBytes(file)));
            String title = parsed.title().strip();
            return title.isEmpty() || parsed.text().isBlank() ? Optional.empty() : Optional.of(title);
        } catch (RejectedDocumentException | IllegalArgumentException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
