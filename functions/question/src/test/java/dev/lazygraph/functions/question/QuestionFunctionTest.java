package dev.lazygraph.functions.question;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.api.query.QueryBody;
import dev.lazygraph.api.query.Questions;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestService;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The events/http-*.json files and variants of them through the real question function: each raw API Gateway HTTP
 * API (payload 2.0) event is posted to the Lambda mock event server, runs through the Lambda runtime loop into
 * {@link QuestionHandler}, and comes back as the raw Lambda response, on DynamoDB (dynalite). The REST API's
 * answer for the same question is what {@link Questions} returns, serialized by the same mapper.
 */
@QuarkusTest
@QuarkusTestResource(value = DynaliteTable.class, restrictToAnnotatedClass = true)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QuestionFunctionTest {
    private static final String HIDDEN_KEY = "hr/pay-bands.txt";

    @Inject
    IngestService ingest;

    @Inject
    Questions questions;

    @Inject
    ObjectMapper mapper;

    @BeforeAll
    void storeTheDocuments() throws IOException {
        ingest.ingest(new SourceDocument(new DocumentId("default", "handbook/onboarding-guide.md"), null,
                Files.readAllBytes(events().resolve("objects").resolve("onboarding-guide.md"))));
        ingest.ingest(new SourceDocument(new DocumentId("default", HIDDEN_KEY), null,
                "The Xyloquent pay band starts at grade seven.".getBytes(StandardCharsets.UTF_8),
                DocumentMetadata.ofGroups(List.of("hr"))));
    }

    private static Path events() {
        return Path.of(System.getProperty("lazygraph-dev.repo.root", "../.."), "events");
    }

    private ObjectNode event(String file) throws IOException {
        return (ObjectNode) mapper.readTree(Files.readString(events().resolve(file)));
    }

    /** Sends a raw HTTP API event to the function and returns its raw response (statusCode, headers, body). */
    private JsonNode invoke(JsonNode event) throws IOException {
        int port = ConfigProvider.getConfig().getValue("quarkus.lambda.mock-event-server.test-port", Integer.class);
        String response = given().port(port).contentType("application/json").body(event.toString())
                .post().then().statusCode(200).extract().asString();
        return mapper.readTree(response);
    }

    private JsonNode body(JsonNode response) throws IOException {
        assertFalse(response.path("isBase64Encoded").asBoolean(), response.toString());
        return mapper.readTree(response.path("body").asText());
    }

    /** The problem document of a response, after checking its status and media type. */
    private JsonNode problem(JsonNode response, int status) throws IOException {
        assertEquals(status, response.path("statusCode").asInt(), response.toString());
        assertEquals("application/problem+json", response.path("headers").path("Content-Type").asText());
        JsonNode problem = body(response);
        assertEquals(status, problem.path("status").asInt(), problem.toString());
        assertFalse(problem.path("type").asText().isEmpty(), problem.toString());
        return problem;
    }

    @Test
    void theQueryEventGetsTheApisAnswerWithCitations() throws IOException {
        ObjectNode event = event("http-query.json");
        QueryBody question = mapper.readValue(event.path("body").asText(), QueryBody.class);
        // Warm the summary cache first, so that both answers below are served the same way.
        questions.ask(question, Caller.ANONYMOUS, null);

        JsonNode response = invoke(event);
        JsonNode api = mapper.readTree(mapper.writeValueAsString(questions.ask(question, Caller.ANONYMOUS, null)));

        assertEquals(200, response.path("statusCode").asInt(), response.toString());
        assertEquals("application/json", response.path("headers").path("Content-Type").asText());
        JsonNode answer = body(response);
        assertTrue(answer.path("text").asText().contains("three months"), answer.toString());
        assertEquals("handbook/onboarding-guide.md", answer.path("citations").path(0).path("documentKey").asText());
        assertEquals(withoutTimings(api), withoutTimings(answer));
    }

    /** Wall-clock latencies differ between any two runs; everything else must match. */
    private static JsonNode withoutTimings(JsonNode answer) {
        JsonNode copy = answer.deepCopy();
        ((ObjectNode) copy.path("cost")).remove("latencyMs");
        return copy;
    }

    @Test
    void theSearchEventGetsTheRankedChunks() throws IOException {
        JsonNode result = body(invoke(event("http-search.json")));
        assertEquals("probation period for new engineers", result.path("question").asText());
        JsonNode best = result.path("hits").path(0);
        assertEquals("handbook/onboarding-guide.md", best.path("documentKey").asText(), result.toString());
        assertTrue(best.path("snippet").asText().toLowerCase().contains("probation"), best.toString());
        assertTrue(result.path("hits").size() <= 3, result.toString());
    }

    @Test
    void badBodiesAreBadRequestsWithTheApisProblemDocuments() throws IOException {
        assertEquals("'question' is required", problem(invoke(withBody(event("http-query.json"), "{}")), 400)
                .path("detail").asText());
        assertEquals("field 'topK' must be a number", problem(invoke(withBody(event("http-query.json"),
                "{\"question\": \"probation?\", \"topK\": \"many\"}")), 400).path("detail").asText());
        assertTrue(problem(invoke(withBody(event("http-search.json"), "{\"question\": ")), 400)
                .path("detail").asText().startsWith("request body is not valid JSON"));
        assertTrue(problem(invoke(withBody(event("http-query.json"),
                "{\"question\": \"probation?\", \"route\": \"sideways\"}")), 400).path("detail").asText()
                .startsWith("'route' must be one of"));
        assertEquals("/problems/unknown-collection", problem(invoke(withBody(event("http-query.json"),
                "{\"question\": \"probation?\", \"collection\": \"nowhere\"}")), 404).path("type").asText());
    }

    private static ObjectNode withBody(ObjectNode event, String body) {
        event.put("body", body);
        ((ObjectNode) event.path("headers")).remove("content-length");
        return event;
    }

    @Test
    void otherRoutesAndMethodsAreNotServed() throws IOException {
        ObjectNode documents = event("http-query.json");
        documents.put("rawPath", "/documents");
        ((ObjectNode) documents.path("requestContext").path("http")).put("method", "GET").put("path", "/documents");
        assertEquals("/problems/http-404", problem(invoke(documents), 404).path("type").asText());

        ObjectNode get = event("http-query.json");
        ((ObjectNode) get.path("requestContext").path("http")).put("method", "GET");
        JsonNode response = invoke(get);
        assertEquals("/problems/http-405", problem(response, 405).path("type").asText());
        assertEquals("POST", response.path("headers").path("Allow").asText());
    }

    /**
     * Without an authorizer (a deployment with no JWT or IAM authorizer), the configured API token is required, as
     * the REST layer requires it; a refused request learns nothing of the routes.
     */
    @Test
    void aCallerWithoutTheTokenIsRefused() throws IOException {
        ObjectNode anonymous = event("http-search.json");
        ((ObjectNode) anonymous.path("requestContext")).remove("authorizer");
        ((ObjectNode) anonymous.path("headers")).remove("authorization");
        JsonNode refused = invoke(anonymous);
        assertEquals("/problems/unauthorized", problem(refused, 401).path("type").asText());
        assertEquals("Bearer", refused.path("headers").path("WWW-Authenticate").asText());

        ((ObjectNode) anonymous.path("headers")).put("authorization", "Bearer not-the-token");
        assertEquals("invalid API token", problem(invoke(anonymous), 401).path("detail").asText());

        ObjectNode unknownRoute = anonymous.deepCopy().put("rawPath", "/documents");
        assertEquals(401, invoke(unknownRoute).path("statusCode").asInt(), "refused before it is routed");

        ((ObjectNode) anonymous.path("headers")).put("x-api-key", "question-test-token").remove("authorization");
        assertEquals(200, invoke(anonymous).path("statusCode").asInt());
    }

    /**
     * Who is asking comes from the authorizer's part of the event, never from a header the client sets: the groups
     * claim of the JWT the authorizer verified. A document of the group hr is found by a caller in hr only.
     */
    @Test
    void theCallerTheAuthorizerVerifiedReadsOnlyTheDocumentsOfItsGroups() throws IOException {
        assertEquals(List.of(HIDDEN_KEY), hiddenHits(jwt(Map.of("groups", "[people hr]"))));
        assertEquals(List.of(), hiddenHits(jwt(Map.of("groups", "[legal]"))));
        ObjectNode forged = jwt(Map.of());
        ((ObjectNode) forged.path("headers")).put("x-lazygraph-groups", "hr").put("groups", "hr");
        assertEquals(List.of(), hiddenHits(forged), "headers name no groups");
    }

    /** A search for the hidden document's words whose authorizer context holds these JWT claims. */
    private ObjectNode jwt(Map<String, String> claims) throws IOException {
        ObjectNode event = withBody(event("http-search.json"), "{\"question\": \"Xyloquent pay band grade\"}");
        ObjectNode verified = ((ObjectNode) event.path("requestContext").path("authorizer").path("jwt"))
                .putObject("claims");
        verified.put("sub", "analyst");
        claims.forEach(verified::put);
        return event;
    }

    private List<String> hiddenHits(ObjectNode event) throws IOException {
        JsonNode response = invoke(event);
        assertEquals(200, response.path("statusCode").asInt(), response.toString());
        List<String> keys = new ArrayList<>();
        body(response).path("hits").forEach(hit -> {
            if (hit.path("documentKey").asText().startsWith("hr/")) {
                keys.add(hit.path("documentKey").asText());
            }
        });
        return keys;
    }
}
