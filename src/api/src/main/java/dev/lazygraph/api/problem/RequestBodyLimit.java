package dev.lazygraph.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Answers a request body over {@code quarkus.http.limits.max-body-size} with a problem document naming the
 * limit. Quarkus enforces the same limit one step later (and in the REST layer for bodies sent in chunks),
 * but with an empty 413; this handler runs first and reads the body within the limit, failing with 413 as
 * soon as the declared length or the bytes received pass it.
 */
@ApplicationScoped
public class RequestBodyLimit {

    /** Before Quarkus' own limit check ({@code RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT}, -2). */
    private static final int ORDER = -3;
    static final String SETTING = "quarkus.http.limits.max-body-size";

    private final long limit;
    private final ObjectMapper json;

    public RequestBodyLimit(@ConfigProperty(name = SETTING, defaultValue = "10240K") MemorySize limit,
                            ObjectMapper json) {
        this.limit = limit.asLongValue();
        this.json = json;
    }

    void install(@Observes Router router) {
        router.route().order(ORDER)
                .handler(BodyHandler.create(false).setBodyLimit(limit))
                .failureHandler(this::tooLarge);
    }

    private void tooLarge(RoutingContext context) {
        if (context.statusCode() != Response.Status.REQUEST_ENTITY_TOO_LARGE.getStatusCode()
                || context.response().headWritten()) {
            context.next();
            return;
        }
        Problem problem = new Problem("/problems/body-too-large", "Request body too large", context.statusCode(),
                String.format("the request body is over the limit of %,d bytes (%s)", limit, SETTING));
        String body;
        try {
            body = json.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            context.next();
            return;
        }
        context.response()
                .setStatusCode(problem.status())
                .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                // The rest of the body is not read: the connection cannot carry another request.
                .putHeader(HttpHeaders.CONNECTION, "close")
                .end(body);
    }
}
