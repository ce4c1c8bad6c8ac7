package dev.lazygraph.api.query;

import dev.lazygraph.api.openapi.ApiContract;
import dev.lazygraph.api.auth.RequestCaller;
import dev.lazygraph.api.collection.RequestedCollection;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.service.logging.OperationLog;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/query")
@Tag(name = ApiContract.QUERY_TAG)
@APIResponse(responseCode = "400", ref = ApiContract.BAD_REQUEST)
@APIResponse(responseCode = "401", ref = ApiContract.UNAUTHORIZED)
@APIResponse(responseCode = "500", ref = ApiContract.INTERNAL_ERROR)
public class QueryResource {
    public static final String REQUEST_ID_HEADER = "X-Request-Id";

    private final QueryService queries;
    private final RequestedCollection collections;
    private final RequestCaller callers;
    private final OperationLog operations;

    @Inject
    public QueryResource(QueryService queries, RequestedCollection collections, RequestCaller callers,
                         OperationLog operations) {
        this.queries = queries;
        this.collections = collections;
        this.callers = callers;
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
    @Operation(operationId = "askQuestion", summary = "Answer a question from one collection",
            description = "Ranks the collection's chunks for the question, relevance-tests and summarizes the"
                    + " communities the route needs within the budgets, and answers with [n] citations and the"
                    + " cost of every stage. Only the documents the caller may read (and the filter selects) are"
                    + " used, at every stage.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = QueryBody.class), examples = @ExampleObject(name = "lookup",
                    summary = "A lookup, the route chosen by the router",
                    value = ApiContract.QUERY_EXAMPLE)))
    @APIResponse(responseCode = "200", description = "The answer.", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = AnswerView.class),
            examples = @ExampleObject(name = "lookup", summary = "An extractive answer (no LLM configured)",
                    value = ApiContract.ANSWER_EXAMPLE)))
    @APIResponse(responseCode = "404", ref = ApiContract.NOT_FOUND)
    @APIResponse(responseCode = "413", ref = ApiContract.TOO_LARGE)
    @APIResponse(responseCode = "503", ref = ApiContract.SOURCES_CHANGED)
    public AnswerView ask(QueryBody body, @HeaderParam(REQUEST_ID_HEADER) String requestId) {
        long start = System.nanoTime();
        String collection = null;
        Answer answer = null;
        String outcome = "failed";
        try {
            if (body == null || body.question() == null) {
                throw new IllegalArgumentException("'question' is required");
            }
            collection = collections.or(body.collection());
            answer = queries.ask(new QueryRequest(collection, body.question(), route(body.route()), body.topK(),
                    body.relevanceBudget(), body.tokenBudget(), Boolean.TRUE.equals(body.graph()),
                    new ReadScope(callers.get(), FilterBody.of(body.filter()))));
            outcome = "ok";
            return AnswerView.of(answer);
        } catch (RuntimeException e) {
            outcome = e.getClass().getSimpleName();
            throw e;
        } finally {
            operations.query(requestId, collection, body == null ? null : body.question(), outcome,
                    answer == null ? 0 : answer.cost().inputTokens(), answer == null ? 0 : answer.cost().outputTokens(),
                    System.nanoTime() - start);
        }
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
