package dev.lazygraph.service.wiring;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.store.embedded.EmbeddedVerdictCache;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The relevance verdict cache, in the same place as the summary cache (the store kind decides). */
@ApplicationScoped
public class VerdictCacheProducer {

    /** Sub-folder of the data folder holding the verdict cache. */
    static final String VERDICTS_FOLDER = "verdicts";

    @Produces
    @Singleton
    VerdictCache verdictCache(LazygraphConfig config, Stores stores) {
        return switch (config.store()) {
            // Its own folder: the cache deletes files it cannot read as verdicts (they can be judged again).
            case EMBEDDED -> EmbeddedVerdictCache.open(config.dataDir().resolve(VERDICTS_FOLDER));
            case MEMORY -> EmbeddedVerdictCache.inMemory();
            case DYNAMODB -> stores.dynamoDbVerdictCache();
        };
    }
}
