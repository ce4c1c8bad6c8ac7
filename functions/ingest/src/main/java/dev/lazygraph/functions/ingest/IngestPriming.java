package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.ObjectEventProcessor;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.service.snapstart.SnapStartPriming;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Readies the ingest function before its first event. At init (Lambda's init phase, which SnapStart
 * snapshots) it analyzes a paragraph, which loads the OpenNLP models; before a SnapStart snapshot it analyzes
 * it again and again, so the snapshot holds the tagger's code compiled. Nothing is written anywhere.
 */
@Startup
@Singleton
class IngestPriming extends SnapStartPriming {
    static final String PARAGRAPH = "Fiona MacLeod founded Kestrel Optics in 2002. Halvorsen Instruments acquired"
            + " the company in 2008, and the former Kestrel team designed the SeaGlass underwater camera in Aberdeen.";
    private static final int WARM_UP_ROUNDS = 200;

    private final TextAnalyzer analyzer;
    private int lastMentions;

    @Inject
    IngestPriming(TextAnalyzer analyzer, ObjectEventProcessor processor) {
        this.analyzer = analyzer;
        analyzer.conceptMentions(PARAGRAPH);
    }

    /** Analyzes the paragraph as ingest does, many times. */
    @Override
    protected void warmUp() {
        for (int round = 0; round < WARM_UP_ROUNDS; round++) {
            lastMentions = analyzer.conceptMentions(PARAGRAPH).size() + analyzer.terms(PARAGRAPH).size();
        }
    }

    /** The concepts and terms the last warm-up round found. */
    int lastMentions() {
        return lastMentions;
    }
}
