package dev.lazygraph.api.problem;

import io.quarkus.runtime.annotations.RegisterForReflection;
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

    public static final int BAD_REQUEST = 400;
    public static final int UNAUTHORIZED = 401;
    public static final int FORBIDDEN = 403;
    public static final int NOT_FOUND = 404;
    public static final int INTERNAL_SERVER_ERROR = 500;
    public static final int SERVICE_UNAVAILABLE = 503;
    /** Sent with a 503 ({@link #SERVICE_UNAVAILABLE}): the sources that kept changing settle within a second. */
    public static final String RETRY_AFTER_SECONDS = "1";

    public static Problem invalidRequest(String detail) {
        return of("/problems/invalid-request", "Invalid request", BAD_REQUEST, detail);
    }

    public static Problem notFound(String type, String title, String detail) {
        return of(type, title, NOT_FOUND, detail);
    }

    public static Problem of(String type, String title, int status, String detail) {
        return new Problem(type, title, status, detail);
    }

    /** A request without the API token; its response carries {@code WWW-Authenticate: Bearer}. */
    public static Problem unauthenticated(String detail) {
        return of("/problems/unauthorized", "Unauthorized", UNAUTHORIZED, detail);
    }
}
