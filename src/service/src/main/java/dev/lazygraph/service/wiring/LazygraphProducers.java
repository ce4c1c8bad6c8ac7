package dev.lazygraph.service.wiring;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.store.embedded.EmbeddedGraphStore;
import dev.lazygraph.core.store.embedded.EmbeddedSummaryCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.llm.ChatModelLanguageModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Builds the core services from {@link LazygraphConfig}: which store, which limits, whether an LLM is used.
 * Everything is a singleton: the analyzer loads its models once per process and the stores hold open files
 * or clients.
 */
@ApplicationScoped
public class LazygraphProducers {

    private static final Logger LOG = Logger.getLogger(LazygraphProducers.class);

    @Produces
    @Singleton
    TextAnalyzer textAnalyzer() {
        return new OpenNlpAnalyzer();
    }

    @Produces
    @Singleton
    GraphStore graphStore(LazygraphConfig config, Stores stores) {
        return switch (config.store()) {
            case EMBEDDED -> EmbeddedGraphStore.open(config.dataDir());
            case MEMORY -> EmbeddedGraphStore.inMemory();
            case DYNAMODB -> stores.dynamoDbGraphStore();
        };
    }

    @Produces
    @Singleton
    SummaryCache summaryCache(LazygraphConfig config, Stores stores) {
        return switch (config.store()) {
            case EMBEDDED -> EmbeddedSummaryCache.open(config.dataDir());
            case MEMORY -> EmbeddedSummaryCache.inMemory();
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
    IngestService ingestService(IngestConfig config, TextAnalyzer analyzer, GraphStore store, SummaryCache cache) {
        return new IngestService(config, analyzer, store, cache);
    }

    @Produces
    @Singleton
    QueryConfig queryConfig(LazygraphConfig config) {
        QueryConfig query = QueryConfig.defaults();
        LazygraphConfig.Query settings = config.query();
        if (settings.relevanceBudget().isPresent()) {
            query = query.withRelevanceBudget(settings.relevanceBudget().get());
        }
        if (settings.tokenBudget().isPresent()) {
            query = query.withTokenBudget(settings.tokenBudget().get());
        }
        if (settings.llmDeadline().isPresent()) {
            query = query.withLlmDeadline(settings.llmDeadline().get());
        }
        return query;
    }

    @Produces
    @Singleton
    QueryService queryService(QueryConfig queryConfig, TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                              LazygraphConfig config, Instance<ChatModelLanguageModel> chatModel) {
        Optional<LanguageModel> llm = Optional.empty();
        if (llmConfigured(config.llm())) {
            // Only the endpoint is logged: the key never is.
            LOG.infof("LLM: model %s at %s", config.llm().model(), config.llm().baseUrl().orElse("OpenAI"));
            llm = Optional.of(chatModel.get());
        }
        return new QueryService(queryConfig, analyzer, store, cache, llm);
    }

    static boolean llmConfigured(LazygraphConfig.Llm llm) {
        return llm.baseUrl().filter(url -> !url.isBlank()).isPresent()
                || llm.apiKey().filter(key -> !key.isBlank()).isPresent();
    }
}
