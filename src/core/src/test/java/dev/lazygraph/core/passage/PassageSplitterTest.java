package dev.lazygraph.core.passage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassageSplitterTest {
    private static final String C = "manual";
    private final TextAnalyzer analyzer = SharedAnalyzer.get();
    private final InMemoryGraphStore store = new InMemoryGraphStore();

    private IndexedChunk chunk(String key, String html) {
        new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache())
                .ingest(new SourceDocument(new DocumentId(C, key), null, html.getBytes(StandardCharsets.UTF_8)));
        var record = store.document(new DocumentId(C, key)).orElseThrow();
        return store.chunks(C, List.of(Chunk.idOf(record.id(), record.revision(), 0))).get(0);
    }

    private static String sentences(String subject, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append("The ").append(subject).append(" has feature number ").append(i).append(" in its design. ");
        }
        return text.toString();
    }

    @Test
    void passagesAreWholeSentencesOfAtMostAHundredWords() {
        IndexedChunk chunk = chunk("long.html", "<h1>Lamps</h1><p>" + sentences("lamp", 40) + "</p>");
        List<Passage> passages = new PassageSplitter(analyzer).split(chunk);
        assertTrue(passages.size() >= 3, "40 sentences of 8 words are more than two passages: " + passages.size());
        for (Passage passage : passages) {
            assertTrue(PassageSplitter.words(passage.text()) <= PassageSplitter.MAX_WORDS, passage.text());
            assertTrue(passage.text().startsWith("The lamp") || passage.text().startsWith("Lamps"), passage.text());
            assertTrue(passage.text().endsWith("design."), passage.text());
        }
        for (int i = 1; i < passages.size(); i++) {
            assertFalse(passages.get(i).overlaps(passages.get(i - 1)));
        }
    }

}
