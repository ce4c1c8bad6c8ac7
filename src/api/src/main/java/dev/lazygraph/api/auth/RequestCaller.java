package dev.lazygraph.api.auth;

import dev.lazygraph.core.access.Caller;
import io.quarkus.arc.Arc;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The caller of the request being served. Identified once per HTTP request, by the REST filter or the MCP
 * route's guard, from what the platform authenticated ({@link PlatformIdentity}) or else the API token
 * ({@link ApiToken}), and kept on the request's routing context, which REST resources and MCP tools (run
 * for that request) both see. A request nobody identified reads as a caller without identity: never more.
 */
@Singleton
public class RequestCaller {
    private static final String KEY = RequestCaller.class.getName();

    private final CurrentVertxRequest current;
    private final PlatformIdentity platform;
    private final ApiToken tokens;

    @Inject
    public RequestCaller(CurrentVertxRequest current, PlatformIdentity platform, ApiToken tokens) {
        this.current = current;
        this.platform = platform;
        this.tokens = tokens;
    }

    /**
     * Identifies the caller of {@code context} and remembers it there.
     *
     * @return why the request is refused, or empty when it is let in
     */
    public Optional<String> identify(RoutingContext context) {
        HttpServerRequest request = context.request();
        Optional<Caller> authenticated = platform.caller(request);
        ApiToken.Identification identification = authenticated.map(c -> new ApiToken.Identification(c, null))
                .orElseGet(() -> tokens.identify(request.getHeader("Authorization"),
                        request.getHeader(ApiToken.API_KEY_HEADER)));
        if (identification.refusal() != null) {
            return Optional.of(identification.refusal());
        }
        context.put(KEY, identification.caller());
        return Optional.empty();
    }

    /** The caller of the request being served; outside a request, or before one is identified, none. */
    public Caller get() {
        if (!Arc.container().requestContext().isActive()) {
            return Caller.ANONYMOUS;
        }
        RoutingContext context = current.getCurrent();
        Caller caller = context == null ? null : context.get(KEY);
        return caller == null ? Caller.ANONYMOUS : caller;
    }
}
