package dev.lazygraph.api.auth;

import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * The configured shared token ({@code lazygraph.auth.token}), presented as {@code Authorization: Bearer <token>}
 * or {@code X-Api-Key: <token>}: one rule for the REST resources and the MCP endpoint. Without a configured
 * token every request is let in.
 */
@Singleton
public class ApiToken {

    public static final String API_KEY_HEADER = "X-Api-Key";
    private static final String BEARER = "Bearer ";

    private final Optional<byte[]> expected;

    @Inject
    public ApiToken(LazygraphConfig config) {
        this.expected = config.auth().token()
                .filter(token -> !token.isBlank())
                .map(token -> token.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Why a request with these headers (each {@code null} when absent) is refused, or empty when it is let in.
     */
    public Optional<String> refusal(String authorization, String apiKey) {
        if (expected.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> presented = presented(authorization, apiKey);
        if (presented.isEmpty()) {
            return Optional.of("send the API token as 'Authorization: Bearer <token>' or '" + API_KEY_HEADER
                    + ": <token>'");
        }
        // Constant-time comparison: response timing must not reveal how much of a guess was right.
        if (!MessageDigest.isEqual(expected.get(), presented.get().getBytes(StandardCharsets.UTF_8))) {
            return Optional.of("invalid API token");
        }
        return Optional.empty();
    }

    private static Optional<String> presented(String authorization, String apiKey) {
        if (authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return Optional.of(authorization.substring(BEARER.length()).strip());
        }
        return Optional.ofNullable(apiKey).map(String::strip);
    }
}
