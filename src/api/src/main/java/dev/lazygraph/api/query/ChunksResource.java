package dev.lazygraph.api.query;

import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** The chunks citations point into, so a client can show a cited span in its context. */
@Path("/chunks")
@Produces(MediaType.APPLICATION_JSON)
public class ChunksResource {

    private final GraphStore store;
    private final LazygraphConfig config;

    @Inject
    public ChunksResource(GraphStore store, LazygraphConfig config) {
        this.store = store;
        this.config = config;
    }

    /**
     * One chunk by the {@code chunkId} of a citation (percent-encoded: it contains the document key, which may
     * contain '/', and '#'). A chunk id names a document revision: once the document is replaced or deleted,
     * its old chunks are gone (404), as its citations are.
     */
    @GET
    @Path("{id: .+}")
    public Response chunk(@PathParam("id") String id, @QueryParam("collection") String collection) {
        String in = Collections.requireValid(collection == null ? config.collection() : collection);
        IndexedChunk chunk = new GraphView(store, in).chunks(List.of(id)).get(id);
        if (chunk == null) {
            return Problem.notFound("/problems/unknown-chunk", "Unknown chunk", "no chunk '" + id
                    + "' in collection '" + in + "'; its document may have been replaced or deleted");
        }
        return Response.ok(ChunkView.of(chunk.chunk())).build();
    }
}
