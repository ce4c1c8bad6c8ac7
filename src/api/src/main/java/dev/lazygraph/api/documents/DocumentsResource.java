package dev.lazygraph.api.documents;

import dev.lazygraph.api.openapi.ApiContract;
import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.api.problem.ProblemException;
import dev.lazygraph.api.auth.RequestCaller;
import dev.lazygraph.api.collection.RequestedCollection;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/documents")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = ApiContract.DOCUMENTS_TAG)
@APIResponse(responseCode = "400", ref = ApiContract.BAD_REQUEST)
@APIResponse(responseCode = "401", ref = ApiContract.UNAUTHORIZED)
@APIResponse(responseCode = "500", ref = ApiContract.INTERNAL_ERROR)
public class DocumentsResource {

    /** 422, which JAX-RS's status enum predates. */
    private static final int UNPROCESSABLE_CONTENT = 422;
    private static final String COLLECTION = "The collection; the configured default when absent.";
    // Both write rules refuse with these words: which one refused is not said, nor the key, so a refusal tells
    // nothing of a document the caller may not read beyond what the status must (the key is not free to it).
    private static final String WRITE_REFUSED = "you may not store this document: a caller may give a document"
            + " only groups it is in itself, and may replace only a document it may read";

    private final IngestService ingest;
    private final GraphStore store;
    private final RequestedCollection collections;
    private final RequestCaller callers;

    @Inject
    public DocumentsResource(IngestService ingest, GraphStore store, RequestedCollection collections,
                             RequestCaller callers) {
        this.ingest = ingest;
        this.store = store;
        this.collections = collections;
        this.callers = callers;
    }

    /**
     * Stores a document, replacing an earlier revision with the same key: 201 when new, 200 when replaced or
     * unchanged, 422 when its content cannot be ingested (nothing is stored then).
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "putDocument", summary = "Store a document, replacing its earlier revision",
            description = "The key's extension (.txt, .md, .html) selects the parser. 201 when new, 200 when"
                    + " replaced or unchanged; a document that cannot be ingested is refused (422) and nothing is"
                    + " stored. groups say who may read it (the caller must be in each of them), tags what filters"
                    + " select it by; new groups or tags are a new revision.")
    @APIResponse(responseCode = "201", description = "Stored as a new document.",
            content = @Content(schema = @Schema(implementation = IngestOutcomeView.class)))
    @APIResponse(responseCode = "200", description = "Replaced an earlier revision, or found unchanged.",
            content = @Content(schema = @Schema(implementation = IngestOutcomeView.class)))
    @APIResponse(responseCode = "403", ref = ApiContract.FORBIDDEN)
    @APIResponse(responseCode = "413", ref = ApiContract.TOO_LARGE)
    @APIResponse(responseCode = "422", ref = ApiContract.UNPROCESSABLE)
    public Response put(DocumentBody body) {
        if (body == null || body.key() == null || body.text() == null) {
            throw new IllegalArgumentException("'key' and 'text' are required");
        }
        DocumentMetadata metadata = DocumentMetadata.of(body.groups() == null ? List.of() : body.groups(),
                body.tags() == null ? Map.of() : body.tags());
        return ingested(body.key(), body.collection(), body.text().getBytes(StandardCharsets.UTF_8), metadata);
    }

    /**
     * Stores a document sent as it is (a PDF, an Office file, any supported document; the format is read from
     * its content, the key's extension only for text), with the same answers as {@link #put}: its groups as
     * {@code group} parameters, its tags as {@code tag=name=value} parameters (each repeated as needed).
     */
    @POST
    @Consumes(MediaType.WILDCARD)
    public Response upload(@QueryParam("key") String key, @QueryParam("collection") String collection,
                           @QueryParam("group") List<String> groups, @QueryParam("tag") List<String> tags,
                           byte[] content) {
        if (key == null) {
            throw new IllegalArgumentException("query parameter 'key' is required with a document's bytes");
        }
        return ingested(key, collection, content == null ? new byte[0] : content,
                DocumentMetadata.of(groups == null ? List.of() : groups, tagParameters(tags)));
    }

