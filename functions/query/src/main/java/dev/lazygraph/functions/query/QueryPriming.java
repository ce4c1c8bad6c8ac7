package dev.lazygraph.functions.query;

import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.UnknownCollectionException;
import dev.lazygraph.service.snapstart.SnapStartPriming;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

/**
 * Readies the query function before its first request. At init (Lambda's init phase, which SnapStart
 * snapshots) it builds the query service and reads a question, which loads the OpenNLP models; before a
 * SnapStart snapshot it also runs a whole query on a collection that holds nothing, so the snapshot holds the
 * request path's classes and the DynamoDB client's as well. The local server shares the service but not this
 * class.
 */
@Startup
@Singleton
class QueryPriming extends SnapStartPriming {
    /** Nothing is ever stored here: the warm-up query reads the collection's totals and stops. */
    static final String COLLECTION = "lazygraph-priming";
    static final String QUESTION = "Who designed the SeaGlass underwater camera in Aberdeen?";
    private static final Logger LOG = Logger.getLogger(QueryPriming.class);

    private final QueryService queries;
    private boolean reachedTheStore;

    @Inject
    QueryPriming(QueryService queries, TextAnalyzer analyzer) {
        this.queries = queries;
        analyzer.conceptMentions(QUESTION);
    }

    /** One query through the real service and store; a failure is logged, never thrown. */
    @Override
    protected void warmUp() {
        try {
            queries.ask(new QueryRequest(COLLECTION, QUESTION, null, null, null, null));
            reachedTheStore = false;
        } catch (UnknownCollectionException expected) {
            reachedTheStore = true; // the collection is empty by design: the path up to the store's read ran
        } catch (RuntimeException e) {
            reachedTheStore = false;
            LOG.warnf("the SnapStart warm-up query failed (%s); the function starts without it", e.toString());
        }
    }

    /** Whether the last warm-up reached the store's read of its empty collection. */
    boolean reachedTheStore() {
        return reachedTheStore;
    }
}
