package dev.lazygraph.app.cli;

import dev.lazygraph.app.cli.SourceFiles.Input;
import dev.lazygraph.app.cli.SourceFiles.Skipped;
import dev.lazygraph.core.document.BoundedRead;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestBatch;
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
 * Ingests the files an ingest found, in batches stored in one write each ({@link IngestBatch}). A file that
 * cannot be read, or whose content cannot be ingested, is skipped with the reason. A failure to store is not
 * a skip: the run stops at the batch that failed (the next writes would fail the same way) and says what the
 * batches before it stored.
 */
final class IngestRun {
    static final String LIMIT_SETTING = "lazygraph.ingest.max-document-bytes";
    /** Below this, a run is short enough to need no progress line. */
    private static final long PROGRESS_INTERVAL_NANOS = 2_000_000_000L;

    private final IngestService ingest;
    private final IngestBatch batch;
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

    /**
     * @param batch    how many files are stored in one write: a batch is reported once it is stored
     * @param metadata the groups and tags of each file
     */
    IngestRun(IngestService ingest, IngestBatch batch, long maxDocumentBytes, String collection,
              DocumentMetadataFiles metadata, PrintWriter progress) {
        this.ingest = ingest;
        this.batch = batch;
        this.maxDocumentBytes = maxDocumentBytes;
        this.collection = collection;
        this.metadata = metadata;
        this.progress = progress;
    }

    Result run(SourceFiles found) {
        long started = System.nanoTime();
        long lastProgress = started;
        Tally tally = new Tally(new ArrayList<>(found.skipped()));
        List<Input> inputs = found.inputs();
        IngestBatch.Gathering pending = batch.gather();
        for (int i = 0; i < inputs.size(); i++) {
            Optional<SourceDocument> source = read(inputs.get(i), tally.skipped);
            boolean full = source.isPresent() && pending.add(source.get());
            boolean last = i == inputs.size() - 1;
            if (full || (last && !pending.isEmpty())) {
                List<SourceDocument> documents = pending.take();
                try {
                    tally.add(ingest.ingestAll(documents));
                } catch (RuntimeException e) {
                    String failure = "cannot store " + describe(documents) + ": " + describe(e);
                    return tally.result(Optional.of(failure), inputs.size() - i - 1);
                }
            }
            long now = System.nanoTime();
            if (now - lastProgress >= PROGRESS_INTERVAL_NANOS) {
                progress.printf("ingest: %d/%d files, %.0f s%n", i + 1, inputs.size(), (now - started) / 1e9);
                progress.flush();
                lastProgress = now;
            }
        }
        return tally.result(Optional.empty(), 0);
    }

    /** What the batches stored so far add up to. */
    private static final class Tally {
        final List<Skipped> skipped;
        final Map<IngestOutcome.Status, Integer> counts = new EnumMap<>(IngestOutcome.Status.class);
        long chunks;
        long words;

        Tally(List<Skipped> skipped) {
            this.skipped = skipped;
        }

        void add(List<IngestOutcome> outcomes) {
            for (IngestOutcome outcome : outcomes) {
                counts.merge(outcome.status(), 1, Integer::sum);
                if (outcome.isRejected()) {
                    skipped.add(new Skipped(outcome.id().key(), outcome.reason()));
                } else if (outcome.status() != IngestOutcome.Status.UNCHANGED) {
                    chunks += outcome.chunks();
                    words += outcome.words();
                }
            }
        }

        Result result(Optional<String> storageFailure, int notAttempted) {
            return new Result(counts, chunks, words, skipped, storageFailure, notAttempted);
        }
    }

    /** The files of a batch that could not be stored: their names, or the first and last of many. */
    private static String describe(List<SourceDocument> batch) {
        if (batch.size() <= 3) {
            return String.join(", ", batch.stream().map(d -> d.id().key()).toList());
        }
        return batch.size() + " files from " + batch.get(0).id().key() + " to " + batch.get(batch.size() - 1).id().key();
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
