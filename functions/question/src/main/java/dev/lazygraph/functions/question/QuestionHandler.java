package dev.lazygraph.functions.question;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.api.auth.ApiToken;
import dev.lazygraph.api.auth.GatewayCallers;
import dev.lazygraph.api.problem.Failures;
import dev.lazygraph.api.problem.Problem;
import dev.lazygraph.api.query.QueryBody;
import dev.lazygraph.api.query.Questions;
import dev.lazygraph.api.query.SearchBody;
import dev.lazygraph.core.access.Caller;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.Locale;
import java.util.Map;

/**
 * {@code POST /query} and {@code POST /search} straight from API Gateway HTTP API events (payload format 2.0), with
 * the JSON bodies, answers and problem documents of the REST API ({@link Questions}, {@link Failures}) and without
 * an HTTP stack: no server, router or JAX-RS runtime to start before the first question. The caller is who the
 * HTTP API's authorizer verified ({@link GatewayCallers}), else the one an API token names ({@link ApiToken}), as
 * in the api function; like the REST layer, a request is authenticated before it is routed, so a refused caller
 * learns nothing of the routes.
 */
@Named("question")
public class QuestionHandler implements RequestHandler<HttpApiEvent, HttpApiResponse> {
    static final String QUERY = "/query";
    static final String SEARCH = "/search";
    static final String REQUEST_ID_HEADER = "X-Request-Id";
    private static final String JSON = "application/json";
    private static final int METHOD_NOT_ALLOWED = 405;
    private static final int UNSUPPORTED_MEDIA_TYPE = 415;

    private final Questions questions;
    private final GatewayCallers gatewayCallers;
    private final ApiToken tokens;
    private final ObjectMapper json;

    @Inject
    public QuestionHandler(Questions questions, GatewayCallers gatewayCallers, ApiToken tokens, ObjectMapper json) {
        this.questions = questions;
        this.gatewayCallers = gatewayCallers;
        this.tokens = tokens;
        this.json = json;
    }

    @Override
    public HttpApiResponse handleRequest(HttpApiEvent event, Context context) {
        ApiToken.Identification identification = identify(event);
        if (identification.refusal() != null) {
            return problem(Problem.unauthenticated(identification.refusal()));
        }
        String path = event.rawPath() == null ? "" : event.rawPath();
        if (!path.equals(QUERY) && !path.equals(SEARCH)) {
            return problem(Problem.notFound("/problems/http-404", "Not Found", "no resource at " + path));
        }
        if (!"POST".equals(event.method())) {
            return problem(Problem.of("/problems/http-405", "Method Not Allowed", METHOD_NOT_ALLOWED,
                    path + " answers POST only, not " + event.method()));
        }
        if (!isJson(event.header("Content-Type"))) {
            return problem(Problem.of("/problems/http-415", "Unsupported Media Type", UNSUPPORTED_MEDIA_TYPE,
                    "send the request body as " + JSON));
        }
        try {
            Object result = path.equals(QUERY)
                    ? questions.ask(body(event, QueryBody.class), identification.caller(), event.header(REQUEST_ID_HEADER))
                    : questions.search(body(event, SearchBody.class), identification.caller());
            return HttpApiResponse.of(200, Map.of("Content-Type", JSON), json.writeValueAsString(result));
        } catch (JsonProcessingException e) {
            return problem(Failures.problemOf(e));
        } catch (RuntimeException e) {
            return problem(Failures.problemOf(e));
        }
    }

    /** The authorizer's caller when the HTTP API has one, else the API token's (or why the request is refused). */
    private ApiToken.Identification identify(HttpApiEvent event) {
        HttpApiEvent.Authorizer authorizer = event.requestContext() == null ? null : event.requestContext().authorizer();
        if (authorizer != null) {
            Caller caller = gatewayCallers.of(authorizer.jwt() == null ? null : authorizer.jwt().claims(),
                    authorizer.iam() == null ? null : authorizer.iam().userArn());
            return new ApiToken.Identification(caller, null);
        }
        return tokens.identify(event.header("Authorization"), event.header(ApiToken.API_KEY_HEADER));
    }

    /** The request body; none is a request without a body, as the REST layer reads it. */
    private <T> T body(HttpApiEvent event, Class<T> type) throws JsonProcessingException {
        String text = event.text();
        return text == null || text.isBlank() ? null : json.readValue(text, type);
    }

    /** No Content-Type is taken for JSON, as the REST layer takes it. */
    private static boolean isJson(String contentType) {
        return contentType == null
                || contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT).equals(JSON);
    }

    private HttpApiResponse problem(Problem problem) {
        Map<String, String> headers = switch (problem.status()) {
            case Problem.UNAUTHORIZED -> Map.of("Content-Type", Problem.MEDIA_TYPE, "WWW-Authenticate", "Bearer");
            case Problem.SERVICE_UNAVAILABLE -> Map.of("Content-Type", Problem.MEDIA_TYPE,
                    "Retry-After", Problem.RETRY_AFTER_SECONDS);
            case METHOD_NOT_ALLOWED -> Map.of("Content-Type", Problem.MEDIA_TYPE, "Allow", "POST");
            default -> Map.of("Content-Type", Problem.MEDIA_TYPE);
        };
        try {
            return HttpApiResponse.of(problem.status(), headers, json.writeValueAsString(problem));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a problem document always serializes", e);
        }
    }
}
