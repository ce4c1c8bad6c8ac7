package dev.lazygraph.functions.query;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.api.documents.DocumentsResource;
import dev.lazygraph.api.query.QueryBody;
import dev.lazygraph.api.query.QueryResource;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.service.snapstart.PrimingCorpus;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The events/http-*.json files through the real query function: each raw API Gateway HTTP API (payload
 * 2.0) event is posted to the Lambda mock event server, runs through quarkus-amazon-lambda-http's handler
 * into the lazygraph-api resources, and comes back as the raw Lambda response. The local server serves the
 * same resources with the same JSON mapper, so its body for a request is what those resources return,
 * serialized by that mapper: the test compares the two on the same DynamoDB (dynalite) content.
 */
@QuarkusTest
@QuarkusTestResource(value = DynaliteTable.class, restrictToAnnotatedClass = true)
class QueryFunctionTest {
    private static final String[][] SAMPLES = {
            {"onboarding-guide.md", "handbook/onboarding-guide.md"},
            {"q3-resume-final.txt", "reports/Q3 résumé final.txt"},
            {"architecture-review.html", "notes/2024-05-02 architecture review.html"},
    };

    @Inject
    IngestService ingest;

    @Inject
    GraphStore store;

    @Inject
    QueryResource queries;

    @Inject
    DocumentsResource documents;

    @Inject
    ObjectMapper mapper;

    @Inject
    QueryPriming priming;

    @BeforeEach
    void storeTheSampleDocuments() throws IOException {
        for (String[] sample : SAMPLES) {
            ingest.ingest(new SourceDocument(new DocumentId("default", sample[1]), null,
                    Files.readAllBytes(events().resolve("objects").resolve(sample[0]))));
        }
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
                .post("/_lambda_").then().statusCode(200).extract().asString();
        return mapper.readTree(response);
    }

