package dev.lazygraph.app.cli;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "ingest", mixinStandardHelpOptions = true, description = {
        "Stores documents (.txt, .md, .html) from files and folders (recursively; hidden entries are skipped).",
        "A document's id is its path relative to the folder given, or its file name for a file given directly.",
        "Re-ingesting changed files replaces them; unchanged files cost nothing."})
public class IngestCommand implements Callable<Integer> {

    /** Below this, a run is short enough to need no progress line. */
    private static final long PROGRESS_INTERVAL_NANOS = 2_000_000_000L;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or folders to ingest.")
    List<Path> paths;

    @Spec
    CommandSpec spec;

    @Inject
    IngestService ingest;

    @Inject
    IngestConfig ingestConfig;

    @Inject
    GraphStore store;

    @Inject
    LazygraphConfig config;

    /** A file found under a given path, with the id it is stored under. */
    record Input(Path file, String key) {
    }

    /** A file or path that was not stored, and why. */
    record Skipped(String what, String reason) {
    }

    @Override
    public Integer call() {
        long started = System.nanoTime();
        PrintWriter err = spec.commandLine().getErr();
        List<Skipped> skipped = new ArrayList<>();
        List<Input> inputs = new ArrayList<>();
        boolean missingPath = false;
        for (Path path : paths) {
            if (!Files.exists(path)) {
                skipped.add(new Skipped(path.toString(), "no such file or folder"));
                missingPath = true;
            } else if (Files.isDirectory(path)) {
                inputs.addAll(walk(path));
            } else {
                inputs.add(new Input(path, path.getFileName().toString()));
            }
        }

        Map<IngestOutcome.Status, Integer> counts = new EnumMap<>(IngestOutcome.Status.class);
        long chunks = 0;
        long words = 0;
        long lastProgress = started;
        for (int i = 0; i < inputs.size(); i++) {
            Input input = inputs.get(i);
            IngestOutcome outcome = ingest(input, skipped);
            if (outcome != null) {
                counts.merge(outcome.status(), 1, Integer::sum);
                if (outcome.status() == IngestOutcome.Status.CREATED
                        || outcome.status() == IngestOutcome.Status.REPLACED) {
                    chunks += outcome.chunks();
                    words += outcome.words();
                }
            }
            long now = System.nanoTime();
            if (now - lastProgress >= PROGRESS_INTERVAL_NANOS) {
                err.printf("ingest: %d/%d files, %.0f s%n", i + 1, inputs.size(), (now - started) / 1e9);
                err.flush();
                lastProgress = now;
            }
        }
        report(counts, chunks, words, skipped, (System.nanoTime() - started) / 1e9);
        return missingPath ? LazygraphCommand.EXIT_FAILED : 0;
    }

    private IngestOutcome ingest(Input input, List<Skipped> skipped) {
        try {
            // Checked before reading so a huge file is never loaded just to be refused.
            long size = Files.size(input.file());
            if (size > ingestConfig.maxDocumentBytes()) {
                skipped.add(new Skipped(input.key(), "too large: " + size + " bytes, the limit is "
                        + ingestConfig.maxDocumentBytes() + " (lazygraph.ingest.max-document-bytes)"));
                return null;
            }
            byte[] content = Files.readAllBytes(input.file());
            IngestOutcome outcome = ingest.ingest(
                    new SourceDocument(new DocumentId(config.collection(), input.key()), null, content));
            if (outcome.isRejected()) {
                skipped.add(new Skipped(input.key(), outcome.reason()));
            }
            return outcome;
        } catch (IOException | UncheckedIOException e) {
            skipped.add(new Skipped(input.key(), "cannot read: " + e.getMessage()));
        } catch (IllegalArgumentException e) {
            skipped.add(new Skipped(input.key(), e.getMessage()));
        }
        return null;
    }

    private void report(Map<IngestOutcome.Status, Integer> counts, long chunks, long words, List<Skipped> skipped,
                        double seconds) {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("ingested %d new, %d replaced, %d unchanged, %d skipped into collection '%s' in %.1f s%n",
                counts.getOrDefault(IngestOutcome.Status.CREATED, 0),
                counts.getOrDefault(IngestOutcome.Status.REPLACED, 0),
                counts.getOrDefault(IngestOutcome.Status.UNCHANGED, 0),
                skipped.size(), config.collection(), seconds);
        out.printf("this run: %d chunks, %d words analyzed%n", chunks, words);
        CorpusStats collection = store.stats(config.collection()); // the store's own totals: never a scan
        out.printf("collection now: %d documents, %d chunks%n", collection.documents(), collection.chunks());
        for (Skipped skip : skipped) {
            out.printf("  skipped %s: %s%n", skip.what(), skip.reason());
        }
    }

    private static List<Input> walk(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files
                    .filter(file -> !file.equals(folder))
                    .filter(file -> !hidden(folder.relativize(file)))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .map(file -> new Input(file, key(folder.relativize(file))))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    /** Ids use '/' whatever the platform, as S3 keys do. */
    private static String key(Path relative) {
        List<String> parts = new ArrayList<>();
        relative.forEach(part -> parts.add(part.toString()));
        return String.join("/", parts);
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
