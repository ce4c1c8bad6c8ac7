package dev.lazygraph.api.auth;

import dev.lazygraph.core.access.Caller;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The configured API tokens, presented as {@code Authorization: Bearer <token>} or {@code X-Api-Key: <token>}:
 * the shared {@code lazygraph.auth.token} and each named caller's ({@code lazygraph.auth.callers.<name>.token}),
 * each standing for a caller in its configured groups. One rule for the REST resources and the MCP endpoint.
 * Without a configured token every request is let in, as a caller without identity.
 */
@Singleton
public class ApiToken {

    public static final String API_KEY_HEADER = "X-Api-Key";
    private static final String BEARER = "Bearer ";

    private record Token(byte[] secret, Caller caller) {
    }

    private final List<Token> tokens = new ArrayList<>();

    @Inject
    public ApiToken(LazygraphConfig config) {
        LazygraphConfig.Auth auth = config.auth();
        auth.token().filter(token -> !token.isBlank()).ifPresent(token ->
                tokens.add(new Token(bytes(token), CallerGroups.configured(auth.groups().orElse(List.of())))));
        auth.callers().forEach((name, caller) -> {
            if (caller.token().isBlank()) {
                throw new IllegalArgumentException("lazygraph.auth.callers." + name + ".token must not be blank");
            }
            tokens.add(new Token(bytes(caller.token()), CallerGroups.configured(caller.groups().orElse(List.of()))));
        });
    }

    /** Whether any token is configured: then every request needs one. */
    public boolean required() {
        return !tokens.isEmpty();
    }

    /**
     * The caller these headers (each {@code null} when absent) name: with no token configured, a caller without
     * identity; else the one whose token they present, or why they are refused.
     */
    public Identification identify(String authorization, String apiKey) {
        if (tokens.isEmpty()) {
            return Identification.of(Caller.ANONYMOUS);
        }
        Optional<String> presented = presented(authorization, apiKey);
        if (presented.isEmpty()) {
            return Identification.refused("send the API token as 'Authorization: Bearer <token>' or '" + API_KEY_HEADER
                    + ": <token>'");
        }
        byte[] given = bytes(presented.get());
        Caller found = null;
        // Every token is compared, in constant time: response timing must reveal neither how much of a guess was
        // right nor which token it was close to.
        for (Token token : tokens) {
            if (MessageDigest.isEqual(token.secret(), given) && found == null) {
                found = token.caller();
            }
        }
        return found == null ? Identification.refused("invalid API token") : Identification.of(found);
    }

    /** A caller, or why the request is refused (exactly one is set). */
    public record Identification(Caller caller, String refusal) {
        static Identification of(Caller caller) {
            return new Identification(caller, null);
        }

        static Identification refused(String reason) {
            return new Identification(null, reason);
        }
    }

    private static byte[] bytes(String token) {
        return token.getBytes(StandardCharsets.UTF_8);
    }

    private static Optional<String> presented(String authorization, String apiKey) {
        if (authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return Optional.of(authorization.substring(BEARER.length()).strip());
        }
        return Optional.ofNullable(apiKey).map(String::strip);
    }
}