    /** The body as API Gateway hands it to the caller (it decodes base64 bodies). */
    private JsonNode body(JsonNode response) throws IOException {
        String body = response.path("body").asText();
        if (response.path("isBase64Encoded").asBoolean()) {
            body = new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8);
        }
        return mapper.readTree(body);
    }

    private static String header(JsonNode response, String name) {
        var names = response.path("headers").fieldNames();
        while (names.hasNext()) {
            String header = names.next();
            if (header.equalsIgnoreCase(name)) {
                return response.path("headers").path(header).asText();
            }
        }
        return null;
    }

    @Test
    void theQueryEventGetsTheLocalServersAnswer() throws IOException {
        ObjectNode event = event("http-query.json");
        QueryBody question = mapper.readValue(event.path("body").asText(), QueryBody.class);
        // Warm the summary cache first, so that both answers below are served the same way.
        queries.ask(question, null);

        JsonNode response = invoke(event);
        JsonNode local = mapper.readTree(mapper.writeValueAsString(queries.ask(question, null)));

        assertEquals(200, response.path("statusCode").asInt(), response.toString());
        assertTrue(header(response, "Content-Type").startsWith("application/json"), response.toString());
        JsonNode lambda = body(response);
        assertTrue(lambda.path("text").asText().contains("three months"), lambda.toString());
        assertEquals(withoutTimings(local), withoutTimings(lambda));
    }

    /** Wall-clock latencies differ between any two runs; everything else must match. */
    private static JsonNode withoutTimings(JsonNode answer) {
        JsonNode copy = answer.deepCopy();
        ((ObjectNode) copy.path("cost")).remove("latencyMs");
        return copy;
    }

    /**
     * The MCP endpoint through the function, as the stack routes it (POST /mcp): a session is initialized, and
     * the {@code ask} tool answers the sample question as POST /query does. Each message is its own event, with
     * its JSON-RPC reply in the body (no event stream), which is what a Lambda behind API Gateway can return.
     */
    @Test
    void theMcpEndpointAnswersThroughTheFunctionAsPostQueryDoes() throws IOException {
        QueryBody question = mapper.readValue(event("http-query.json").path("body").asText(), QueryBody.class);
        queries.ask(question, null);
        JsonNode local = mapper.readTree(mapper.writeValueAsString(queries.ask(question, null)));

        JsonNode initialized = invoke(mcp(null, Map.of("jsonrpc", "2.0", "id", 1, "method", "initialize",
                "params", Map.of("protocolVersion", "2025-06-18", "capabilities", Map.of(),
                        "clientInfo", Map.of("name", "lambda-test", "version", "1")))));
        assertEquals(200, initialized.path("statusCode").asInt(), initialized.toString());
        assertEquals("lazygraph", body(initialized).path("result").path("serverInfo").path("name").asText());
        String session = header(initialized, "Mcp-Session-Id");
        assertNotNull(session, initialized.toString());
        JsonNode notified = invoke(mcp(session, Map.of("jsonrpc", "2.0", "method", "notifications/initialized")));
        assertEquals(202, notified.path("statusCode").asInt(), notified.toString());

        JsonNode called = invoke(mcp(session, Map.of("jsonrpc", "2.0", "id", 2, "method", "tools/call",
                "params", Map.of("name", "ask", "arguments", Map.of("question", question.question())))));
        assertEquals(200, called.path("statusCode").asInt(), called.toString());
        assertTrue(header(called, "Content-Type").startsWith("application/json"), called.toString());
        JsonNode result = body(called).path("result");
        assertFalse(result.path("isError").asBoolean(), result.toString());
        assertEquals(withoutTimings(local), withoutTimings(result.path("structuredContent")));

        JsonNode unknown = invoke(mcp("no-such-session", Map.of("jsonrpc", "2.0", "id", 3, "method", "tools/list")));
        assertEquals(404, unknown.path("statusCode").asInt(), unknown.toString());
        assertEquals("application/problem+json", header(unknown, "Content-Type"));
    }

    /** An HTTP API event posting one MCP message to /mcp, on {@code session} when not null. */
    private ObjectNode mcp(String session, Map<String, Object> message) throws IOException {
        ObjectNode event = event("http-query.json");
        event.put("routeKey", "POST /mcp").put("rawPath", "/mcp").put("body", mapper.writeValueAsString(message));
        ((ObjectNode) event.path("requestContext")).put("routeKey", "POST /mcp");
        ((ObjectNode) event.path("requestContext").path("http")).put("path", "/mcp");
        ObjectNode headers = (ObjectNode) event.path("headers");
        headers.remove("content-length");
        headers.put("accept", "application/json, text/event-stream");
        if (session != null) {
            headers.put("mcp-session-id", session);
        }
        return event;
    }

    /**
     * Who is asking comes from the authorizer's part of the event, never from a header the client sets: the
     * groups claim of the JWT the authorizer verified, or an IAM caller's principal as
     * {@code lazygraph.auth.principals} maps it (the tests' application.properties). A document of the group
     * hr is found by a caller in hr and by nobody else.
     */
    @Test
    void theCallerTheAuthorizerVerifiedReadsOnlyTheDocumentsOfItsGroups() throws IOException {
        DocumentId pay = new DocumentId("default", "hr/pay-bands.txt");
        ingest.ingest(new SourceDocument(pay, null, "The Xyloquent pay band starts at grade seven."
                .getBytes(StandardCharsets.UTF_8), DocumentMetadata.ofGroups(List.of("hr"))));
        try {
            assertEquals(List.of(pay.key()), hiddenHits(jwt(Map.of("groups", "[people hr]"))));
            assertEquals(List.of(pay.key()), hiddenHits(jwt(Map.of("groups", "hr"))));
            assertEquals(List.of(), hiddenHits(jwt(Map.of("groups", "[legal]"))));
            assertEquals(List.of(), hiddenHits(jwt(Map.of())), "a token without the claim is in no group");
            assertEquals(List.of(pay.key()), hiddenHits(iam("arn:aws:iam::123456789012:user/hr-app")));
            assertEquals(List.of(), hiddenHits(iam("arn:aws:iam::123456789012:user/someone-else")));
            ObjectNode forged = jwt(Map.of());
            ((ObjectNode) forged.path("headers")).put("x-lazygraph-groups", "hr").put("groups", "hr");
            assertEquals(List.of(), hiddenHits(forged), "headers name no groups");
        } finally {
            ingest.delete(pay);
        }
    }

    /** A search event for the hidden document's words whose authorizer context holds these JWT claims. */
    private ObjectNode jwt(Map<String, String> claims) throws IOException {
        ObjectNode event = search();
        ObjectNode verified = ((ObjectNode) event.path("requestContext").path("authorizer").path("jwt"))
                .putObject("claims");
        verified.put("sub", "analyst");
        claims.forEach(verified::put);
        return event;
    }

    /** The same search signed with SigV4 by {@code userArn}, as the IAM authorizer passes it. */
    private ObjectNode iam(String userArn) throws IOException {
        ObjectNode event = search();
        ObjectNode authorizer = ((ObjectNode) event.path("requestContext")).putObject("authorizer");
        authorizer.putObject("iam").put("accountId", "123456789012").put("userArn", userArn)
                .put("userId", "AIDAEXAMPLE").put("callerId", "AIDAEXAMPLE").put("accessKey", "AKIAEXAMPLE");
        return event;
    }

    private ObjectNode search() throws IOException {
        ObjectNode event = event("http-query.json");
        event.put("routeKey", "POST /search").put("rawPath", "/search")
                .put("body", "{\"question\": \"Xyloquent pay band grade\", \"limit\": 20}");
        ((ObjectNode) event.path("requestContext")).put("routeKey", "POST /search");
        ((ObjectNode) event.path("requestContext").path("http")).put("path", "/search");
        ((ObjectNode) event.path("headers")).remove("content-length");
        return event;
    }

    /** The keys of the hits under hr/ that the search event finds. */
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

    @Test
    void documentRoutesListStoreAndDelete() throws IOException {
        JsonNode list = invoke(event("http-documents-list.json"));
        assertEquals(200, list.path("statusCode").asInt(), list.toString());
        assertEquals(mapper.readTree(mapper.writeValueAsString(documents.list("default", null, null, null, null))),
                body(list));
        assertEquals(SAMPLES.length, body(list).path("total").asInt());
        assertEquals(SAMPLES.length, body(list).path("documents").size());

        JsonNode posted = invoke(event("http-documents-post.json"));
        assertEquals(201, posted.path("statusCode").asInt(), posted.toString());
        DocumentId standup = new DocumentId("default", "notes/standup-2024-05-03.txt");
        assertTrue(store.document(standup).isPresent());

        JsonNode deleted = invoke(event("http-documents-delete.json"));
        assertEquals(204, deleted.path("statusCode").asInt(), deleted.toString());
        assertTrue(store.document(standup).isEmpty());

        JsonNode again = invoke(event("http-documents-delete.json"));
        assertEquals(404, again.path("statusCode").asInt(), again.toString());
        assertEquals("application/problem+json", header(again, "Content-Type"));
    }

    /**
     * Pins a limitation of quarkus-amazon-lambda-http 3.33: API Gateway HTTP APIs hand the function the path
     * decoded, and the extension passes it to Netty as the request URI, which refuses a space. So a document
     * key with a space cannot be deleted through the HTTP API (the deployed stack routes no DELETE; documents
     * leave through the bucket). When this starts to pass with 204, the limitation is gone.
     */
    @Test
    void aDecodedPathWithASpaceIsRefusedByTheLambdaHttpExtension() throws IOException {
        DocumentId spaced = new DocumentId("default", "notes/standup 3 May.txt");
        ingest.ingest(new SourceDocument(spaced, null, "Standup, 3 May.".getBytes(StandardCharsets.UTF_8)));
        ObjectNode event = event("http-documents-delete.json");
        event.put("rawPath", "/documents/" + spaced.key());
        ((ObjectNode) event.path("requestContext").path("http")).put("path", "/documents/" + spaced.key());
        event.putObject("pathParameters").put("key", spaced.key());
        try {
            assertEquals(500, invoke(event).path("statusCode").asInt());
            assertTrue(store.document(spaced).isPresent());
        } finally {
            ingest.delete(spaced);
        }
    }

    @Test
    void healthAnswers() throws IOException {
        JsonNode health = invoke(event("http-health.json"));
        assertEquals(200, health.path("statusCode").asInt(), health.toString());
        assertEquals("UP", body(health).path("status").asText());
    }

    @Test
    void missingAndOversizedFieldsAreBadRequestsWithAProblemDocument() throws IOException {
        ObjectNode noQuestion = event("http-query.json");
        noQuestion.put("body", "{\"collection\":\"default\"}");
        JsonNode missing = invoke(noQuestion);
        assertEquals(400, missing.path("statusCode").asInt(), missing.toString());
        assertEquals("application/problem+json", header(missing, "Content-Type"));
        assertEquals(400, body(missing).path("status").asInt());

        ObjectNode longKey = event("http-documents-post.json");
        longKey.put("body", mapper.writeValueAsString(Map.of(
                "key", "notes/" + "k".repeat(DocumentId.MAX_KEY_LENGTH), "text", "A short note.")));
        JsonNode oversized = invoke(longKey);
        assertEquals(400, oversized.path("statusCode").asInt(), oversized.toString());
        assertEquals("application/problem+json", header(oversized, "Content-Type"));
        assertTrue(body(oversized).path("detail").asText().contains("longer than"), oversized.toString());
    }

    @Test
    void theSnapStartWarmUpAnswersFromAPageInMemoryAndLeavesTheStoreAlone() {
        priming.beforeCheckpoint(null);
        Answer answer = priming.lastAnswer();
        assertNotNull(answer, "the warm-up answered");
        assertTrue(answer.found(), answer.text());
        assertEquals(List.of(PrimingCorpus.KEY), answer.citations().stream().map(Citation::documentKey).distinct()
                .toList(), "cited from the page in memory");
        assertEquals(0, store.stats(PrimingCorpus.COLLECTION).documents(), "nothing reached the function's store");
    }
}
