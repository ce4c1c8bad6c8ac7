package dev.lazygraph.api.query;

import dev.lazygraph.api.openapi.ApiContract;
import dev.lazygraph.api.auth.RequestCaller;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Retrieval alone: the ranked chunks for a question, with snippets, no LLM and no communities. */
@Path("/search")
@Tag(name = ApiContract.QUERY_TAG)
@APIResponse(responseCode = "400", ref = ApiContract.BAD_REQUEST)
@APIResponse(responseCode = "401", ref = ApiContract.UNAUTHORIZED)
@APIResponse(responseCode = "500", ref = ApiContract.INTERNAL_ERROR)
public class SearchResource {

    private final Questions questions;
    private final RequestCaller callers;

    @Inject
    public SearchResource(Questions questions, RequestCaller callers) {
        this.questions = questions;
        this.callers = callers;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "searchChunks", summary = "Find the chunks that best match a question",
            description = "The ranking alone (BM25 and the graph walk over concepts), best first, each chunk with"
                    + " its sentences covering most of the question. No LLM is called.")
    @RequestBody(required = true)
    @APIResponse(responseCode = "200", description = "The chunks, best first.")
    @APIResponse(responseCode = "404", ref = ApiContract.NOT_FOUND)
    @APIResponse(responseCode = "413", ref = ApiContract.TOO_LARGE)
    public SearchView search(SearchBody body) {
        return questions.search(body, callers.get());
    }
}
