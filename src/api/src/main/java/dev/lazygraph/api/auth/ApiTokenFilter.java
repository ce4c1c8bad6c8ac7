package dev.lazygraph.api.auth;

import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Requires the configured shared token ({@code lazygraph.auth.token}) on every API resource, as
 * {@code Authorization: Bearer <token>} or {@code X-Api-Key: <token>}. Without a configured token the API is
 * open. Health and OpenAPI are not resources of this application and stay reachable.
 */
public class ApiTokenFilter {

    static final String API_KEY_HEADER = "X-Api-Key";
    private static final String BEARER = "Bearer ";

    private final Optional<byte[]> expected;

    @Inject
    public ApiTokenFilter(LazygraphConfig config) {
        this.expected = config.auth().token()
                .filter(token -> !token.isBlank())
                .map(token -> token.getBytes(StandardCharsets.UTF_8));
    }

    @ServerRequestFilter(priority = Priorities.AUTHENTICATION)
    public Response authenticate(ContainerRequestContext request) {
        if (expected.isEmpty()) {
            return null;
        }
        Optional<String> presented = presentedToken(request);
        if (presented.isEmpty()) {
            return Problem.unauthorized("send the API token as 'Authorization: Bearer <token>' or '"
                    + API_KEY_HEADER + ": <token>'");
        }
        // Constant-time comparison: response timing must not reveal how much of a guess was right.
        if (!MessageDigest.isEqual(expected.get(), presented.get().getBytes(StandardCharsets.UTF_8))) {
            return Problem.unauthorized("invalid API token");
        }
        return null;
    }

    private static Optional<String> presentedToken(ContainerRequestContext request) {
        String authorization = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return Optional.of(authorization.substring(BEARER.length()).strip());
        }
        return Optional.ofNullable(request.getHeaderString(API_KEY_HEADER)).map(String::strip);
    }
}
