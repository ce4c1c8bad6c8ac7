package dev.lazygraph.functions.question;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.service.llm.fake.FakeChatServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * With an LLM configured as the stack configures it ({@code LAZYGRAPH_LLM_BASE_URL}, {@code LAZYGRAPH_LLM_API_KEY},
 * {@code LAZYGRAPH_LLM_MODEL}), a question through the function reaches it: the client the function builds at its
 * first LLM call (not quarkus-langchain4j's) sends the key and the model, and the answer is the LLM's.
 */
@QuarkusTest
@TestProfile(QuestionLlmTest.WithFakeLlm.class)
@QuarkusTestResource(value = DynaliteTable.class, restrictToAnnotatedClass = true)
class QuestionLlmTest {
    /** Started before the application, which reads its address from the profile. */
    static final FakeChatServer LLM = start();

    public static class WithFakeLlm implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("lazygraph.llm.base-url", LLM.baseUrl(), "lazygraph.llm.api-key", "sk-question-test",
                    "lazygraph.llm.model", "question-test-model");
        }
    }

    private static FakeChatServer start() {
        try {
            return FakeChatServer.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @AfterAll
    static void stopTheLlm() {
        LLM.close();
    }

    @Inject
    IngestService ingest;

    @Inject
    ObjectMapper mapper;

    @Test
    void aQuestionIsAnsweredByTheConfiguredLlm() throws IOException {
        Path events = Path.of(System.getProperty("lazygraph-dev.repo.root", "../.."), "events");
        ingest.ingest(new SourceDocument(new DocumentId("default", "handbook/onboarding-guide.md"), null,
                Files.readAllBytes(events.resolve("objects").resolve("onboarding-guide.md"))));
        int port = ConfigProvider.getConfig().getValue("quarkus.lambda.mock-event-server.test-port", Integer.class);
        JsonNode response = mapper.readTree(given().port(port).contentType("application/json")
                .body(Files.readString(events.resolve("http-query.json"))).post().then().statusCode(200).extract()
                .asString());

        assertEquals(200, response.path("statusCode").asInt(), response.toString());
        JsonNode answer = mapper.readTree(response.path("body").asText());
        assertTrue(LLM.completions() > 0, "the LLM was called");
        assertTrue(answer.path("cost").path("llmCalls").asInt() > 0, answer.toString());
        assertEquals(Set.of("Bearer sk-question-test"), LLM.authorizations());
        assertEquals(Set.of("question-test-model"), LLM.models());
    }
}
