package dev.lazygraph.api.problem;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
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
 * but with an empty 413. This handler runs first: a declared length over the limit is answered at once; a
 * body sent in chunks, of unknown length, is read here within the limit (Vert.x's {@link BodyHandler},
 * whose buffer the REST layer then reads) and answered as soon as the bytes received pass it.
 */
@ApplicationScoped
public class RequestBodyLimit {

    /** Before Quarkus' own limit check ({@code RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT}, -2). */
    private static final int ORDER = -3;
    static final String SETTING = "quarkus.http.limits.max-body-size";
    private static final int TOO_LARGE = Response.Status.REQUEST_ENTITY_TOO_LARGE.getStatusCode();

    private final long limit;
    private final ProblemDocuments problems;

    public RequestBodyLimit(@ConfigProperty(name = SETTING, defaultValue = "10240K") MemorySize limit,
                            ProblemDocuments problems) {
        this.limit = limit.asLongValue();
        this.problems = problems;
    }

    void install(@Observes Router router) {
        BodyHandler chunked = BodyHandler.create(false).setBodyLimit(limit);
        router.route().order(ORDER)
                .handler(context -> check(context, chunked))
                .failureHandler(context -> {
                    if (context.statusCode() == TOO_LARGE && !context.response().headWritten()) {
                        tooLarge(context);
                    } else {
                        context.next();
                    }
                });
    }

    private void check(RoutingContext context, BodyHandler chunked) {
        HttpServerRequest request = context.request();
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) {
            if (declaredOverLimit(length)) {
                tooLarge(context);
            } else {
                context.next();
            }
        } else if (!request.isEnded() && request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null) {
            chunked.handle(context);
        } else {
            context.next();
        }
    }

    private boolean declaredOverLimit(String length) {
        try {
            return Long.parseLong(length.strip()) > limit;
        } catch (NumberFormatException e) {
            return false; // left to the HTTP layer, which refuses a malformed length
        }
    }

    private void tooLarge(RoutingContext context) {
        // The rest of the body is not read: the connection cannot carry another request.
        context.response().putHeader(HttpHeaders.CONNECTION, "close");
        problems.send(context, new Problem("/problems/body-too-large", "Request body too large", TOO_LARGE,
                String.format("the request body is over the limit of %,d bytes (%s)", limit, SETTING)));
    }
}
