package dev.lazygraph.core.testing;

import dev.lazygraph.core.chunk.Chunk;
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

/** Pages ingested into one in-memory store of one collection, for the tests that read a page's first chunk. */
public final class StoredChunks {
    private final String collection;
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store,
            new InMemorySummaryCache());

    public StoredChunks(String collection) {
        this.collection = collection;
    }

    public InMemoryGraphStore store() {
        return store;
    }

    /** Ingests {@code html} as the page {@code key}; its first chunk as stored. */
    public IndexedChunk firstChunk(String key, String html) {
        DocumentId id = new DocumentId(collection, key);
        ingest.ingest(new SourceDocument(id, null, html.getBytes(StandardCharsets.UTF_8)));
        var record = store.document(id).orElseThrow();
        return store.chunks(collection, List.of(Chunk.idOf(record.id(), record.revision(), 0))).get(0);
    }

    /** {@code count} sentences of eight words about {@code subject}, each distinct. */
    public static String sentences(String subject, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append("The ").append(subject).append(" has feature number ").append(i).append(" in its design. ");
        }
        return text.toString();
    }
}
