package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThemesTest {
    private final Themes themes = new Themes(SharedAnalyzer.get());

    private static Community of(String... concepts) {
        return new Community("1", 1, List.of(concepts), List.of(), 1.0, List.of());
    }

    @Test
    void aLabelListsTheMostImportantConceptsThatEachAddAWord() {
        assertEquals("tidewatch depth gauge, quartz resonator, trondheim",
                themes.label(of("tidewatch depth gauge", "tidewatch", "quartz resonator", "depth gauge", "trondheim",
                        "harbour"), List.of()));
    }

    @Test
    void aConceptRepeatingAWordIsLabelledLikeAnyOther() {
        assertEquals("bora bora, coral reef",
                themes.label(of("bora bora", "bora bora lagoon", "coral reef"), List.of()));
    }

    @Test
    void aHeadingThePagesShareIsTheirTemplateNotATopic() {
        InMemoryGraphStore store = new InMemoryGraphStore();
        IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store,
                new InMemorySummaryCache());
        String page = "<h1>%s</h1><h2>Synopsis</h2><p>%s ledger_name</p><h2>Description</h2><p>%s defines a ledger "
                + "with its columns.</p>";
        ingest.ingest(source("make-ledger.html", page.formatted("MAKE LEDGER", "MAKE LEDGER", "MAKE LEDGER")));
        ingest.ingest(source("drop-ledger.html", page.formatted("DROP LEDGER", "DROP LEDGER", "DROP LEDGER")));
        ingest.ingest(source("memory.html", "<h1>Memory</h1><h2>Spool memory</h2><p>The spool holds ledgers.</p>"));
        List<Chunk> sources = List.of("make-ledger.html", "drop-ledger.html", "memory.html").stream()
                .map(key -> store.document(new DocumentId("c", key)).orElseThrow())
                .map(d -> store.chunks("c", List.of(Chunk.idOf(d.id(), d.revision(), 0))).get(0))
                .map(IndexedChunk::chunk).toList();
        assertEquals("ledger, spool memory, column",
                themes.label(of("synopsis", "ledger", "description", "spool memory", "column"), sources));
    }

    private static SourceDocument source(String key, String html) {
        return new SourceDocument(new DocumentId("c", key), null, html.getBytes(StandardCharsets.UTF_8));
    }
}
