package dev.lazygraph.embedded;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.ingest.RecordingSummaryCache;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import java.nio.file.Path;
import java.util.List;

/**
 * Run in a separate JVM by {@link SecondProcessPersistenceTest}: ingests {@link #SOURCES} into the data
 * folder given as the only argument, then exits.
 */
public final class IngestIntoFolder {
    static final String COLLECTION = "persisted";
    static final IngestConfig CONFIG = new IngestConfig(1 << 20, GeneratedDocuments.CHUNK_TARGET_TOKENS, 1);
    static final List<SourceDocument> SOURCES = List.of(
            GeneratedDocuments.source(new DocumentId(COLLECTION, "a.txt"), 21, 10),
            GeneratedDocuments.source(new DocumentId(COLLECTION, "nested/b.txt"), 22, 6),
            GeneratedDocuments.source(new DocumentId(COLLECTION, "c.txt"), 23, 8));
    /** Deleted again after ingest: the second process must not see it. */
    static final DocumentId DELETED = new DocumentId(COLLECTION, "c.txt");

    private IngestIntoFolder() {
    }

    public static void main(String[] args) {
        IngestService ingest = new IngestService(CONFIG, new OpenNlpAnalyzer(),
                new EmbeddedGraphStore(EmbeddedDatabase.open(Path.of(args[0]))), new RecordingSummaryCache());
        for (SourceDocument source : SOURCES) {
            IngestOutcome outcome = ingest.ingest(source);
            System.out.println(outcome.id() + " " + outcome.status());
            if (outcome.status() != IngestOutcome.Status.CREATED) {
                System.exit(2);
            }
        }
        if (!ingest.delete(DELETED)) {
            System.exit(3);
        }
    }
}
