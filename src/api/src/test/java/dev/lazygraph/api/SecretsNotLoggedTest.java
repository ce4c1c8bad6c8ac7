package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.ask;
import static dev.lazygraph.api.Corpus.put;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.api.query.QueryResource;
import dev.lazygraph.service.llm.fake.FakeChatServer;
import dev.lazygraph.service.logging.OperationLog;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The API token and the LLM key never reach the log, at the most verbose level (the profile's DEBUG), on the paths
 * most likely to print them: rejected credentials, accepted credentials, and an LLM call that fails.
 */
@QuarkusTest
@TestProfile(SecuredApi.class)
class SecretsNotLoggedTest {
    static final String API_TOKEN = SecuredApi.SHARED_TOKEN;
    static final String LLM_KEY = FakeLlm.API_KEY;
    static final String QUESTION = "What are the main themes of the orchard's history?";

    @FakeLlm.Server
    FakeChatServer llm;

    private final CapturedLog log = new CapturedLog();
    private final List<String> logged = log.lines();

    @BeforeEach
    void captureLogs() {
        log.start();
    }

    @AfterEach
    void stopCapturing() {
        log.stop();
        llm.reset();
    }

    @Test
    void neitherTheApiTokenNorTheLlmKeyIsEverLogged() {
        // Every LLM call fails.
        llm.mode(FakeChatServer.Mode.SERVER_ERROR);
        given().header("Authorization", "Bearer " + API_TOKEN + "x").get("/documents").then().statusCode(401);
        given().header("X-Api-Key", API_TOKEN.substring(0, 10)).get("/documents").then().statusCode(401);
        put(() -> given().header("Authorization", "Bearer " + API_TOKEN), "secrets", "orchard.md", ORCHARD)
                .statusCode(201);
        ask(() -> given().header("X-Api-Key", API_TOKEN).header(QueryResource.REQUEST_ID_HEADER, "req-1234"),
                "secrets", QUESTION).statusCode(200);
        org.jboss.logging.Logger.getLogger(SecretsNotLoggedTest.class).debug("capture-check");

        assertTrue(logged.stream().anyMatch(line -> line.contains("capture-check")),
                "the capture sees the application's log pipeline");
        for (String line : logged) {
            assertFalse(line.contains(API_TOKEN), () -> "API token in the log: " + line);
            assertFalse(line.contains(LLM_KEY), () -> "LLM key in the log: " + line);
        }
        assertTrue(llm.requests() > 0, "the LLM was not tried");
    }

    /** The query's JSON line names the request, a hash of the question and the cost, not the text of either. */
    @Test
    void theQueryLineCarriesIdsAndFiguresButNoText() throws Exception {
        put(() -> given().header("Authorization", "Bearer " + API_TOKEN), "operations", "orchard.md", ORCHARD)
                .statusCode(201);
        ask(() -> given().header("X-Api-Key", API_TOKEN).header(QueryResource.REQUEST_ID_HEADER, "req-5678"),
                "operations", QUESTION).statusCode(200);

        List<String> lines = logged.stream().filter(line -> line.startsWith(OperationLog.CATEGORY + " "))
                .map(line -> line.substring(OperationLog.CATEGORY.length() + 1)).toList();
        JsonNode query = new ObjectMapper().readTree(lines.stream().filter(line -> line.contains("req-5678"))
                .findFirst().orElseThrow(() -> new AssertionError("no query line in " + lines)));
        assertEquals("query", query.get("operation").asText());
        assertEquals("operations", query.get("collection").asText());
        assertEquals("ok", query.get("outcome").asText());
        assertEquals(16, query.get("questionHash").asText().length());
        assertTrue(query.get(OperationLog.LATENCY_METRIC).isNumber());
        assertEquals(query.get("tokensIn").asInt() + query.get("tokensOut").asInt(),
                query.get(OperationLog.TOKENS_METRIC).asInt());
        String line = query.toString();
        for (String text : List.of("orchard's history", "themes", API_TOKEN, LLM_KEY,
                ORCHARD.substring(0, Math.min(40, ORCHARD.length())))) {
            assertFalse(line.contains(text), () -> "'" + text + "' in the query line: " + line);
        }
    }
}
