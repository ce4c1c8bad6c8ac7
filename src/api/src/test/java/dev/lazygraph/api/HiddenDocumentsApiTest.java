package dev.lazygraph.api;

import static dev.lazygraph.api.SecuredApi.as;
import static org.hamcrest.Matchers.lessThan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A hidden document weighs in nowhere, through REST and MCP with an LLM (the fake chat server): collection
 * {@code view-all} holds the public documents of {@link PermissionsApiTest} and its documents of {@code hr} and
 * {@code legal}; for each caller, another collection holds only what that caller may read (collections are as
 * separate as stores: totals, postings and caches are per collection). The caller's {@code POST /search},
 * {@code POST /query} on the basic, local and global routes with the answer graph, and the MCP {@code ask} and
 * {@code search} tools answer alike in both, field for field (the collection's name aside; cost and cache flags
 * left out), after the owner asked the same in both.
 */
@QuarkusTest
@TestProfile(SecuredApi.class)
class HiddenDocumentsApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ALL = "view-all";
    private static final List<String> QUESTIONS = List.of("Who pays Jonas Ek a bonus?",
            "How is Mara Lindqvist connected to the orchard, its cider and Uppsala?",
            "What are the main themes across these documents?");

    private static void put(String collection, String key, String text, List<String> groups) {
        as("owner").contentType(ContentType.JSON).body(Map.of("collection", collection, "key", key, "text", text,
                "groups", groups)).post("/documents").then().statusCode(lessThan(300));
    }

    /** The public documents, and of the hidden ones those named. */
    private static void store(String collection, List<String> hiddenKeys) {
        put(collection, "public/orchard.md", PermissionsApiTest.PUBLIC_ORCHARD, List.of());
        put(collection, "public/bakery.md", PermissionsApiTest.PUBLIC_BAKERY, List.of());
        for (String key : hiddenKeys) {
            put(collection, key, PermissionsApiTest.HIDDEN.get(key), List.of(PermissionsApiTest.GROUP.get(key)));
        }
    }

    @Test
    void aCallersRepliesEqualThoseOfACollectionWithoutTheDocumentsHiddenFromThem() throws Exception {
        store(ALL, List.copyOf(PermissionsApiTest.HIDDEN.keySet()));
        Map<String, Map<String, String>> ownersReplies = new HashMap<>();
        for (String caller : List.of("nobody", "hr")) {
            String readable = "view-" + caller;
            store(readable, PermissionsApiTest.HIDDEN.keySet().stream()
                    .filter(key -> PermissionsApiTest.GROUP.get(key).equals(caller)).toList());
            ownersReplies.put(ALL, replies("owner", ALL));
            ownersReplies.put(readable, replies("owner", readable));
            Map<String, String> fromAll = replies(caller, ALL);
            Map<String, String> fromReadable = replies(caller, readable);
            for (String what : fromReadable.keySet()) {
                assertEquals(fromReadable.get(what), fromAll.get(what), caller + " " + what);
            }
        }
        // The owner's replies above (searches carry no cache state): asking them again would only repeat them.
        String search = "search " + QUESTIONS.get(0);
        assertNotEquals(ownersReplies.get("view-nobody").get(search), ownersReplies.get(ALL).get(search),
                "the hidden documents weigh in for the owner");
    }

    /** What -> the reply as JSON, without costs and cache flags, the collection's name replaced. */
    private static Map<String, String> replies(String caller, String collection) throws Exception {
        Map<String, String> replies = new LinkedHashMap<>();
        McpSession mcp = McpSession.open(() -> as(caller));
        for (String question : QUESTIONS) {
            replies.put("search " + question, normalized(as(caller).contentType(ContentType.JSON)
                    .body(Map.of("collection", collection, "question", question, "limit", 100)).post("/search")
                    .then().statusCode(200).extract().asString(), collection));
            for (String route : List.of("basic", "local", "global")) {
                Map<String, Object> body = new HashMap<>(Map.of("collection", collection, "question", question,
                        "route", route, "graph", true));
                replies.put("query " + route + " " + question, normalized(as(caller).contentType(ContentType.JSON)
                        .body(body).post("/query").then().statusCode(200).extract().asString(), collection));
            }
            replies.put("mcp ask " + question, structured(mcp.tool("ask", Map.of("question", question,
                    "collection", collection)).prettify(), collection));
            replies.put("mcp search " + question, structured(mcp.tool("search", Map.of("question", question,
                    "collection", collection)).prettify(), collection));
        }
        return replies;
    }

    private static String normalized(String json, String collection) throws Exception {
        return normalized(JSON.readTree(json.replace(collection, "<collection>")));
    }

    /** A tool's structured reply (its text content is the same as a string, costs included). */
    private static String structured(String reply, String collection) throws Exception {
        JsonNode tree = JSON.readTree(reply.replace(collection, "<collection>"));
        return normalized(tree.path("result").path("structuredContent"));
    }

    private static String normalized(JsonNode tree) throws Exception {
        withoutCacheState(tree);
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
    }

    /** Costs and cache flags tell what was asked before, not what the collection holds. */
    private static void withoutCacheState(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove(List.of("cost", "cached"));
        }
        node.forEach(HiddenDocumentsApiTest::withoutCacheState);
    }
}
