package dev.lazygraph.service.wiring;

import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.store.embedded.DataFolder;
import dev.lazygraph.core.store.embedded.EmbeddedVerdictCache;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.enterprise.inject.Instance;

/** The relevance verdict cache, in the same place as the summary cache (the store kind decides). */
@ApplicationScoped
public class VerdictCacheProducer {

    /** Sub-folder of the data folder holding the verdict cache. */
    static final String VERDICTS_FOLDER = "verdicts";

    @Produces
    @ApplicationScoped
    VerdictCache verdictCache(LazygraphConfig config, Stores stores, Instance<DataFolder> folder) {
        return switch (config.store()) {
            // Its own folder: the cache deletes files it cannot read as verdicts (they can be judged again).
            case EMBEDDED -> folder.get().writable()
                    ? EmbeddedVerdictCache.open(config.dataDir().resolve(VERDICTS_FOLDER))
                    : EmbeddedVerdictCache.openReadOnly(config.dataDir().resolve(VERDICTS_FOLDER));
            case MEMORY -> EmbeddedVerdictCache.inMemory();
            case DYNAMODB -> stores.dynamoDbVerdictCache();
        };
    }
}
