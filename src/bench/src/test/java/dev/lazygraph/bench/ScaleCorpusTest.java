package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scale mix on a small generated datasets folder: the same proportions at every size, every id its own. */
class ScaleCorpusTest {
    @TempDir
    Path temp;

    @Test
    void everySizeHoldsTheSourcesInTheSameProportionsAndRepeatsAsNewCopies() throws IOException {
        Path datasets = temp.resolve("datasets");
        write(datasets.resolve("sqlite-docs/corpus/a.html"), "<html><body><p>" + "word ".repeat(300) + "</p></body></html>");
        write(datasets.resolve("sqlite-docs/corpus/b.html"), "<html><body><p>" + "word ".repeat(300) + "</p></body></html>");
        write(datasets.resolve("behind-the-tech/part1.txt"), "talk ".repeat(200));
        write(datasets.resolve("msft-earnings/call.txt"), "revenue ".repeat(100));
        String passage = "{\"id\": \"p/1\", \"title\": \"A title\", \"text\": \"" + "fact ".repeat(48) + "\"}\n";
        write(datasets.resolve("musique-100/corpus.jsonl"), passage);
        write(datasets.resolve("hotpotqa-100/corpus.jsonl"), passage);
        ScaleCorpus corpus = ScaleCorpus.fromDatasets(datasets);
        long total = corpus.sources().stream().mapToLong(ScaleCorpus.Source::words).sum();

        ScaleCorpus.Written one = corpus.write(total, temp.resolve("1x"));
        ScaleCorpus.Written three = corpus.write(3 * total, temp.resolve("3x"));

        assertEquals(corpus.sources().stream().mapToInt(s -> s.documents().size()).sum(), one.files(),
                "1x of the whole mix is each document once");
        assertEquals(3 * one.files(), three.files(), "3x is each document three times");
        assertEquals(3, three.copies());
        assertEquals(wordsBySource(temp.resolve("1x")).keySet(), wordsBySource(temp.resolve("3x")).keySet());
        assertTrue(Files.exists(temp.resolve("3x/copy-3/musique/p_1.txt")), "a copy has its own path, so its own id");
    }

    private static Map<String, Long> wordsBySource(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).collect(Collectors.groupingBy(
                    file -> folder.relativize(file).getName(1).toString(), Collectors.counting()));
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
