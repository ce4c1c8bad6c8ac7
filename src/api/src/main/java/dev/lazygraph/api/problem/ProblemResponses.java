package dev.lazygraph.api.problem;

import jakarta.ws.rs.core.Response;

/** Problem documents as JAX-RS responses: the REST layer's side of {@link Problem}, which has no HTTP stack. */
public final class ProblemResponses {

    private ProblemResponses() {
    }

    public static Response of(Problem problem) {
        Response.ResponseBuilder response = Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem);
        if (problem.status() == Problem.SERVICE_UNAVAILABLE) {
            response.header("Retry-After", Problem.RETRY_AFTER_SECONDS);
        }
        return response.build();
    }

    /** A request without the API token, with {@code WWW-Authenticate: Bearer}. */
    public static Response unauthorized(String detail) {
        return Response.fromResponse(of(Problem.unauthenticated(detail))).header("WWW-Authenticate", "Bearer").build();
    }

    public static Response of(String type, String title, Response.StatusType status, String detail) {
        return of(Problem.of(type, title, status.getStatusCode(), detail));
    }
}
