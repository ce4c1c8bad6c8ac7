package dev.lazygraph.functions.query;

import dev.lazygraph.core.query.QueryService;
import io.quarkus.runtime.Startup;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Builds the query service, with the OpenNLP models that read questions, when the function starts: Lambda's
 * init (and, on java21, the SnapStart snapshot) then includes them, not the first request of every new
 * execution environment. The local server shares the service but not this class.
 */
@Startup
@Singleton
class QueryServiceAtInit {

    @Inject
    QueryServiceAtInit(QueryService queries) {
        // Asking for the service is the point: its producer builds it, and the analyzer with it, now.
    }
}
