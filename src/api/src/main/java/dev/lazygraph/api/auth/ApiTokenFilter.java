package dev.lazygraph.api.auth;

import dev.lazygraph.api.problem.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Requires the API token ({@link ApiToken}) on every REST resource. Health and OpenAPI are not resources of
 * this application and stay reachable; the MCP endpoint has its own guard ({@code McpTokenGuard}).
 */
public class ApiTokenFilter {

    private final ApiToken token;

    @Inject
    public ApiTokenFilter(ApiToken token) {
        this.token = token;
    }

    @ServerRequestFilter(priority = Priorities.AUTHENTICATION)
    public Response authenticate(ContainerRequestContext request) {
        return token.refusal(request.getHeaderString(HttpHeaders.AUTHORIZATION),
                        request.getHeaderString(ApiToken.API_KEY_HEADER))
                .map(Problem::unauthorized)
                .orElse(null);
    }
}
