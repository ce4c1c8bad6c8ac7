package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.BAKERY;
import static dev.lazygraph.api.Corpus.OBSERVATORY;
import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.put;
import static dev.lazygraph.api.SecuredApi.as;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.service.llm.fake.FakeChatServer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The LLM configured against the fake OpenAI-compatible server, working and failing (asked by the owner). */
@QuarkusTest
@TestProfile(SecuredApi.class)
class LlmTest {

    /** A query that hangs fails the test instead of the build (LLM deadline 6 s + the pipeline's own work). */
    private static final RestAssuredConfig DEADLINE = RestAssuredConfig.config().httpClient(HttpClientConfig
            .httpClientConfig().setParam("http.socket.timeout", (int) Duration.ofSeconds(60).toMillis()));

    @FakeLlm.Server
    FakeChatServer llm;

    @BeforeEach
    void corpus() {
        put(() -> as("owner"), "llm", "orchard.md", ORCHARD);
        put(() -> as("owner"), "llm", "bakery.md", BAKERY);
        put(() -> as("owner"), "llm", "observatory.md", OBSERVATORY);
        llm.reset();
    }

    @AfterEach
    void healthy() {
        llm.reset();
    }

    @Test
    void answersUseTheLlmAndReportItsTokens() {
        JsonPath answer = ask("What are the main themes of these documents?", "global");

        assertTrue(llm.completions() > 0, "the LLM was not called");
        int input = answer.getInt("cost.llmTokens.values().sum { it.input }");
        int output = answer.getInt("cost.llmTokens.values().sum { it.output }");
        assertEquals(llm.promptTokens(), input, "input tokens reported vs counted by the server");
        assertEquals(llm.completionTokens(), output, "output tokens reported vs counted by the server");
        assertEquals(llm.requests(), answer.getInt("cost.llmCalls"));
    }

    @ParameterizedTest
    @EnumSource(value = FakeChatServer.Mode.class, names = {"SERVER_ERROR", "RATE_LIMITED", "SLOW"})
    void aFailingLlmStillGetsAnExtractiveAnswerWithCitations(FakeChatServer.Mode mode) {
        llm.mode(mode);

        JsonPath answer = ask("Who founded the Blue Fern Orchard and where?", null);

        assertTrue(llm.requests() > 0, "the LLM was not tried");
        assertFalse(answer.getString("text").isBlank());
        assertTrue(answer.getList("citations.documentKey").contains("orchard.md"), answer.prettify());
        assertFalse(answer.getList("warnings").isEmpty(), "the degradation is not reported: " + answer.prettify());
    }

    private JsonPath ask(String question, String route) {
        Map<String, Object> body = route == null
                ? Map.of("collection", "llm", "question", question)
                : Map.of("collection", "llm", "question", question, "route", route);
        return as("owner").config(DEADLINE).contentType(ContentType.JSON).body(body).post("/query")
                .then().statusCode(200).extract().jsonPath();
    }
}
