package dev.lazygraph.api;

import static dev.lazygraph.api.SecuredApi.as;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.lessThan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The maintainers' adversarial run, through the HTTP API and the MCP endpoint with an LLM (the fake chat server,
 * which quotes what it is given): the owner stores public documents and documents of the groups {@code hr} and
 * {@code legal} (as JSON and as a binary upload), callers with the tokens of {@code hr}, {@code legal} and of no
 * group then use every operation the API has, cold and warm, with and without filters, and try the documents
 * they may not read by name (their keys, their chunk ids, their resource URIs). No response field, error or log
 * line they cause holds a forbidden document's chunk id, key, text, snippet, summary or concept; the owner, asking
 * the same, does see them (the check can fail).
 */
@QuarkusTest
@TestProfile(SecuredApi.class)
class PermissionsApiTest {
    static final String C = "permissions";
    static final String PUBLIC_ORCHARD = "The Blue Fern Orchard was founded by Mara Lindqvist in 1998 near Uppsala. "
            + "Mara Lindqvist planted apple trees and pear trees. The orchard sells cider in Uppsala.";
    static final String PUBLIC_BAKERY = "The Linden Bakery in Uppsala buys apples from the Blue Fern Orchard. Its "
            + "baker Jonas Ek makes apple cake with the orchard's apples.";
    /** key -> text; each holds words no other document holds (its markers). */
    static final Map<String, String> HIDDEN = Map.of(
            "hr/salaries.txt", "Mara Lindqvist pays Jonas Ek a Zorvex bonus of 81,000 kronor. The Zorvex bonus of the "
                    + "orchard was approved by Quenneville in Uppsala.",
            "legal/lawsuit.md", "# Quillmark lawsuit\n\nThe Blue Fern Orchard sued the Quillmark cannery in Uppsala "
                    + "over spoiled cider. Mara Lindqvist testified in the Quillmark lawsuit.");
    static final Map<String, List<String>> MARKERS = Map.of("hr/salaries.txt", List.of("zorvex", "quenneville",
            "81,000"), "legal/lawsuit.md", List.of("quillmark", "cannery", "spoiled"));
    static final Map<String, String> GROUP = Map.of("hr/salaries.txt", "hr", "legal/lawsuit.md", "legal");
    static final List<Map<String, Object>> QUESTIONS = List.of(
            Map.of("question", "Who pays Jonas Ek a bonus?", "route", "basic"),
            Map.of("question", "Who did the Blue Fern Orchard sue over cider?", "route", "basic"),
            Map.of("question", "How is Mara Lindqvist connected to the orchard, its cider and Uppsala?", "route",
                    "local"),
            Map.of("question", "What are the main themes across these documents?", "route", "global"),
            Map.of("question", "Who pays Jonas Ek a bonus?", "route", "local", "filter",
                    Map.of("keyPrefix", List.of("hr/", "legal/"))),
            Map.of("question", "What happened in Uppsala?", "filter", Map.of("tags", Map.of("dept", List.of("people",
                    "law")))));

    private final CapturedLog log = new CapturedLog();
    private final List<String> logged = log.lines();

    @BeforeEach
    void storeTheCollectionAndCaptureTheLog() {
        // Stored again before each test: the second time they are unchanged (200).
        put("public/orchard.md", PUBLIC_ORCHARD, List.of(), Map.of("dept", "farm")).statusCode(lessThan(300));
        put("public/bakery.md", PUBLIC_BAKERY, List.of(), Map.of()).statusCode(lessThan(300));
        put("hr/salaries.txt", HIDDEN.get("hr/salaries.txt"), List.of("hr"), Map.of("dept", "people"))
                .statusCode(lessThan(300));
        // The binary upload takes groups and tags as parameters.
        as("owner").contentType("application/octet-stream").queryParam("key", "legal/lawsuit.md")
                .queryParam("collection", C).queryParam("group", "legal").queryParam("tag", "dept=law")
                .body(HIDDEN.get("legal/lawsuit.md").getBytes(StandardCharsets.UTF_8)).post("/documents")
                .then().statusCode(lessThan(300));
        log.start();
    }

    @AfterEach
    void stopCapturing() {
        log.stop();
    }

