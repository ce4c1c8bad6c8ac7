package dev.lazygraph.service.wiring;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.passage.PassageSplitter;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Builds the analyzer, the stores and the ingest service from {@link LazygraphConfig}. One of each per
 * process: the analyzer loads its models once and the stores hold open files or clients. The stores are
 * application-scoped, so they open on first use: a command that never touches them (or reports why they
 * cannot open) runs without opening them.
 */
@ApplicationScoped
public class CoreProducers {

    @Produces
    @Singleton
    TextAnalyzer textAnalyzer() {
        return new OpenNlpAnalyzer();
    }

    @Produces
    @ApplicationScoped
    GraphStore graphStore(LazygraphConfig config, Stores stores) {
        return switch (config.store()) {
            case EMBEDDED -> stores.embedded().graphStore();
            case MEMORY -> new InMemoryGraphStore();
            case DYNAMODB -> stores.dynamoDbGraphStore();
        };
    }

    /** The DynamoDB store runs a thread pool for its parallel writes; the embedded stores close with their bean. */
    void closeGraphStore(@Disposes GraphStore store) throws Exception {
        if (store instanceof AutoCloseable closeable) {
            closeable.close();
        }
    }

    @Produces
    @ApplicationScoped
    SummaryCache summaryCache(LazygraphConfig config, Stores stores) {
        return switch (config.store()) {
            case EMBEDDED -> stores.embedded().summaryCache();
            case MEMORY -> new InMemorySummaryCache();
            case DYNAMODB -> stores.dynamoDbSummaryCache();
        };
    }

    @Produces
    @Singleton
    IngestConfig ingestConfig(LazygraphConfig config) {
        IngestConfig defaults = IngestConfig.defaults();
        LazygraphConfig.Ingest ingest = config.ingest();
        return new IngestConfig(
                ingest.maxDocumentBytes().orElse(defaults.maxDocumentBytes()),
                ingest.chunkTargetTokens().orElse(defaults.chunkTargetTokens()),
                ingest.chunkOverlapSentences().orElse(defaults.chunkOverlapSentences()));
    }

    @Produces
    @Singleton
    ExtractionLimits extractionLimits(LazygraphConfig config) {
        LazygraphConfig.Ingest ingest = config.ingest();
        return new ExtractionLimits(ingest.maxTextCharacters().orElse(ExtractionLimits.DEFAULT_MAX_CHARACTERS),
                ingest.parseTimeLimit().orElse(ExtractionLimits.DEFAULT_TIME_LIMIT));
    }

    /**
     * @param extractors the reader of PDF, Office and other binary formats where the process carries one (the
     *                   CLI, the server and the ingest function); without one (the query function) only text,
     *                   Markdown and HTML are read
     */
    @Produces
    @Singleton
    IngestService ingestService(IngestConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                                VerdictCache verdicts, Instance<DocumentExtractor> extractors, EmbedderChoice embedder) {
        DocumentExtractor extractor = extractors.isResolvable() ? extractors.get() : DocumentExtractor.NONE;
        return new IngestService(new DocumentParser(config.maxDocumentBytes(), extractor), config, analyzer, store,
                DerivedCaches.of(cache, verdicts),
                embedder.embedder().map(e -> new PassageEmbedding(e, new PassageSplitter(analyzer))));
    }

}
