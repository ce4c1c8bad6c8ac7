package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.service.snapstart.PrimingCorpus;
import dev.lazygraph.service.snapstart.SnapStartPriming;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Readies the ingest function before its first event. At init (Lambda's init phase, which SnapStart snapshots) it
 * ingests a short page into a graph in memory ({@link PrimingCorpus}), which loads the OpenNLP models and the
 * classes of parsing, chunking and indexing; before a SnapStart snapshot it does so again and again, so the
 * snapshot holds that code compiled. Nothing goes over the network or into the deployment's store, and an HTML
 * page never loads the PDF and Office parsers.
 */
@Startup
@Singleton
class IngestPriming extends SnapStartPriming {
    private static final int WARM_UP_ROUNDS = 50;

    private final IngestConfig config;
    private final TextAnalyzer analyzer;
    private final DocumentExtractor extractor;
    private IngestOutcome lastOutcome;

    @Inject
    IngestPriming(IngestConfig config, TextAnalyzer analyzer, DocumentExtractor extractor) {
        this.config = config;
        this.analyzer = analyzer;
        this.extractor = extractor;
        ingestOnce();
    }

    /** Ingests the page as a first event would, many times. */
    @Override
    protected void warmUp() {
        for (int round = 0; round < WARM_UP_ROUNDS; round++) {
            ingestOnce();
        }
    }

    private void ingestOnce() {
        lastOutcome = PrimingCorpus.ingest(config, analyzer, extractor).outcome();
    }

    /** What the last ingest of the page reported. */
    IngestOutcome lastOutcome() {
        return lastOutcome;
    }
}