    private static io.restassured.response.ValidatableResponse put(String key, String text, List<String> groups,
                                                                    Map<String, String> tags) {
        return as("owner").contentType(ContentType.JSON).body(Map.of("collection", C, "key", key, "text", text,
                "groups", groups, "tags", tags)).post("/documents").then();
    }

    @Test
    void noCallerEverReceivesAnythingOfADocumentOutsideTheirGroups() {
        Map<String, String> hiddenChunks = new LinkedHashMap<>();
        for (String key : HIDDEN.keySet()) {
            hiddenChunks.put(key, as("owner").contentType(ContentType.JSON)
                    .body(Map.of("collection", C, "question", HIDDEN.get(key).substring(0, 60), "limit", 100))
                    .post("/search").then().statusCode(200).extract().jsonPath()
                    .getList("hits.findAll { it.documentKey == '" + key + "' }.chunkId", String.class).get(0));
        }
        Map<String, List<String>> seen = new LinkedHashMap<>();
        Map<String, List<String>> probed = new LinkedHashMap<>();
        for (String caller : List.of("hr", "legal", "nobody", "owner")) {
            int logFrom = logged.size();
            List<String> bodies = new ArrayList<>();
            for (int round = 0; round < 2; round++) {
                for (Map<String, Object> question : QUESTIONS) {
                    Map<String, Object> body = new HashMap<>(question);
                    body.put("collection", C);
                    body.put("graph", true);
                    bodies.add(ok(as(caller).contentType(ContentType.JSON).body(body).post("/query")));
                    bodies.add(ok(as(caller).contentType(ContentType.JSON).body(Map.of("collection", C, "question",
                            question.get("question"), "limit", 100)).post("/search")));
                }
            }
            bodies.add(ok(as(caller).queryParam("collection", C).get("/documents")));
            bodies.add(ok(as(caller).queryParam("collection", C).queryParam("keyContains", "a").get("/documents")));
            McpSession mcp = McpSession.open(() -> as(caller));
            bodies.add(mcp.tool("ask", Map.of("question", "Who pays Jonas Ek a bonus?", "collection", C)).prettify());
            bodies.add(mcp.tool("ask", Map.of("question", "What are the main themes across these documents?",
                    "collection", C, "route", "GLOBAL")).prettify());
            bodies.add(mcp.tool("search", Map.of("question", "bonus lawsuit cider Uppsala", "collection", C,
                    "filter", Map.of("keyPrefix", List.of("hr/", "legal/"))))
                    .prettify());
            bodies.add(mcp.tool("list_documents", Map.of("collection", C)).prettify());
            bodies.addAll(logged.subList(logFrom, logged.size()));
            seen.put(caller, bodies);

            // A free key given a group the caller is not in: the other rule a write can break.
            String refusal = caller.equals("owner") ? null : status(403, as(caller).contentType(ContentType.JSON)
                    .body(Map.of("collection", C, "key", "x/new.txt", "text", "A note.", "groups", List.of("board")))
                    .post("/documents"));
            // By name: a caller who may not read a document cannot tell it from one that does not exist.
            for (String key : HIDDEN.keySet()) {
                if (mayRead(caller, key)) {
                    continue;
                }
                List<String> probes = new ArrayList<>();
                int probeLogFrom = logged.size();
                String chunk = hiddenChunks.get(key);
                String missing = key.replace(".", "-never.");
                probes.add(status(404, as(caller).queryParam("collection", C).get("/chunks/{id}", chunk))
                        .replace(chunk, "<id>"));
                assertEquals(probes.get(0), status(404, as(caller).queryParam("collection", C)
                        .get("/chunks/{id}", missing + "#r#0")).replace(missing + "#r#0", "<id>"),
                        "a hidden chunk answers as a missing one");
                probes.add(status(404, as(caller).queryParam("collection", C).delete("/documents/" + key))
                        .replace(key, "<key>"));
                probes.add(mcp.tool("get_chunk", Map.of("chunkId", chunk, "collection", C)).prettify()
                        .replace(chunk, "<id>"));
                probes.add(mcp.reply("resources/read", Map.of("uri", "lazygraph://documents/" + C + "/"
                        + URLEncoder.encode(key, StandardCharsets.UTF_8))).prettify().replace(
                        URLEncoder.encode(key, StandardCharsets.UTF_8), "<key>").replace(key, "<key>"));
                // Overwriting it is refused and changes nothing. The refusal is word for word the one above: it
                // says neither which rule refused nor the key (only its status tells the key is not free).
                String overwrite = status(403, as(caller).contentType(ContentType.JSON).body(Map.of("collection", C,
                        "key", key, "text", "Overwritten by " + caller + ".")).post("/documents"));
                assertEquals(refusal, overwrite, caller + " overwriting " + key);
                probes.add(overwrite);
                // What the caller sent by name may come back in an error or a log line; nothing else of it may.
                probes.addAll(logged.subList(probeLogFrom, logged.size()).stream()
                        .map(line -> line.replace(chunk, "<id>").replace(key, "<key>")).toList());
                probed.computeIfAbsent(caller, c -> new ArrayList<>()).addAll(probes);
            }
        }

        for (String caller : List.of("hr", "legal", "nobody")) {
            String everything = String.join("\n", seen.get(caller)) + "\n"
                    + String.join("\n", probed.getOrDefault(caller, List.of()));
            for (String key : HIDDEN.keySet()) {
                if (!mayRead(caller, key)) {
                    assertNothingOf(caller, key, hiddenChunks.get(key), everything);
                }
            }
        }
        String owner = String.join("\n", seen.get("owner")).toLowerCase(Locale.ROOT);
        for (String key : HIDDEN.keySet()) {
            assertTrue(owner.contains(key) && MARKERS.get(key).stream().anyMatch(owner::contains),
                    "the owner reads " + key + ", so the same requests would show a leak");
        }
        JsonPath listing = as("owner").queryParam("collection", C).get("/documents").then().extract().jsonPath();
        assertEquals(List.of("hr"), listing.getList("documents.find { it.key == 'hr/salaries.txt' }.groups"));
        assertTrue(as("owner").contentType(ContentType.JSON).body(Map.of("collection", C, "question",
                "Who tried to overwrite?")).post("/search").then().extract().asString().indexOf("Overwritten") < 0,
                "no refused overwrite was stored");
    }

