package dev.lazygraph.service.llm.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FakeChatServerTest {

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient client = HttpClient.newHttpClient();
    private FakeChatServer server;

    @BeforeEach
    void start() throws Exception {
        server = FakeChatServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void relevancePromptsGetYesAndUsageCountsThePromptWords() throws Exception {
        HttpResponse<String> response = post(request("Answer yes or no only.", "Is this relevant? Text: a b c", 5));

        assertEquals(200, response.statusCode());
        JsonNode body = json.readTree(response.body());
        assertEquals("yes", body.at("/choices/0/message/content").asText());
        assertEquals(5 + 7, body.at("/usage/prompt_tokens").asInt());
        assertEquals(1, body.at("/usage/completion_tokens").asInt());
        assertEquals(12, server.promptTokens());
        assertEquals(1, server.completionTokens());
        assertEquals(Set.of("Bearer test-key"), server.authorizations());
        assertEquals(Set.of("m"), server.models());
    }

    @Test
    void summaryPromptsGetTheLongestLineCutToMaxTokens() throws Exception {
        String user = "Summarize:\nAcme builds rockets in Reno and sells them to Zenith Corp\nend";

        JsonNode body = json.readTree(post(request("Summarize the quoted text.", user, 4)).body());

        assertEquals("Acme builds rockets in", body.at("/choices/0/message/content").asText());
        assertEquals(4, body.at("/usage/completion_tokens").asInt());
    }

    @Test
    void failureModesAnswerWithErrorsAndAreCounted() throws Exception {
        server.mode(FakeChatServer.Mode.SERVER_ERROR);
        assertEquals(500, post(request("s", "u", 5)).statusCode());
        server.mode(FakeChatServer.Mode.RATE_LIMITED);
        HttpResponse<String> limited = post(request("s", "u", 5));
        assertEquals(429, limited.statusCode());
        assertEquals("1", limited.headers().firstValue("Retry-After").orElseThrow());

        assertEquals(2, server.requests());
        assertEquals(0, server.completions());
        assertEquals(0, server.promptTokens());
    }

    @Test
    void slowModeDelaysTheReply() throws Exception {
        server.mode(FakeChatServer.Mode.SLOW);
        server.slowDelay(Duration.ofSeconds(5));
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.baseUrl() + "/chat/completions"))
                .timeout(Duration.ofMillis(300))
                .POST(HttpRequest.BodyPublishers.ofString(request("s", "u", 5)))
                .build();

        assertThrows(HttpTimeoutException.class, () -> client.send(request, HttpResponse.BodyHandlers.ofString()));
    }

    private String request(String system, String user, int maxTokens) throws Exception {
        var body = json.createObjectNode();
        body.put("model", "m");
        body.put("max_tokens", maxTokens);
        var messages = body.putArray("messages");
        messages.addObject().put("role", "system").put("content", system);
        messages.addObject().put("role", "user").put("content", user);
        return json.writeValueAsString(body);
    }

    private HttpResponse<String> post(String body) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + "/chat/completions"))
                        .header("Content-Type", "application/json")
                        .header("Authorization", "Bearer test-key")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
