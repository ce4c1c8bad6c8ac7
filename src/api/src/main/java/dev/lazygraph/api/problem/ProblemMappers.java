package dev.lazygraph.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Turns every failure of an API call into a problem document with the right status. */
public class ProblemMappers {

    /** Malformed JSON or a field of the wrong type. */
    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e) {
        return ProblemResponses.of(Failures.problemOf(e));
    }

    /**
     * A field of the wrong type ({@code "text": {}}, {@code "topK": "abc"}). Jackson's own mapper for this
     * exception would answer with an empty body; this one is more specific than {@link #malformedJson}.
     */
    @ServerExceptionMapper
    public Response wrongType(MismatchedInputException e) {
        return ProblemResponses.of(Failures.problemOf(e));
    }

    /** JAX-RS's own errors (unknown path, wrong method, unsupported media type...) keep their status. */
    @ServerExceptionMapper
    public Response http(WebApplicationException e) {
        Response.StatusType status = e.getResponse().getStatusInfo();
        if (e.getCause() instanceof JsonProcessingException json) {
            return malformedJson(json);
        }
        return ProblemResponses.of("/problems/http-" + status.getStatusCode(), status.getReasonPhrase(), status,
                e.getMessage());
    }

    /** Bad input, unknown collections or chunks, sources that kept changing, and our own faults. */
    @ServerExceptionMapper
    public Response failure(RuntimeException e) {
        return ProblemResponses.of(Failures.problemOf(e));
    }
}
