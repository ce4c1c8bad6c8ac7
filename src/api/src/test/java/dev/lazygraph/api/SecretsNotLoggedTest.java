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
import dev.lazygraph.service.logging.OperationLog;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The API token and the LLM key never reach the log, at the most verbose level, on the paths most likely to
 * print them: rejected credentials, accepted credentials, and an LLM call that fails.
 */
@QuarkusTest
@TestProfile(SecretsNotLoggedTest.WithSecrets.class)
class SecretsNotLoggedTest {
    static final String API_TOKEN = "tok-7f3a9c1e-not-for-logs";
    static final String LLM_KEY = "sk-llm-5b2d8e40-not-for-logs";
    static final String QUESTION = "What are the main themes of the orchard's history?";

    public static class WithSecrets implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "lazygraph.auth.token", API_TOKEN,
                    "lazygraph.llm.api-key", LLM_KEY,
                    // Nothing listens on port 9 of loopback: every LLM call fails at once.
                    "lazygraph.llm.base-url", "http://127.0.0.1:9/v1",
                    "lazygraph.llm.timeout", "2s",
                    "lazygraph.llm.max-retries", "1",
                    "quarkus.log.level", "DEBUG",
                    // The capture below reads every record; the console would only flood the build output.
                    "quarkus.log.console.enabled", "false");
        }
    }

    private final CapturedLog log = new CapturedLog();
    private final List<String> logged = log.lines();

    @BeforeEach
    void captureLogs() {
        log.start();
    }

    @AfterEach
    void stopCapturing() {
        log.stop();
    }

    @Test
    void neitherTheApiTokenNorTheLlmKeyIsEverLogged() {
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
