package dev.lazygraph.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.ingest.RecordingSummaryCache;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Run in a separate JVM by {@link KillDuringIngestTest}: ingests generated documents into the data folder
 * given as the only argument, one after another until it is killed, printing each key once its ingest has
 * returned (acknowledged).
 */
public final class IngestUntilKilled {
    static final String COLLECTION = "killed";
    static final IngestConfig CONFIG = new IngestConfig(1 << 20, GeneratedDocuments.CHUNK_TARGET_TOKENS, 1);
    private static final int DOCUMENTS = 10_000;
    private static final int BATCH = 4;

    private IngestUntilKilled() {
    }

    /** The i-th document: keys sort in the order they are ingested. */
    static SourceDocument source(int i) {
        return GeneratedDocuments.source(new DocumentId(COLLECTION, String.format("doc-%05d.txt", i)), 500 + i, 40);
    }

    public static void main(String[] args) {
        IngestService ingest = new IngestService(CONFIG, new OpenNlpAnalyzer(),
                new EmbeddedGraphStore(EmbeddedDatabase.open(Path.of(args[0]))), new RecordingSummaryCache());
        // In batches, as the CLI ingests a folder: each document is acknowledged once its batch is stored.
        for (int first = 0; first < DOCUMENTS; first += BATCH) {
            List<SourceDocument> batch = new ArrayList<>();
            for (int i = first; i < first + BATCH; i++) {
                batch.add(source(i));
            }
            ingest.ingestAll(batch);
            batch.forEach(document -> System.out.println(document.id().key()));
            System.out.flush();
        }
    }
}
