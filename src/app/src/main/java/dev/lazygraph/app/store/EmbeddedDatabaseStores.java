package dev.lazygraph.app.store;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import dev.lazygraph.embedded.EmbeddedSummaryCache;
import dev.lazygraph.embedded.EmbeddedVerdictCache;
import dev.lazygraph.service.config.LazygraphConfig;
import dev.lazygraph.service.wiring.EmbeddedStores;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The app's embedded store: the graph store and both caches on one {@link EmbeddedDatabase} in the data
 * folder, opened when a command first needs one of them (so {@code --help} never opens it) and closed with
 * the application.
 */
@ApplicationScoped
public class EmbeddedDatabaseStores implements EmbeddedStores {

    private final LazygraphConfig config;
    private EmbeddedDatabase database;

    @Inject
    public EmbeddedDatabaseStores(LazygraphConfig config) {
        this.config = config;
    }

    @Override
    public GraphStore graphStore() {
        return new EmbeddedGraphStore(database());
    }

    @Override
    public SummaryCache summaryCache() {
        return new EmbeddedSummaryCache(database());
    }

    @Override
    public VerdictCache verdictCache() {
        return new EmbeddedVerdictCache(database());
    }

    private synchronized EmbeddedDatabase database() {
        if (database == null) {
            database = EmbeddedDatabase.open(config.dataDir());
        }
        return database;
    }

    @PreDestroy
    synchronized void close() {
        if (database != null) {
            database.close();
        }
    }
}
