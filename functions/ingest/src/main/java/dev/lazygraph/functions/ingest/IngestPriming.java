package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.nlp.TextAnalyzer;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;

/**
 * Readies the ingest function before its first event. At init (Lambda's init phase, which SnapStart
 * snapshots) it analyzes a paragraph, which loads the OpenNLP models. Before a SnapStart snapshot (CRaC's
 * {@code beforeCheckpoint}, which the java21 runtime calls) it analyzes it again and again, so the snapshot
 * holds the tagger's code compiled; nothing is written anywhere.
 */
@Startup
@Singleton
class IngestPriming implements Resource {
    static final String PARAGRAPH = "Fiona MacLeod founded Kestrel Optics in 2002. Halvorsen Instruments acquired"
            + " the company in 2008, and the former Kestrel team designed the SeaGlass underwater camera in Aberdeen.";
    private static final int WARM_UP_ROUNDS = 200;

    private final TextAnalyzer analyzer;

    @Inject
    IngestPriming(TextAnalyzer analyzer, ObjectEventProcessor processor) {
        this.analyzer = analyzer;
        analyzer.conceptMentions(PARAGRAPH);
        // The global context keeps the resources it is given for the JVM's life.
        Core.getGlobalContext().register(this);
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        warmUp();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing was opened for the warm-up.
    }

    /** Analyzes the paragraph as ingest does, many times; returns the mentions found in the last round. */
    int warmUp() {
        int mentions = 0;
        for (int round = 0; round < WARM_UP_ROUNDS; round++) {
            mentions = analyzer.conceptMentions(PARAGRAPH).size() + analyzer.terms(PARAGRAPH).size();
        }
        return mentions;
    }
}
