package dev.lazygraph.api.problem;

import io.quarkus.runtime.annotations.RegisterForReflection;
import jakarta.ws.rs.core.Response;

/**
 * An RFC 9457 problem document, the body of every error response.
 *
 * @param type relative URI naming the kind of problem (stable, for clients to switch on)
 */
@RegisterForReflection
public record Problem(String type, String title, int status, String detail) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public static Response invalidRequest(String detail) {
        return response("/problems/invalid-request", "Invalid request", Response.Status.BAD_REQUEST, detail);
    }

    public static Response unauthorized(String detail) {
        return Response.fromResponse(
                        response("/problems/unauthorized", "Unauthorized", Response.Status.UNAUTHORIZED, detail))
                .header("WWW-Authenticate", "Bearer")
                .build();
    }

    public static Response notFound(String type, String title, String detail) {
        return response(type, title, Response.Status.NOT_FOUND, detail);
    }

    public static Response response(String type, String title, Response.StatusType status, String detail) {
        return Response.status(status)
                .type(MEDIA_TYPE)
                .entity(new Problem(type, title, status.getStatusCode(), detail))
                .build();
    }
}