    /** Tags given as {@code name=value} each. */
    private static Map<String, String> tagParameters(List<String> tags) {
        Map<String, String> parsed = new LinkedHashMap<>();
        for (String tag : tags == null ? List.<String>of() : tags) {
            int equals = tag.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("query parameter 'tag' is name=value, not '"
                        + DisplaySafe.escape(tag) + "'");
            }
            parsed.put(tag.substring(0, equals), tag.substring(equals + 1));
        }
        return parsed;
    }

    private Response ingested(String key, String collection, byte[] content, DocumentMetadata metadata) {
        DocumentId id = new DocumentId(collections.or(collection), key);
        Caller caller = callers.get();
        if (!caller.mayGive(metadata.groups())
                || store.document(id).filter(stored -> !caller.mayRead(stored.metadata().groups())).isPresent()) {
            throw new ProblemException(Problem.of("/problems/forbidden", "Forbidden", Problem.FORBIDDEN,
                    WRITE_REFUSED));
        }
        IngestOutcome outcome = ingest.ingest(new SourceDocument(id, null, content, metadata));
        return switch (outcome.status()) {
            case CREATED -> Response.status(Response.Status.CREATED).entity(IngestOutcomeView.of(outcome)).build();
            case REPLACED, UNCHANGED -> Response.ok(IngestOutcomeView.of(outcome)).build();
            case REJECTED -> throw new ProblemException(Problem.of("/problems/document-rejected",
                    "Document rejected", UNPROCESSABLE_CONTENT, outcome.reason()));
        };
    }

    /** Removes a document; its id may contain '/', like the S3 key or path it came from. */
    @DELETE
    @Path("{key: .+}")
    @Operation(operationId = "deleteDocument", summary = "Delete a document",
            description = "Removes the document, its counts and every summary built from it. A document the caller"
                    + " may not read is not found.")
    @APIResponse(responseCode = "204", description = "Deleted.")
    @APIResponse(responseCode = "404", ref = ApiContract.NOT_FOUND)
    public void delete(@Parameter(description = "The document's key; it may contain '/'.") @PathParam("key") String key,
                       @Parameter(description = COLLECTION) @QueryParam("collection") String collection) {
        DocumentId id = new DocumentId(collections.or(collection), key);
        // A document the caller may not read is answered as one that is not there.
        boolean readable = store.document(id).filter(d -> callers.get().mayRead(d.metadata().groups())).isPresent();
        if (!readable || !ingest.delete(id)) {
            throw new ProblemException(Problem.notFound("/problems/unknown-document", "Unknown document",
                    "no document '" + key + "' in collection '" + id.collection() + "'"));
        }
    }

    /**
     * A page of the collection's documents, with how many match in all: those whose key contains
     * {@code keyContains} (ignoring case), sorted by {@code sort} (key, title, chunks or words; '-' first for
     * the reverse), {@code limit} of them after the first {@code offset}.
     */
    @GET
    @Operation(operationId = "listDocuments", summary = "List the documents of a collection, a page at a time",
            description = "The documents the caller may read whose key contains keyContains (ignoring case), sorted"
                    + " by key, title, chunks or words ('-' first for the reverse), limit of them after the first"
                    + " offset, with the total.")
    @APIResponse(responseCode = "200", description = "A page of the documents and how many match in all.")
    @APIResponse(responseCode = "400", ref = ApiContract.BAD_REQUEST)
    public DocumentPage list(@Parameter(description = COLLECTION) @QueryParam("collection") String collection,
                             @Parameter(description = "Only keys containing this, ignoring case.")
                             @QueryParam("keyContains") String keyContains,
                             @Parameter(description = "key, title, chunks or words; a leading '-' reverses.")
                             @QueryParam("sort") String sort,
                             @Parameter(description = "Documents to skip (default 0).") @QueryParam("offset") String offset,
                             @Parameter(description = "Documents in the page, 1 to 1,000 (default 100).")
                             @QueryParam("limit") String limit) {
        Caller caller = callers.get();
        List<DocumentView> all = store.documents(collections.or(collection)).stream()
                .filter(d -> caller.mayRead(d.metadata().groups())).map(DocumentView::of).toList();
        return DocumentPage.of(all, keyContains, sort, offset, limit);
    }
}
