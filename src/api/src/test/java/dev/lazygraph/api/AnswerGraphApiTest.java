package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.BAKERY;
import static dev.lazygraph.api.Corpus.OBSERVATORY;
import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.anonymous;
import static dev.lazygraph.api.Corpus.put;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The query option that adds the community graph, and the chunks citations point into. */
@QuarkusTest
class AnswerGraphApiTest {

    private static final String THEMES = "What are the main themes across these documents?";

    private static JsonPath ask(String collection, Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(fields);
        body.put("collection", collection);
        return anonymous().contentType(ContentType.JSON).body(body).post("/query")
                .then().statusCode(200).extract().jsonPath();
    }

    private static void ingest(String collection) {
        put(Corpus::anonymous, collection, "farms/orchard.md", ORCHARD).statusCode(201);
        put(Corpus::anonymous, collection, "town/bakery.txt", BAKERY).statusCode(201);
        put(Corpus::anonymous, collection, "sky/observatory.md", OBSERVATORY).statusCode(201);
    }

    /** The id percent-encoded as a browser's encodeURIComponent does ('/' and '#' included). */
    private static String encoded(String chunkId) {
        return URLEncoder.encode(chunkId, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static RequestSpecification chunkRequest(String collection) {
        return anonymous().urlEncodingEnabled(false).queryParam("collection", collection);
    }

    @Test
    void theGraphIsSentOnlyWhenAskedFor() {
        ingest("graph-option");
        Map<String, Object> plain = ask("graph-option", Map.of("question", THEMES)).getMap("$");
        assertFalse(plain.containsKey("graph"), "graph sent unasked: " + plain.keySet());
        assertNull(ask("graph-option", Map.of("question", THEMES, "graph", false)).get("graph"));

        JsonPath answer = ask("graph-option", Map.of("question", THEMES, "graph", true));
        assertEquals("GLOBAL", answer.getString("route"));
        List<Map<String, Object>> communities = answer.getList("graph.communities");
        assertEquals(answer.getInt("cost.communitiesDetected"), communities.size());
        assertTrue(communities.stream().anyMatch(c -> Boolean.TRUE.equals(c.get("selected"))), communities.toString());
        List<String> concepts = answer.getList("graph.nodes.concept", String.class);
        assertTrue(concepts.contains("blue fern orchard"), concepts.toString());
        assertFalse(answer.getList("graph.edges").isEmpty());
        assertTrue(answer.getList("graph.edges.a", String.class).stream().allMatch(concepts::contains));
    }

    @Test
    void aCitationsChunkHoldsTheCitedSpan() {
        ingest("chunks");
        JsonPath answer = ask("chunks", Map.of("question", "Who built the Hadley Reflector?"));
        Map<String, Object> citation = answer.getMap("citations[0]");
        String chunkId = (String) citation.get("chunkId");

        JsonPath chunk = chunkRequest("chunks").get("/chunks/" + encoded(chunkId))
                .then().statusCode(200).extract().jsonPath();
        assertEquals(chunkId, chunk.getString("id"));
        assertEquals(citation.get("documentKey"), chunk.getString("documentKey"));
        assertEquals(citation.get("revision"), chunk.getString("revision"));
        int offset = chunk.getInt("start");
        String span = chunk.getString("text").substring((int) citation.get("start") - offset,
                (int) citation.get("end") - offset);
        assertTrue(span.contains("Hadley"), span);
    }

    @Test
    void aChunkOfADeletedDocumentIsGone() {
        ingest("gone");
        String chunkId = ask("gone", Map.of("question", "Who built the Hadley Reflector?"))
                .getString("citations[0].chunkId");
        chunkRequest("gone").get("/chunks/" + encoded(chunkId)).then().statusCode(200);

        anonymous().queryParam("collection", "gone").delete("/documents/sky/observatory.md").then().statusCode(204);

        chunkRequest("gone").get("/chunks/" + encoded(chunkId)).then()
                .statusCode(404).contentType("application/problem+json")
                .body("type", equalTo("/problems/unknown-chunk"));
    }
}
