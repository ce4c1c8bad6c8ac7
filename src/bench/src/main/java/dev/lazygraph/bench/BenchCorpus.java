package dev.lazygraph.bench;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestBatch;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Ingests many documents through the real ingest path, reporting progress: in batches as the CLI's ingest stores
 * a folder ({@link IngestBatch#DEFAULT}, or smaller when there are more threads than such batches), the
 * batches shared out over the threads.
 */
final class BenchCorpus {
    private BenchCorpus() {
    }

    static List<IngestOutcome> ingestAll(IngestService ingest, List<SourceDocument> documents, int threads) {
        Progress progress = new Progress("ingest", documents.size());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<IngestOutcome>>> futures = new ArrayList<>();
            // No fewer batches than threads, so that every writer has documents to ingest.
            int perThread = Math.max(1, (documents.size() + threads - 1) / threads);
            IngestBatch batches = new IngestBatch(Math.min(IngestBatch.DEFAULT.maxDocuments(), perThread),
                    IngestBatch.DEFAULT.maxBytes());
            for (List<SourceDocument> batch : batches.split(documents)) {
                futures.add(pool.submit(() -> {
                    List<IngestOutcome> outcomes = ingest.ingestAll(batch);
                    outcomes.forEach(outcome -> progress.step());
                    return outcomes;
                }));
            }
            List<IngestOutcome> outcomes = new ArrayList<>();
            for (Future<List<IngestOutcome>> future : futures) {
                outcomes.addAll(future.get());
            }
            return Collections.unmodifiableList(outcomes);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while ingesting", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("ingest failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** A QA passage as a Markdown document whose heading is the passage title (indexed with every chunk). */
    static SourceDocument passage(String collection, QaDataset.Passage passage) {
        String markdown = passage.title().isBlank() ? passage.text() : "# " + passage.title() + "\n\n" + passage.text();
        return new SourceDocument(new DocumentId(collection, passageKey(passage.id())), null,
                markdown.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** The key a passage is stored under (see {@link #passage}). */
    static String passageKey(String passageId) {
        return passageId + PASSAGE_SUFFIX;
    }

    static String passageId(String documentKey) {
        return documentKey.endsWith(PASSAGE_SUFFIX)
                ? documentKey.substring(0, documentKey.length() - PASSAGE_SUFFIX.length()) : documentKey;
    }

    private static final String PASSAGE_SUFFIX = ".md";
}
