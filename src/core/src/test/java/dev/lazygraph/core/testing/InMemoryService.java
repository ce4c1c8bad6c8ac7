package dev.lazygraph.core.testing;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Ingest and query over one in-memory store and its caches, with the default settings, for the tests that
 * ingest a few documents and ask about them. {@link #close()} (from {@code @AfterEach}) closes the query
 * services it opened.
 */
public final class InMemoryService implements AutoCloseable {
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemorySummaryCache summaries = new InMemorySummaryCache();
    private final InMemoryVerdictCache verdicts = new InMemoryVerdictCache();
    private final IngestService ingest = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store,
            DerivedCaches.of(summaries, verdicts));
    private final List<QueryService> opened = new ArrayList<>();

    public InMemoryGraphStore store() {
        return store;
    }

    /** Ingests {@code text} as the document {@code key} of {@code collection}. */
    public IngestOutcome put(String collection, String key, String text) {
        return ingest.ingest(new SourceDocument(new DocumentId(collection, key), null,
                text.getBytes(StandardCharsets.UTF_8)));
    }

    public boolean delete(String collection, String key) {
        return ingest.delete(new DocumentId(collection, key));
    }

    /** A query service over the store and caches, answering with {@code llm} when there is one. */
    public QueryService query(Optional<LanguageModel> llm) {
        QueryService service = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, summaries,
                verdicts, llm);
        opened.add(service);
        return service;
    }

    @Override
    public void close() {
        opened.forEach(QueryService::close);
    }
}
