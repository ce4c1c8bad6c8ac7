package dev.lazygraph.app;

import static dev.lazygraph.app.PackagedApp.freePort;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.api.ApiClients;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The official MCP TypeScript SDK (scripts/api-clients/mcp-ask.mjs) against {@code lazygraph serve} on the
 * sample corpus with a token configured, as an assistant connects: refused without the token or with another,
 * let in with it as a Bearer token or an X-Api-Key, it lists the tools and calls {@code ask}, whose answer and
 * citations are those of {@code POST /query}.
 */
class McpSdkClientIT {
    private static final String QUESTION = "Who designed the SeaGlass camera?";
    private static final String TOKEN = "sdk-s3cret";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    @RegisterExtension
    final PackagedApp app = new PackagedApp();

    @Test
    void theSdkIsRefusedWithoutTheTokenAndWithItListsTheToolsAndAsksAsPostQueryAnswers() throws Exception {
        // One server for every case: each serve start and ingest costs seconds on a shared machine.
        String base = serveSamples(Map.of("LAZYGRAPH_AUTH_TOKEN", TOKEN));

        ApiClients.Run anonymous = ApiClients.node(Map.of(), "mcp-ask.mjs", base + "/mcp", QUESTION);
        assertEquals(2, anonymous.exit(), anonymous.toString());
        JsonNode refused = JSON.readTree(anonymous.out()).path("error");
        assertEquals(401, refused.path("code").asInt(), anonymous.toString());
        assertTrue(refused.path("message").asText().contains("/problems/unauthorized"), anonymous.toString());
        ApiClients.Run wrong = ApiClients.node(Map.of("LAZYGRAPH_MCP_HEADER", "X-Api-Key: not-" + TOKEN),
                "mcp-ask.mjs", base + "/mcp", QUESTION);
        assertEquals(2, wrong.exit(), wrong.toString());
        assertTrue(wrong.out().contains("invalid API token"), wrong.toString());

        JsonNode rest = JSON.readTree(post(base + "/query", "{\"question\": \"" + QUESTION + "\"}").body());
        for (String header : List.of("Authorization: Bearer " + TOKEN, "X-Api-Key: " + TOKEN)) {
            ApiClients.Run sdk = ApiClients.node(Map.of("LAZYGRAPH_MCP_HEADER", header), "mcp-ask.mjs",
                    base + "/mcp", QUESTION);
            assertEquals(0, sdk.exit(), sdk.toString());
            JsonNode reply = JSON.readTree(sdk.out());
            assertEquals("lazygraph", reply.path("server").path("name").asText());
            assertEquals(List.of("ask", "get_chunk", "list_documents", "search"), StreamSupport.stream(
                    reply.path("tools").spliterator(), false).map(tool -> tool.path("name").asText()).sorted()
                    .toList());
            JsonNode ask = reply.path("ask");
            assertFalse(ask.path("isError").asBoolean(), ask.toString());
            JsonNode answer = ask.path("structuredContent");
            assertEquals(rest.path("text"), answer.path("text"));
            assertEquals(rest.path("citations"), answer.path("citations"));
            assertEquals(withoutTimings(rest), withoutTimings(answer));
            assertTrue(answer.path("text").asText().contains("She designed the SeaGlass camera."), sdk.toString());
            assertTrue(answer.path("text").asText().lines().findFirst().orElseThrow().contains("Fiona MacLeod"),
                    sdk.toString());
            assertTrue(ask.path("content").path(0).path("text").asText().contains("<data id=\"answer\">"),
                    sdk.toString());
        }
    }

    /** serve on the repository's samples, ingested first by the CLI; its base URL. */
    private String serveSamples(Map<String, String> env) throws IOException, InterruptedException {
        Path data = temp.resolve("data");
        PackagedApp.Run ingest = app.cli(data, "ingest", PackagedApp.REPO.resolve("samples").toString());
        assertEquals(0, ingest.exit(), ingest.toString());
        int port = freePort();
        app.serve(data, port, env);
        return "http://127.0.0.1:" + port;
    }

    private HttpResponse<String> post(String url, String json) throws IOException, InterruptedException {
        HttpResponse<String> response = PackagedApp.postJson(url, json, "Authorization", "Bearer " + TOKEN);
        assertEquals(200, response.statusCode(), response.body());
        return response;
    }

    /** Wall-clock latencies differ between any two runs; everything else must match. */
    private static JsonNode withoutTimings(JsonNode answer) {
        JsonNode copy = answer.deepCopy();
        ((ObjectNode) copy.path("cost")).remove("latencyMs");
        return copy;
    }
}
