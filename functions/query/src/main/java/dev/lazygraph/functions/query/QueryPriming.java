package dev.lazygraph.functions.query;

import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.UnknownCollectionException;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;
import org.jboss.logging.Logger;

/**
 * Readies the query function before its first request. At init (Lambda's init phase, which SnapStart
 * snapshots) it builds the query service and reads a question, which loads the OpenNLP models. Before a
 * SnapStart snapshot (CRaC's {@code beforeCheckpoint}, which the java21 runtime calls) it also runs a whole
 * query on a collection that holds nothing, so the snapshot holds the request path's classes and the DynamoDB
 * client's as well. Native and plain JVM functions take no snapshot and pay only the model loading at init.
 * The local server shares the service but not this class.
 */
@Startup
@Singleton
class QueryPriming implements Resource {
    /** Nothing is ever stored here: the warm-up query reads the collection's totals and stops. */
    static final String COLLECTION = "lazygraph-priming";
    static final String QUESTION = "Who designed the SeaGlass underwater camera in Aberdeen?";
    private static final Logger LOG = Logger.getLogger(QueryPriming.class);

    private final QueryService queries;

    @Inject
    QueryPriming(QueryService queries, TextAnalyzer analyzer) {
        this.queries = queries;
        analyzer.conceptMentions(QUESTION);
        // The global context keeps the resources it is given for the JVM's life.
        Core.getGlobalContext().register(this);
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        warmUp();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing to renew: the SDK's HTTP client opens new connections when the old ones are gone.
    }

    /**
     * One query through the real service and store; never fails the deployment.
     *
     * @return whether it reached the store (the collection is empty, so the service says it is unknown)
     */
    boolean warmUp() {
        try {
            queries.ask(new QueryRequest(COLLECTION, QUESTION, null, null, null, null));
            return false;
        } catch (UnknownCollectionException expected) {
            return true;
        } catch (RuntimeException e) {
            LOG.warnf("the SnapStart warm-up query failed (%s); the function starts without it", e.toString());
            return false;
        }
    }
}
