package dev.lazygraph.api.query;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.api.openapi.ApiContract;
import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.api.problem.ProblemException;
import dev.lazygraph.api.auth.RequestCaller;
import dev.lazygraph.api.collection.RequestedCollection;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.graph.GraphView;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The chunks citations point into, so a client can show a cited span in its context. */
@Path("/chunks")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = ApiContract.QUERY_TAG)
@APIResponse(responseCode = "400", ref = ApiContract.BAD_REQUEST)
@APIResponse(responseCode = "401", ref = ApiContract.UNAUTHORIZED)
@APIResponse(responseCode = "500", ref = ApiContract.INTERNAL_ERROR)
public class ChunksResource {

    private final GraphStore store;
    private final RequestedCollection collections;
    private final RequestCaller callers;

    @Inject
    public ChunksResource(GraphStore store, RequestedCollection collections, RequestCaller callers) {
        this.store = store;
        this.collections = collections;
        this.callers = callers;
    }

    /**
     * One chunk by the {@code chunkId} of a citation (percent-encoded: it contains the document key, which may
     * contain '/', and '#'). A chunk id names a document revision: once the document is replaced or deleted,
     * its old chunks are gone (404), as its citations are. A chunk of a document the caller may not read is
     * answered exactly as one that does not exist.
     */
    @GET
    @Path("{id: .+}")
    @Operation(operationId = "getChunk", summary = "Get the chunk a citation points into",
            description = "A chunk id names a document revision: once the document is replaced or deleted, its"
                    + " old chunks are gone (404), as its citations are.")
    @APIResponse(responseCode = "200", description = "The chunk.")
    @APIResponse(responseCode = "404", ref = ApiContract.NOT_FOUND)
    public ChunkView chunk(
            @Parameter(description = "The chunkId of a citation, percent-encoded (it contains the document key"
                    + " and '#').") @PathParam("id") String id,
            @Parameter(description = "The collection; the configured default when absent.")
            @QueryParam("collection") String collection) {
        String in = collections.or(collection);
        IndexedChunk chunk = new GraphView(store, in, ReadScope.of(callers.get())).chunks(List.of(id)).get(id);
        if (chunk == null) {
            throw new ProblemException(Problem.notFound("/problems/unknown-chunk", "Unknown chunk", "no chunk '"
                    + id + "' in collection '" + in + "'; its document may have been replaced or deleted"));
        }
        return ChunkView.of(chunk.chunk());
    }
}
