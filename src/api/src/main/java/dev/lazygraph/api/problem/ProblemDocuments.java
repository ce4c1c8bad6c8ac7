package dev.lazygraph.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * Problem documents written outside the REST layer, with the application's JSON mapper: from a Vert.x route
 * for the checks that run before any REST resource (the body limit, the MCP endpoint's token guard and
 * failures), and as the text of a failed MCP call.
 */
@Singleton
public class ProblemDocuments {

    private final ObjectMapper json;

    @Inject
    public ProblemDocuments(ObjectMapper json) {
        this.json = json;
    }

    public String json(Problem problem) {
        try {
            return json.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a problem document always serializes", e);
        }
    }

    /** Ends {@code context}'s response with {@code problem}; the caller has set any other header. */
    public void send(RoutingContext context, Problem problem) {
        context.response().setStatusCode(problem.status()).putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                .end(json(problem));
    }
}
