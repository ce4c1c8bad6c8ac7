package dev.lazygraph.app;

import static dev.lazygraph.app.PackagedApp.freePort;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.api.ApiClients;
import dev.lazygraph.documents.testing.BinaryDocuments;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The official MCP TypeScript SDK (scripts/api-clients) against {@code lazygraph serve} with a token configured,
 * on the sample corpus and, in a collection of its own, a PDF, a Word and a PowerPoint file, as an assistant
 * connects: refused without the token or with another, let in with it as a Bearer token or an X-Api-Key, it
 * lists the tools and calls {@code ask}, whose answer and citations are those of {@code POST /query}
 * (mcp-ask.mjs); every tool's replies, for documents with pages and without, pass the SDK's check against the
 * output schema the tool declares (mcp-tools.mjs).
 */
class McpSdkClientIT {
    private static final String QUESTION = "Who designed the SeaGlass camera?";
    private static final String TOKEN = "sdk-s3cret";
    private static final String BEARER = "Authorization: Bearer " + TOKEN;
    /** The collection of the paged documents, apart from the samples so that they change no sample answer. */
    private static final String PAGED = "paged";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path temp;

    @RegisterExtension
    static final PackagedApp APP = PackagedApp.perClass();

    /** The one server of the class: each serve start and ingest costs seconds on a shared machine. */
    private static String base;

    @BeforeAll
    static void serve() throws IOException, InterruptedException {
        Path data = temp.resolve("data");
        PackagedApp.Run samples = APP.cli(data, "ingest", PackagedApp.REPO.resolve("samples").toString());
        assertEquals(0, samples.exit(), samples.toString());
        Path paged = Files.createDirectories(temp.resolve(PAGED));
        Files.write(paged.resolve("review.pdf"), BinaryDocuments.pdf(BinaryDocuments.REPORT));
        Files.write(paged.resolve("review.docx"), BinaryDocuments.docx(BinaryDocuments.REPORT,
                BinaryDocuments.PageBreaks.RENDERED));
        Files.write(paged.resolve("review.pptx"), BinaryDocuments.pptx(BinaryDocuments.REPORT));
        PackagedApp.Run pagedIngest = APP.cli(data, "--collection", PAGED, "ingest", paged.toString());
        assertEquals(0, pagedIngest.exit(), pagedIngest.toString());
        int port = freePort();
        APP.serve(data, port, Map.of("LAZYGRAPH_AUTH_TOKEN", TOKEN));
        base = "http://127.0.0.1:" + port;
    }

    @Test
    void theSdkIsRefusedWithoutTheTokenAndWithItListsTheToolsAndAsksAsPostQueryAnswers() throws Exception {
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
        for (String header : List.of(BEARER, "X-Api-Key: " + TOKEN)) {
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
            assertTrue(answer.path("text").asText().contains("design the SeaGlass")
                    || answer.path("text").asText().contains("designed the SeaGlass"), sdk.toString());
            assertTrue(answer.path("text").asText().lines().findFirst().orElseThrow().contains("Fiona MacLeod"),
                    sdk.toString());
            assertTrue(ask.path("content").path(0).path("text").asText().contains("<data id=\"answer\">"),
                    sdk.toString());
        }
    }

    @Test
    void everyToolsRepliesPassTheSdksCheckAgainstTheirOutputSchemaForDocumentsWithAndWithoutPages()
            throws IOException {
        // Words of every sample, then of every page of the report: search narrowed to each document finds some.
        Map<String, String> questions = Map.of("default",
                "SeaGlass camera Driftline buoys recall Halvorsen Tidewatch history leadership", PAGED,
                BinaryDocuments.QUESTION + " SeaGlass camera overview");
        Map<String, List<String>> keys = Map.of("default", List.of("company/history.md",
                "news/2021-driftline-recall.md", "people/leadership.txt", "products/seaglass.html",
                "products/tidewatch.md"), PAGED, List.of("review.docx", "review.pdf", "review.pptx"));
        Map<String, Integer> withPage = new TreeMap<>();
        Map<String, Integer> withoutPage = new TreeMap<>();
        for (String collection : List.of("default", PAGED)) {
            ApiClients.Run sdk = ApiClients.node(Map.of("LAZYGRAPH_MCP_HEADER", BEARER), "mcp-tools.mjs",
                    base + "/mcp", questions.get(collection), collection);
            assertEquals(0, sdk.exit(), sdk.toString());
            JsonNode reply = JSON.readTree(sdk.out());
            // Every document was listed (two a page), its resource read, and some of its chunks read whole.
            assertEquals(keys.get(collection), StreamSupport.stream(reply.path("documents").spliterator(), false)
                    .map(document -> document.path("key").asText()).sorted().toList(), sdk.toString());
            for (JsonNode document : reply.path("documents")) {
                assertTrue(document.path("resource").asText().contains("<data"), document.toString());
                assertFalse(document.path("read").isEmpty(), "chunks read of " + document);
                for (JsonNode chunk : document.path("read")) {
                    assertEquals(document.path("key"), chunk.path("documentKey"), chunk.toString());
                    // Present as a number or absent: never null, which the declared schema does not allow.
                    (chunk.has("page") ? withPage : withoutPage).merge(collection, 1, Integer::sum);
                    assertTrue(chunk.path("page").isMissingNode() || chunk.path("page").isInt(), chunk.toString());
                }
            }
            assertFalse(reply.path("ask").path("citations").isEmpty(), sdk.toString());
        }
        // The samples have no pages and each paged file has them on every chunk: both kinds passed the check.
        assertEquals(Map.of(PAGED, withPage.getOrDefault(PAGED, 0)), withPage, "chunks with a page");
        assertEquals(Map.of("default", withoutPage.getOrDefault("default", 0)), withoutPage, "chunks without");
        assertTrue(withPage.get(PAGED) > 0 && withoutPage.get("default") > 0, withPage + " " + withoutPage);
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
