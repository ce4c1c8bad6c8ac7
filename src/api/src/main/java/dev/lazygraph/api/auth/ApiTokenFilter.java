package dev.lazygraph.api.auth;

import dev.lazygraph.api.problem.ProblemResponses;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Identifies the caller of every REST resource ({@link RequestCaller}), refusing a request without a valid API
 * token when tokens are configured. Health and OpenAPI are not resources of this application and stay
 * reachable; the MCP endpoint has its own guard ({@code McpEndpointGuard}).
 */
public class ApiTokenFilter {

    private final RequestCaller callers;

    @Inject
    public ApiTokenFilter(RequestCaller callers) {
        this.callers = callers;
    }

    // Before routing: a request without a valid token learns nothing of the routes (no 404 or 405 comes first).
    @ServerRequestFilter(priority = Priorities.AUTHENTICATION, preMatching = true)
    public Response authenticate(RoutingContext context) {
        return callers.identify(context).map(ProblemResponses::unauthorized).orElse(null);
    }
}
