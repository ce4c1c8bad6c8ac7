package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The corpora of {@code bench scale}: one mix of the shared real collections (the SQLite manual's HTML pages,
 * the podcast transcripts, the earnings calls, the MuSiQue and HotpotQA passages), cut at any number of words.
 * The next document always comes from the source furthest behind its share (its words so far over its total),
 * so every prefix holds the sources in the same proportions: 1x, 3x and 10x are the same mix. When a source
 * runs out it starts again as a new copy under {@code copy-N/}, so every document has its own id (repeated
 * text, as a large wiki repeats boilerplate; the vocabulary grows less than a real corpus of that size would).
 */
final class ScaleCorpus {
    /** One shared collection: its documents in path order (passages as {@code title\n\ntext} files). */
    record Source(String name, List<Document> documents, long words) {
    }

    /** A document of a source: where it goes in the corpus folder, its bytes and its words once parsed. */
    record Document(String path, byte[] content, long words) {
    }

    /** What was written: files and words. */
    record Written(int files, long words, int copies) {
    }

    private final List<Source> sources;

    private ScaleCorpus(List<Source> sources) {
        this.sources = sources;
    }

    /** The mix from the shared datasets folder; every source must be there. */
    static ScaleCorpus fromDatasets(Path datasets) {
        DocumentParser parser = new DocumentParser(IngestConfig.defaults().maxDocumentBytes());
        List<Source> sources = List.of(
                folder(parser, "sqlite-docs", datasets.resolve("sqlite-docs/corpus"), ".html"),
                folder(parser, "behind-the-tech", datasets.resolve("behind-the-tech"), ".txt"),
                folder(parser, "msft-earnings", datasets.resolve("msft-earnings"), ".txt"),
                passages(parser, "musique", datasets.resolve("musique-100/corpus.jsonl")),
                passages(parser, "hotpotqa", datasets.resolve("hotpotqa-100/corpus.jsonl")));
        return new ScaleCorpus(sources);
    }

    List<Source> sources() {
        return sources;
    }

    /** Writes the first {@code words} words of the mix into {@code target} (an empty or absent folder). */
    Written write(long words, Path target) {
        long[] taken = new long[sources.size()];
        int[] next = new int[sources.size()];
        int[] copy = new int[sources.size()];
        long written = 0;
        int files = 0;
        int copies = 0;
        try {
            Files.createDirectories(target);
            while (written < words) {
                int s = furthestBehind(taken);
                Source source = sources.get(s);
                Document document = source.documents().get(next[s]);
                Path file = target.resolve("copy-" + (copy[s] + 1)).resolve(source.name()).resolve(document.path());
                Files.createDirectories(file.getParent());
                Files.write(file, document.content());
                copies = Math.max(copies, copy[s] + 1);
                taken[s] += document.words();
                written += document.words();
                files++;
                if (++next[s] == source.documents().size()) {
                    next[s] = 0;
                    copy[s]++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the corpus into " + target, e);
        }
        return new Written(files, written, copies);
    }

    private int furthestBehind(long[] taken) {
        int best = 0;
        double bestShare = Double.MAX_VALUE;
        for (int s = 0; s < sources.size(); s++) {
            double share = (double) taken[s] / sources.get(s).words();
            if (share < bestShare) {
                bestShare = share;
                best = s;
            }
        }
        return best;
    }

    private static Source folder(DocumentParser parser, String name, Path named, String suffix) {
        Path folder = Folders.documentRoot(named);
        try (Stream<Path> files = Files.walk(folder)) {
            List<Document> documents = new ArrayList<>();
            for (Path file : files.filter(f -> Files.isRegularFile(f) && f.toString().endsWith(suffix)).sorted().toList()) {
                byte[] content = Files.readAllBytes(file);
                String path = folder.relativize(file).toString().replace('\\', '/');
                long words = wordsOf(parser, name, path, content);
                if (words > 0) {
                    documents.add(new Document(path, content, words));
                }
            }
            return source(name, documents);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + folder, e);
        }
    }

    private static Source passages(DocumentParser parser, String name, Path corpus) {
        if (!Files.isRegularFile(corpus)) {
            throw new IllegalArgumentException("dataset file not found: " + corpus);
        }
        try {
            List<Document> documents = new ArrayList<>();
            for (String line : Files.readAllLines(corpus, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode passage = BenchOutput.JSON.readTree(line);
                byte[] content = (passage.path("title").asText() + "\n\n" + passage.path("text").asText())
                        .getBytes(StandardCharsets.UTF_8);
                String path = passage.path("id").asText().replaceAll("[^A-Za-z0-9._-]", "_") + ".txt";
                documents.add(new Document(path, content, wordsOf(parser, name, path, content)));
            }
            return source(name, documents);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + corpus, e);
        }
    }

    private static Source source(String name, List<Document> documents) {
        if (documents.isEmpty()) {
            throw new IllegalArgumentException("dataset " + name + " holds no documents");
        }
        return new Source(name, documents, documents.stream().mapToLong(Document::words).sum());
    }

    /** Words as ingest counts them: whitespace-separated tokens of the parsed text; 0 for what it refuses. */
    private static long wordsOf(DocumentParser parser, String source, String path, byte[] content) {
        try {
            String text = parser.parse(new SourceDocument(new DocumentId("scale", source + "/" + path), null, content))
                    .text();
            return IngestBench.wordsOf(text);
        } catch (RejectedDocumentException e) {
            return 0;
        }
    }
}
