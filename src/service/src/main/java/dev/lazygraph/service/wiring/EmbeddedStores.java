package dev.lazygraph.service.wiring;

import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;

/**
 * The persisted one-machine store ({@code lazygraph.store=embedded}), supplied by the application that carries
 * it as a bean: the local app does (lazygraph-embedded, on SQLite), the Lambda functions do not, so their
 * builds hold no embedded database at all.
 */
public interface EmbeddedStores {

    GraphStore graphStore();

    SummaryCache summaryCache();

    VerdictCache verdictCache();
}
