package dev.lazygraph.api.mcp;

import dev.lazygraph.api.auth.RequestCaller;
import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.api.problem.ProblemDocuments;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The MCP endpoint is a Vert.x route of quarkus-mcp-server, not a REST resource, so the REST layer's token
 * filter and problem mappers do not see it: this route, ahead of it, identifies the caller as the REST filter
 * does ({@link RequestCaller}: the same token, 401 with a problem document; the same groups) and turns the endpoint's own refusals (a wrong Accept header, an unknown
 * session) into problem documents.
 */
@ApplicationScoped
public class McpEndpointGuard {

    /** After the body limit (-3) and Quarkus' upload limit (-2), before the MCP routes. */
    private static final int ORDER = -1;

    private final RequestCaller callers;
    private final ProblemDocuments problems;
    private final String path;

    @Inject
    public McpEndpointGuard(RequestCaller callers, ProblemDocuments problems,
                            @ConfigProperty(name = "quarkus.mcp.server.http.root-path", defaultValue = "/mcp")
                            String path) {
        this.callers = callers;
        this.problems = problems;
        this.path = path;
    }

    void install(@Observes Router router) {
        router.routeWithRegex(Pattern.quote(path) + "(/.*)?").order(ORDER)
                .handler(this::authenticate)
                .failureHandler(this::failed);
    }

    private void authenticate(RoutingContext context) {
        Optional<String> refusal = callers.identify(context);
        if (refusal.isPresent()) {
            context.response().putHeader("WWW-Authenticate", "Bearer");
            problems.send(context, Problem.unauthenticated(refusal.get()));
        } else {
            context.next();
        }
    }

    private void failed(RoutingContext context) {
        if (context.response().headWritten()) {
            context.next();
            return;
        }
        Response.Status status = Optional.ofNullable(Response.Status.fromStatusCode(context.statusCode()))
                .orElse(Response.Status.INTERNAL_SERVER_ERROR);
        problems.send(context, Problem.of("/problems/mcp-" + status.getStatusCode(), status.getReasonPhrase(),
                status.getStatusCode(), detail(context.request(), status)));
    }

    private String detail(HttpServerRequest request, Response.Status status) {
        return switch (status) {
            case BAD_REQUEST -> "an MCP request is a JSON-RPC message sent with 'Accept: application/json,"
                    + " text/event-stream'";
            case NOT_FOUND -> request.getHeader("Mcp-Session-Id") == null
                    ? "no MCP endpoint here; it is " + path
                    : "unknown or expired MCP session; send a new initialize request without Mcp-Session-Id";
            default -> "the MCP request failed; see the server log";
        };
    }
}
