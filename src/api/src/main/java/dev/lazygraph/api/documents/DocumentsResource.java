package dev.lazygraph.api.documents;

import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;

@Path("/documents")
@Produces(MediaType.APPLICATION_JSON)
public class DocumentsResource {

    private final IngestService ingest;
    private final GraphStore store;
    private final LazygraphConfig config;

    @Inject
    public DocumentsResource(IngestService ingest, GraphStore store, LazygraphConfig config) {
        this.ingest = ingest;
        this.store = store;
        this.config = config;
    }

    /**
     * Stores a document, replacing an earlier revision with the same key: 201 when new, 200 when replaced or
     * unchanged, 422 when its content cannot be ingested (nothing is stored then).
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response put(DocumentBody body) {
        if (body == null || body.key() == null || body.text() == null) {
            throw new IllegalArgumentException("'key' and 'text' are required");
        }
        return ingested(body.key(), body.collection(), body.text().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Stores a document sent as it is (a PDF, an Office file, any supported document; the format is read from
     * its content, the key's extension only for text), with the same answers as {@link #put}.
     */
    @POST
    @Consumes(MediaType.WILDCARD)
    public Response upload(@QueryParam("key") String key, @QueryParam("collection") String collection,
                           byte[] content) {
        if (key == null) {
            throw new IllegalArgumentException("query parameter 'key' is required with a document's bytes");
        }
        return ingested(key, collection, content == null ? new byte[0] : content);
    }

    private Response ingested(String key, String collection, byte[] content) {
        DocumentId id = new DocumentId(collection(collection), key);
        IngestOutcome outcome = ingest.ingest(new SourceDocument(id, null, content));
        return switch (outcome.status()) {
            case CREATED -> Response.status(Response.Status.CREATED).entity(outcome).build();
            case REPLACED, UNCHANGED -> Response.ok(outcome).build();
            case REJECTED -> Problem.response("/problems/document-rejected", "Document rejected",
                    new UnprocessableContent(), outcome.reason());
        };
    }

    /** Removes a document; its id may contain '/', like the S3 key or path it came from. */
    @DELETE
    @Path("{key: .+}")
    public Response delete(@PathParam("key") String key, @QueryParam("collection") String collection) {
        DocumentId id = new DocumentId(collection(collection), key);
        if (!ingest.delete(id)) {
            return Problem.notFound("/problems/unknown-document", "Unknown document",
                    "no document '" + key + "' in collection '" + id.collection() + "'");
        }
        return Response.noContent().build();
    }

    @GET
    public List<DocumentView> list(@QueryParam("collection") String collection) {
        return store.documents(collection(collection)).stream()
                .map(DocumentView::of)
                .sorted(Comparator.comparing(DocumentView::key))
                .toList();
    }

    private String collection(String requested) {
        return Collections.requireValid(requested == null ? config.collection() : requested);
    }

    /** 422: JAX-RS's status enum predates it. */
    private static final class UnprocessableContent implements Response.StatusType {
        @Override
        public int getStatusCode() {
            return 422;
        }

        @Override
        public Response.Status.Family getFamily() {
            return Response.Status.Family.CLIENT_ERROR;
        }

        @Override
        public String getReasonPhrase() {
            return "Unprocessable Content";
        }
    }
}
