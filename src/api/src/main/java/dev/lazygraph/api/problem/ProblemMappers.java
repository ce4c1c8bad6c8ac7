package dev.lazygraph.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.Collection;
import java.util.stream.Collectors;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Turns every failure of an API call into a problem document with the right status. */
public class ProblemMappers {

    /** Malformed JSON or a field of the wrong type. */
    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e) {
        return Problem.invalidRequest("request body is not valid JSON for this endpoint: " + e.getOriginalMessage())
                .toResponse();
    }

    /**
     * A field of the wrong type ({@code "text": {}}, {@code "topK": "abc"}). Jackson's own mapper for this
     * exception would answer with an empty body; this one is more specific than {@link #malformedJson}.
     */
    @ServerExceptionMapper
    public Response wrongType(MismatchedInputException e) {
        String field = e.getPath().stream()
                .map(reference -> reference.getFieldName() != null ? reference.getFieldName()
                        : "[" + reference.getIndex() + "]")
                .collect(Collectors.joining("."));
        String expected = e.getTargetType() == null ? "another type" : jsonType(e.getTargetType());
        return Problem.invalidRequest(field.isEmpty()
                ? "request body must be a JSON object"
                : "field '" + field + "' must be " + expected).toResponse();
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

    /** How a Java field type is written in JSON, for a message the caller can act on. */
    private static String jsonType(Class<?> type) {
        if (type == String.class) {
            return "a string";
        }
        if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != boolean.class)) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        return "an object";
    }

    /** Bad input, unknown collections or chunks, sources that kept changing, and our own faults. */
    @ServerExceptionMapper
    public Response failure(RuntimeException e) {
        Problem problem = Failures.problemOf(e);
        Response response = problem.toResponse();
        if (problem.status() == Response.Status.SERVICE_UNAVAILABLE.getStatusCode()) {
            return Response.fromResponse(response).header("Retry-After", "1").build();
        }
        return response;
    }
}
