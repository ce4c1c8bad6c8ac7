package dev.lazygraph.api.problem;

import io.quarkus.runtime.annotations.RegisterForReflection;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An RFC 9457 problem document, the body of every error response (and the text of every failed MCP tool call).
 *
 * @param type relative URI naming the kind of problem (stable, for clients to switch on)
 */
@Schema(description = "An RFC 9457 problem document: the body of every error response.",
        requiredProperties = {"type", "title", "status", "detail"})
@RegisterForReflection
public record Problem(
        @Schema(description = "Names the kind of problem, stable for clients to switch on.",
                examples = "/problems/invalid-request") String type,
        @Schema(examples = "Invalid request") String title,
        @Schema(description = "The HTTP status code.", examples = "400") int status,
        @Schema(description = "What went wrong with this request, for a person to act on.",
                examples = "question must not be empty") String detail) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public static Problem invalidRequest(String detail) {
        return of("/problems/invalid-request", "Invalid request", Response.Status.BAD_REQUEST, detail);
    }

    public static Problem notFound(String type, String title, String detail) {
        return of(type, title, Response.Status.NOT_FOUND, detail);
    }

    public static Problem of(String type, String title, Response.StatusType status, String detail) {
        return new Problem(type, title, status.getStatusCode(), detail);
    }

    /** A request without the API token; its response carries {@code WWW-Authenticate: Bearer}. */
    public static Problem unauthenticated(String detail) {
        return of("/problems/unauthorized", "Unauthorized", Response.Status.UNAUTHORIZED, detail);
    }

    public static Response unauthorized(String detail) {
        return Response.fromResponse(unauthenticated(detail).toResponse()).header("WWW-Authenticate", "Bearer").build();
    }

    public static Response response(String type, String title, Response.StatusType status, String detail) {
        return of(type, title, status, detail).toResponse();
    }

    public Response toResponse() {
        return Response.status(status).type(MEDIA_TYPE).entity(this).build();
    }
}
