package dev.lazygraph.app.cli;

import dev.lazygraph.app.cli.SourceFiles.Input;
import dev.lazygraph.app.cli.SourceFiles.Skipped;
import dev.lazygraph.core.document.BoundedRead;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Ingests the files an ingest found, one by one. A file that cannot be read, or whose content cannot be
 * ingested, is skipped with the reason. A failure to store is not a skip: the run stops there (the next
 * writes would fail the same way) and says what was stored before.
 */
final class IngestRun {
    static final String LIMIT_SETTING = "lazygraph.ingest.max-document-bytes";
    /** Below this, a run is short enough to need no progress line. */
    private static final long PROGRESS_INTERVAL_NANOS = 2_000_000_000L;

    private final IngestService ingest;
    private final long maxDocumentBytes;
    private final String collection;
    private final DocumentMetadataFiles metadata;
    private final PrintWriter progress;

    /**
     * @param storageFailure why storing failed, when it did; the files after it were not attempted
     */
    record Result(Map<IngestOutcome.Status, Integer> counts, long chunks, long words, List<Skipped> skipped,
                  Optional<String> storageFailure, int notAttempted) {

        int count(IngestOutcome.Status status) {
            return counts.getOrDefault(status, 0);
        }
    }

    /** @param metadata the groups and tags of each file */
    IngestRun(IngestService ingest, long maxDocumentBytes, String collection, DocumentMetadataFiles metadata,
              PrintWriter progress) {
        this.ingest = ingest;
        this.maxDocumentBytes = maxDocumentBytes;
        this.collection = collection;
        this.metadata = metadata;
        this.progress = progress;
    }

    Result run(SourceFiles found) {
        long started = System.nanoTime();
        long lastProgress = started;
        List<Skipped> skipped = new ArrayList<>(found.skipped());
        Map<IngestOutcome.Status, Integer> counts = new EnumMap<>(IngestOutcome.Status.class);
        long chunks = 0;
        long words = 0;
        List<Input> inputs = found.inputs();
        for (int i = 0; i < inputs.size(); i++) {
            Input input = inputs.get(i);
            Optional<SourceDocument> source = read(input, skipped);
            if (source.isPresent()) {
                IngestOutcome outcome;
                try {
                    outcome = ingest.ingest(source.get());
                } catch (RuntimeException e) {
                    String failure = "cannot store " + input.key() + ": " + describe(e);
                    return new Result(counts, chunks, words, skipped, Optional.of(failure), inputs.size() - i - 1);
                }
                counts.merge(outcome.status(), 1, Integer::sum);
                if (outcome.isRejected()) {
                    skipped.add(new Skipped(input.key(), outcome.reason()));
                } else if (outcome.status() != IngestOutcome.Status.UNCHANGED) {
                    chunks += outcome.chunks();
                    words += outcome.words();
                }
            }
            long now = System.nanoTime();
            if (now - lastProgress >= PROGRESS_INTERVAL_NANOS) {
                progress.printf("ingest: %d/%d files, %.0f s%n", i + 1, inputs.size(), (now - started) / 1e9);
                progress.flush();
                lastProgress = now;
            }
        }
        return new Result(counts, chunks, words, skipped, Optional.empty(), 0);
    }

    /** The store's message, with the reason the OS gave when there is one (a full disk, a lost mount...). */
    private static String describe(RuntimeException e) {
        String message = e.getMessage();
        if (e.getCause() instanceof IOException io) {
            String reason = SourceFiles.describe(io);
            return message == null || message.equals(io.toString()) ? reason : message + " (" + reason + ")";
        }
        return message != null ? message : e.toString();
    }

    /** The file as a document to ingest, or empty (and a skip) when its name or content rules it out. */
    private Optional<SourceDocument> read(Input input, List<Skipped> skipped) {
        DocumentId id;
        DocumentMetadata given;
        try {
            id = new DocumentId(collection, input.key());
            given = metadata.of(input.file(), input.key());
        } catch (IllegalArgumentException e) {
            skipped.add(new Skipped(input.key(), e.getMessage()));
            return Optional.empty();
        }
        try {
            // Checked before reading, so a huge file is refused with its size without being read at all.
            long size = Files.size(input.file());
            if (size > maxDocumentBytes) {
                skipped.add(new Skipped(input.key(), String.format("too large: %,d bytes, the limit is %,d (%s)",
                        size, maxDocumentBytes, LIMIT_SETTING)));
                return Optional.empty();
            }
            try (InputStream in = Files.newInputStream(input.file())) {
                // The file may have grown since: the read stops at the limit whatever it holds.
                return Optional.of(new SourceDocument(id, null, BoundedRead.readAtMost(in, maxDocumentBytes), given));
            }
        } catch (RejectedDocumentException e) {
            skipped.add(new Skipped(input.key(), e.getMessage() + " (" + LIMIT_SETTING + ")"));
        } catch (IOException e) {
            skipped.add(new Skipped(input.key(), "cannot read: " + SourceFiles.describe(e)));
        }
        return Optional.empty();
    }
}
