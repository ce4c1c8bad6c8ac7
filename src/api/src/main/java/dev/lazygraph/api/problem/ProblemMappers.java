package dev.lazygraph.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Turns every failure of an API call into a problem document with the right status. */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    /** Malformed JSON or a field of the wrong type. */
    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e) {
        return Problem.invalidRequest("request body is not valid JSON for this endpoint: " + e.getOriginalMessage());
    }

    /** The core reports bad input (empty or over-long question, invalid collection or key) this way. */
    @ServerExceptionMapper
    public Response invalidArgument(IllegalArgumentException e) {
        return Problem.invalidRequest(e.getMessage());
    }

    /** JAX-RS's own errors (unknown path, wrong method, unsupported media type...) keep their status. */
    @ServerExceptionMapper
    public Response http(WebApplicationException e) {
        Response.StatusType status = e.getResponse().getStatusInfo();
        if (e.getCause() instanceof JsonProcessingException json) {
            return malformedJson(json);
        }
        return Problem.response("/problems/http-" + status.getStatusCode(), status.getReasonPhrase(), status,
                e.getMessage());
    }

    /** Anything else is our fault: log it, and tell the caller nothing internal. */
    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        LOG.error("request failed", e);
        return Problem.response("/problems/internal-error", "Internal error",
                Response.Status.INTERNAL_SERVER_ERROR, "the request failed; see the server log");
    }
}
