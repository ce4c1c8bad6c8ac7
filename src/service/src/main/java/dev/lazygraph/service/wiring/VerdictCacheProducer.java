package dev.lazygraph.service.wiring;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;

/** The relevance verdict cache, in the same place as the summary cache (the store kind decides). */
@ApplicationScoped
public class VerdictCacheProducer {

    @Produces
    @ApplicationScoped
    VerdictCache verdictCache(LazygraphConfig config, Stores stores) {
        return switch (config.store()) {
            case EMBEDDED -> stores.embedded().verdictCache();
            case MEMORY -> new InMemoryVerdictCache();
            case DYNAMODB -> stores.dynamoDbVerdictCache();
        };
    }
}
