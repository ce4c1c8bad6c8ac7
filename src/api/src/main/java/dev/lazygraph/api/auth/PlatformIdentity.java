package dev.lazygraph.api.auth;

import dev.lazygraph.core.access.Caller;
import io.vertx.core.http.HttpServerRequest;
import java.util.Optional;

/**
 * Who the platform in front of the API has already authenticated: on AWS, the HTTP API's JWT or IAM
 * authorizer (the query function provides it). Locally there is none ({@link NoPlatformIdentity}) and callers
 * are known by their API token.
 */
public interface PlatformIdentity {

    /** The authenticated caller of {@code request}, or empty when the platform authenticated none. */
    Optional<Caller> caller(HttpServerRequest request);
}
