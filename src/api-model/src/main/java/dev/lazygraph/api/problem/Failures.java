package dev.lazygraph.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.lazygraph.core.query.ConcurrentUpdateException;
import dev.lazygraph.core.query.UnknownCollectionException;
import java.util.Collection;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * The problem document each failure of an API call is, whichever way the call came in (the REST mappers,
 * the MCP tools, the question function), so all answer the same failure alike.
 */
public final class Failures {

    private static final Logger LOG = Logger.getLogger(Failures.class);

    private Failures() {
    }

    public static Problem problemOf(RuntimeException failure) {
        if (failure instanceof ProblemException known) {
            return known.problem();
        }
        if (failure instanceof UnknownCollectionException) {
            return Problem.notFound("/problems/unknown-collection", "Unknown collection", failure.getMessage());
        }
        if (failure instanceof ConcurrentUpdateException) {
            // The sources kept changing while the answer was built; a retry succeeds once writes settle.
            return Problem.of("/problems/concurrent-update", "Sources changed", Problem.SERVICE_UNAVAILABLE,
                    failure.getMessage());
        }
        if (failure instanceof IllegalArgumentException) {
            // The core reports bad input (empty or over-long question, invalid collection or key) this way.
            return Problem.invalidRequest(failure.getMessage());
        }
        // Anything else is our fault: log it, and tell the caller nothing internal.
        LOG.error("request failed", failure);
        return Problem.of("/problems/internal-error", "Internal error", Problem.INTERNAL_SERVER_ERROR,
                "the request failed; see the server log");
    }

    /**
     * A request body that is no JSON for the endpoint: a field of the wrong type ({@code "text": {}},
     * {@code "topK": "abc"}) is named with the type it must have; anything else is malformed JSON.
     */
    public static Problem problemOf(JsonProcessingException failure) {
        if (!(failure instanceof MismatchedInputException mismatch)) {
            return Problem.invalidRequest("request body is not valid JSON for this endpoint: "
                    + failure.getOriginalMessage());
        }
        String field = mismatch.getPath().stream()
                .map(reference -> reference.getFieldName() != null ? reference.getFieldName()
                        : "[" + reference.getIndex() + "]")
                .collect(Collectors.joining("."));
        String expected = mismatch.getTargetType() == null ? "another type" : jsonType(mismatch.getTargetType());
        return Problem.invalidRequest(field.isEmpty()
                ? "request body must be a JSON object"
                : "field '" + field + "' must be " + expected);
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
}
