package dev.lazygraph.api.query;

import dev.lazygraph.api.openapi.ApiContract;
import dev.lazygraph.api.auth.RequestCaller;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
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

    private final Questions questions;
    private final RequestCaller callers;

    @Inject
    public QueryResource(Questions questions, RequestCaller callers) {
        this.questions = questions;
        this.callers = callers;
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
        return questions.ask(body, callers.get(), requestId);
    }
}
