package dev.lazygraph.api.query;

import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.ConcurrentUpdateException;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.UnknownCollectionException;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import dev.lazygraph.service.logging.OperationLog;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Arrays;
import java.util.Locale;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

@Path("/query")
public class QueryResource {
    public static final String REQUEST_ID_HEADER = "X-Request-Id";

    private final QueryService queries;
    private final LazygraphConfig config;
    private final OperationLog operations;

    @Inject
    public QueryResource(QueryService queries, LazygraphConfig config, OperationLog operations) {
        this.queries = queries;
        this.config = config;
        this.operations = operations;
    }

    /**
     * Answers a question from one collection, with citations and what it cost.
     *
     * @param requestId names the request in the operations log: the stack's API sets it to API Gateway's own
     *                  request id, the one its access log shows
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Answer ask(QueryBody body, @HeaderParam(REQUEST_ID_HEADER) String requestId) {
        long start = System.nanoTime();
        String collection = null;
        Answer answer = null;
        String outcome = "failed";
        try {
            if (body == null || body.question() == null) {
                throw new IllegalArgumentException("'question' is required");
            }
            collection = Collections.requireValid(body.collection() == null ? config.collection() : body.collection());
            answer = queries.ask(new QueryRequest(collection, body.question(), route(body.route()), body.topK(),
                    body.relevanceBudget(), body.tokenBudget(), Boolean.TRUE.equals(body.graph())));
            outcome = "ok";
            return answer;
        } catch (RuntimeException e) {
            outcome = e.getClass().getSimpleName();
            throw e;
        } finally {
            operations.query(requestId, collection, body == null ? null : body.question(), outcome,
                    answer == null ? 0 : answer.cost().inputTokens(), answer == null ? 0 : answer.cost().outputTokens(),
                    System.nanoTime() - start);
        }
    }

    @ServerExceptionMapper
    public Response unknownCollection(UnknownCollectionException e) {
        return Problem.notFound("/problems/unknown-collection", "Unknown collection", e.getMessage());
    }

    /** The sources kept changing while the answer was built; a retry succeeds once writes settle. */
    @ServerExceptionMapper
    public Response concurrentUpdate(ConcurrentUpdateException e) {
        return Response.fromResponse(Problem.response("/problems/concurrent-update", "Sources changed",
                        Response.Status.SERVICE_UNAVAILABLE, e.getMessage()))
                .header("Retry-After", "1")
                .build();
    }

    static Route route(String name) {
        if (name == null) {
            return null;
        }
        try {
            return Route.valueOf(name.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'route' must be one of "
                    + Arrays.toString(Route.values()).toLowerCase(Locale.ROOT) + ": " + name);
        }
    }
}
