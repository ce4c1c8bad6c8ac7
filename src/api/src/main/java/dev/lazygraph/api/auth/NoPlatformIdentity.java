package dev.lazygraph.api.auth;

import dev.lazygraph.core.access.Caller;
import io.quarkus.arc.DefaultBean;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Singleton;
import java.util.Optional;

/** The local server's: nothing in front of it authenticates anyone. */
@Singleton
@DefaultBean
public class NoPlatformIdentity implements PlatformIdentity {
    @Override
    public Optional<Caller> caller(HttpServerRequest request) {
        return Optional.empty();
    }
}
