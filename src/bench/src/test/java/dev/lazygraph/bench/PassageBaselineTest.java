package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Plain BM25 over fixed-size passages, cut to the tokens it is given. */
class PassageBaselineTest {
    private static final OpenNlpAnalyzer ANALYZER = new OpenNlpAnalyzer();

    @Test
    void theBestPassageComesFirstAndTheContextStopsAtItsTokens() {
        InMemoryGraphStore store = new InMemoryGraphStore();
        IngestService ingest = new IngestService(IngestConfig.defaults(), ANALYZER, store,
                new InMemorySummaryCache());
        StringBuilder filler = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            filler.append("The harbour keeps boat number ").append(i).append(" moored at the quay. ");
        }
        ingest.ingest(new SourceDocument(new DocumentId("c", "harbour.html"), null,
                ("<p>" + filler + "</p>").getBytes(StandardCharsets.UTF_8)));
        ingest.ingest(new SourceDocument(new DocumentId("c", "lighthouse.html"), null,
                "<p>The lighthouse lamp turns once every twelve seconds.</p>".getBytes(StandardCharsets.UTF_8)));
        PassageBaseline baseline = new PassageBaseline(store, "c", ANALYZER);

        String context = baseline.context("How often does the lighthouse lamp turn?", 20);
        assertTrue(context.startsWith("The lighthouse lamp turns once every twelve seconds."), context);
        assertFalse(context.contains("boat number"), "20 tokens hold one passage: " + context);
        assertTrue(TokenCounter.count(baseline.context("harbour boat quay", 400)) <= 400);
    }
}
