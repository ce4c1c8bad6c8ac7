package dev.lazygraph.api.problem;

import dev.lazygraph.core.query.ConcurrentUpdateException;
import dev.lazygraph.core.query.UnknownCollectionException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;

/**
 * The problem document each failure of an API call is, whichever way the call came in (the REST mappers,
 * the MCP tools), so both answer the same failure alike.
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
            return Problem.of("/problems/concurrent-update", "Sources changed", Response.Status.SERVICE_UNAVAILABLE,
                    failure.getMessage());
        }
        if (failure instanceof IllegalArgumentException) {
            // The core reports bad input (empty or over-long question, invalid collection or key) this way.
            return Problem.invalidRequest(failure.getMessage());
        }
        // Anything else is our fault: log it, and tell the caller nothing internal.
        LOG.error("request failed", failure);
        return Problem.of("/problems/internal-error", "Internal error", Response.Status.INTERNAL_SERVER_ERROR,
                "the request failed; see the server log");
    }
}
