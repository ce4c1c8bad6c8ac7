package dev.lazygraph.service.snapstart;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import java.nio.charset.StandardCharsets;

/**
 * What the SnapStart warm-ups work on: one short HTML page, ingested by the process's own ingest code into a graph
 * held in memory. A warm-up then runs the code a first event runs (parsing, chunking, tagging and indexing a
 * document; ranking, communities, summaries and the answer of a question) without the network and without
 * writing to the deployment's store, which a snapshot taken at deployment must neither depend on nor change.
 */
public final class PrimingCorpus {
    public static final String COLLECTION = "lazygraph-priming";
    public static final String KEY = "priming/kestrel-optics.html";
    /** A question the page answers, so that the warm-up runs every stage of a found answer. */
    public static final String QUESTION = "Who designed the SeaGlass underwater camera in Aberdeen?";
    static final String PAGE = "<!DOCTYPE html><html><head><title>Kestrel Optics</title></head><body>"
            + "<h1>Kestrel Optics</h1>"
            + "<p>Fiona MacLeod founded Kestrel Optics in Aberdeen in 2002. The company built lenses for survey"
            + " ships and, later, cameras for divers.</p>"
            + "<h2>The SeaGlass camera</h2>"
            + "<p>The former Kestrel team designed the SeaGlass underwater camera in Aberdeen. Halvorsen Instruments"
            + " acquired the company in 2008 and sold the SeaGlass camera to research institutes.</p>"
            + "<h2>Halvorsen Instruments</h2>"
            + "<p>Halvorsen Instruments makes sonar buoys in Bergen. Its Driftline buoy measures currents, and the"
            + " SeaGlass camera records what the buoys find.</p>"
            + "</body></html>";

    private PrimingCorpus() {
    }

    /**
     * Ingests the page into a new graph in memory, as the process's ingest service would.
     *
     * @param extractor the process's reader of PDF and Office documents, if any (the page never reaches it)
     */
    public static Ingested ingest(IngestConfig config, TextAnalyzer analyzer, DocumentExtractor extractor) {
        InMemoryGraphStore graph = new InMemoryGraphStore();
        IngestService ingest = new IngestService(new DocumentParser(config.maxDocumentBytes(), extractor), config,
                analyzer, graph, DerivedCaches.of(new InMemorySummaryCache(), new InMemoryVerdictCache()));
        IngestOutcome outcome = ingest.ingest(new SourceDocument(new DocumentId(COLLECTION, KEY), null,
                PAGE.getBytes(StandardCharsets.UTF_8)));
        return new Ingested(graph, outcome);
    }

    /** The graph in memory holding the page, and what its ingest reported. */
    public record Ingested(GraphStore graph, IngestOutcome outcome) {
    }
}