    @Test
    void aCallerSeesTheDocumentsOfTheirGroupsAndAWrongTokenNothing() {
        JsonPath hr = as("hr").queryParam("collection", C).get("/documents").then().statusCode(200).extract().jsonPath();
        assertEquals(Set.of("public/orchard.md", "public/bakery.md", "hr/salaries.txt"),
                Set.copyOf(hr.getList("documents.key", String.class)));
        assertEquals(3, hr.getInt("total"));
        String answer = as("hr").contentType(ContentType.JSON).body(Map.of("collection", C, "question",
                "Who pays Jonas Ek a bonus?", "route", "basic")).post("/query").then().statusCode(200).extract()
                .asString();
        assertTrue(answer.contains("hr/salaries.txt"), answer);
        given().header("Authorization", "Bearer hr-tok-3").queryParam("collection", C).get("/documents").then()
                .statusCode(401);
        given().queryParam("collection", C).get("/documents").then().statusCode(401);
        as("hr").contentType(ContentType.JSON).body(Map.of("collection", C, "key", "hr/new.txt", "text",
                "A new note for the people team.", "groups", List.of("hr"))).post("/documents").then().statusCode(201);
        as("legal").queryParam("collection", C).delete("/documents/hr/new.txt").then().statusCode(404);
        as("hr").queryParam("collection", C).delete("/documents/hr/new.txt").then().statusCode(204);
    }

    private static boolean mayRead(String caller, String key) {
        return caller.equals("owner") || caller.equals(GROUP.get(key));
    }

    private static String ok(Response response) {
        return status(200, response);
    }

    private static String status(int expected, Response response) {
        String body = response.then().extract().asString();
        assertEquals(expected, response.statusCode(), body);
        return body;
    }

    private static void assertNothingOf(String caller, String key, String chunkId, String everything) {
        String text = everything.toLowerCase(Locale.ROOT);
        assertFalse(everything.contains(chunkId), caller + " got the chunk id " + chunkId);
        assertFalse(text.contains(key), caller + " got the key " + key);
        for (String marker : MARKERS.get(key)) {
            int at = text.indexOf(marker);
            assertTrue(at < 0, () -> caller + " got '" + marker + "' of " + key + ": ..."
                    + everything.substring(Math.max(0, at - 200), Math.min(everything.length(), at + 200)) + "...");
        }
    }
}
