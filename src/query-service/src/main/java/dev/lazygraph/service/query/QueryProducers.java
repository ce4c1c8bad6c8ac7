package dev.lazygraph.service.wiring;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.llm.ChatModelLanguageModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.jboss.logging.Logger;

/** Builds the query service: its budgets from {@link LazygraphConfig}, and the LLM when one is configured. */
@ApplicationScoped
public class QueryProducers {

    private static final Logger LOG = Logger.getLogger(QueryProducers.class);

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

    /** Stops the LLM call threads. */
    void closeQueryService(@Disposes QueryService queries) {
        queries.close();
    }

    static boolean llmConfigured(LazygraphConfig.Llm llm) {
        return llm.baseUrl().filter(url -> !url.isBlank()).isPresent()
                || llm.apiKey().filter(key -> !key.isBlank()).isPresent();
    }
}
