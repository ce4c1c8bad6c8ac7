package dev.lazygraph.core.query.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CollectionOverviewTest {
    private static final String C = "site";

    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store,
            new InMemorySummaryCache());

    private void put(String key, String html) {
        ingest.ingest(new SourceDocument(new DocumentId(C, key), null, html.getBytes(StandardCharsets.UTF_8)));
    }

    private List<String> sampled(int wanted) {
        return CollectionOverview.sample(store.documents(C), new GraphView(store, C, ReadScope.EVERYTHING), wanted, Set.of()).stream()
                .map(IndexedChunk::chunk).map(c -> c.document().key()).toList();
    }

    @Test
    void theMostLinkedPagesComeFirst() {
        for (int i = 0; i < 6; i++) {
            put("page" + i + ".html", "<p>Page " + i + " is about topic " + i + ". See the <a href=\"lang.html\">"
                    + "language reference</a> and the <a href=\"api.html\">interface</a>.</p>");
        }
        put("api.html", "<p>The interface has functions. The <a href=\"lang.html\">language</a> is elsewhere.</p>");
        put("lang.html", "<p>The language has statements and expressions.</p>");
        assertEquals(List.of("lang.html", "api.html"), sampled(2));
    }

    @Test
    void withoutLinksTheSampleSpreadsOverTheCollection() {
        for (char c = 'a'; c <= 'h'; c++) {
            put(c + ".txt", "Document " + c + " talks about subject " + c + ".");
        }
        assertEquals(List.of("a.txt", "c.txt", "e.txt", "g.txt"), sampled(4));
    }

    @Test
    void aLargerCollectionHasMoreThemesAboutOneMorePerDoubling() {
        assertEquals(4, CollectionOverview.themes(10, 4));
        assertEquals(10, CollectionOverview.themes(1000, 4));
        assertEquals(11, CollectionOverview.themes(2000, 4));
    }
}
