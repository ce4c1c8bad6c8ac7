package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.BAKERY;
import static dev.lazygraph.api.Corpus.OBSERVATORY;
import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.anonymous;
import static dev.lazygraph.api.Corpus.ask;
import static dev.lazygraph.api.Corpus.citedKeys;
import static dev.lazygraph.api.Corpus.put;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The HTTP API without auth and without LLM, on the in-memory store. Each test uses its own collection. */
@QuarkusTest
class ApiTest {

    @Test
    void answersCiteTheIngestedDocumentsAndNeverADeletedOne() {
        put(Corpus::anonymous, "cite", "farms/orchard.md", ORCHARD).statusCode(201)
                .body("status", equalTo("CREATED"));
        put(Corpus::anonymous, "cite", "town/bakery.txt", BAKERY).statusCode(201);
        put(Corpus::anonymous, "cite", "sky/observatory.md", OBSERVATORY).statusCode(201);

        List<String> cited = citedKeys(ask(Corpus::anonymous, "cite", "Who founded the Blue Fern Orchard?"));
        assertTrue(cited.contains("farms/orchard.md"), "cited: " + cited);

        // The key contains '/': the path parameter takes the rest of the path.
        anonymous().queryParam("collection", "cite").delete("/documents/farms/orchard.md").then().statusCode(204);

        List<String> after = citedKeys(ask(Corpus::anonymous, "cite", "Who founded the Blue Fern Orchard?"));
        assertFalse(after.contains("farms/orchard.md"), "cited after delete: " + after);
        anonymous().queryParam("collection", "cite").get("/documents").then().statusCode(200)
                .body("documents.key", not(hasItem("farms/orchard.md")))
                .body("documents.key", hasItem("town/bakery.txt"));
        anonymous().queryParam("collection", "cite").delete("/documents/farms/orchard.md").then()
                .statusCode(404).contentType("application/problem+json");
    }

    @Test
    void sameTextIsIsolatedByCollection() {
        put(Corpus::anonymous, "tenant-a", "a/orchard.md", ORCHARD).statusCode(201);
        put(Corpus::anonymous, "tenant-b", "b/orchard.md", ORCHARD).statusCode(201);
        put(Corpus::anonymous, "tenant-a", "shared.md", BAKERY).statusCode(201);
        put(Corpus::anonymous, "tenant-b", "shared.md", BAKERY).statusCode(201);

        String question = "Which orchard sells Bosc pears to the bakery?";
        List<String> citedInA = citedKeys(ask(Corpus::anonymous, "tenant-a", question));
        assertTrue(citedInA.contains("a/orchard.md"), "cited: " + citedInA);
        assertFalse(citedInA.contains("b/orchard.md"), "A cites B: " + citedInA);

        anonymous().queryParam("collection", "tenant-b").delete("/documents/shared.md").then().statusCode(204);
        anonymous().queryParam("collection", "tenant-b").delete("/documents/b/orchard.md").then().statusCode(204);

        anonymous().queryParam("collection", "tenant-a").get("/documents").then()
                .body("documents.key", hasItem("shared.md")).body("documents.key", hasItem("a/orchard.md"));
        List<String> stillInA = citedKeys(ask(Corpus::anonymous, "tenant-a", question));
        assertTrue(stillInA.contains("a/orchard.md"), "cited: " + stillInA);
        ask(Corpus::anonymous, "tenant-b", question).statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("/problems/unknown-collection"));
    }

    @Test
    void malformedJsonIsAProblem() {
        given().contentType(ContentType.JSON).body("{\"question\": ").post("/query").then()
                .statusCode(400).contentType("application/problem+json")
                .body("status", equalTo(400)).body("type", equalTo("/problems/invalid-request"))
                .body("title", equalTo("Invalid request")).body("detail", containsString("JSON"));
        given().contentType(ContentType.JSON).body("{\"key\": \"x.md\", \"text\": 42, \"extra\": [").post("/documents")
                .then().statusCode(400).contentType("application/problem+json");
    }

    @Test
    void missingOrOversizedFieldsAreProblems() {
        given().contentType(ContentType.JSON).body(Map.of("collection", "cite")).post("/query").then()
                .statusCode(400).contentType("application/problem+json").body("detail", containsString("question"));
        given().contentType(ContentType.JSON).body(Map.of("question", " ")).post("/query").then()
                .statusCode(400).contentType("application/problem+json");
        given().contentType(ContentType.JSON).body(Map.of("question", "x ".repeat(50_000))).post("/query").then()
                .statusCode(400).contentType("application/problem+json");
        given().contentType(ContentType.JSON).body(Map.of("question", "Who?", "route", "sideways")).post("/query")
                .then().statusCode(400).body("detail", containsString("route"));
        given().contentType(ContentType.JSON).body(Map.of("text", "no key")).post("/documents").then()
                .statusCode(400).contentType("application/problem+json");
        given().contentType(ContentType.JSON).body(Map.of("question", "Who?", "collection", "../etc"))
                .post("/query").then().statusCode(400).body("detail", containsString("collection"));
    }

    @Test
    void fieldsOfTheWrongTypeAreProblemsNamingTheField() {
        given().contentType(ContentType.JSON).body("{\"key\": \"a.txt\", \"text\": {}}").post("/documents").then()
                .statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("/problems/invalid-request"))
                .body("detail", equalTo("field 'text' must be a string"));
        given().contentType(ContentType.JSON).body("{\"question\": \"Who?\", \"topK\": \"abc\"}").post("/query")
                .then().statusCode(400).contentType("application/problem+json")
                .body("detail", equalTo("field 'topK' must be a number"));
        given().contentType(ContentType.JSON).body("[\"Who?\"]").post("/query").then()
                .statusCode(400).contentType("application/problem+json")
                .body("detail", equalTo("request body must be a JSON object"));
    }

    @Test
    void aBodyOverTheLimitIsAProblemNamingTheLimitWhetherItsLengthIsDeclaredOrNot() {
        byte[] body = ("{\"key\": \"big.txt\", \"text\": \"" + "a".repeat(1_100_000) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        given().contentType(ContentType.JSON).body(body).post("/documents").then()
                .statusCode(413).contentType("application/problem+json")
                .body("status", equalTo(413)).body("type", equalTo("/problems/body-too-large"))
                .body("detail", containsString("1,048,576 bytes (quarkus.http.limits.max-body-size)"));
        // A stream of unknown length goes out in chunks: the limit applies to the bytes received.
        given().contentType(ContentType.JSON).body(new ByteArrayInputStream(body)).post("/documents").then()
                .statusCode(413).contentType("application/problem+json")
                .body("detail", containsString("1,048,576 bytes"));
        anonymous().get("/documents").then().statusCode(200).body("documents.key", not(hasItem("big.txt")));

        byte[] small = "{\"key\": \"chunked.txt\", \"text\": \"Sent in chunks, read within the limit.\"}"
                .getBytes(StandardCharsets.UTF_8);
        given().contentType(ContentType.JSON).body(new ByteArrayInputStream(small)).post("/documents").then()
                .statusCode(201).body("id.key", equalTo("chunked.txt"));
    }

    @Test
    void keysWithControlCharactersAreRefused() {
        for (String key : List.of("forged\nline.txt", "nul\u0000.md", "\u001B[2Jclear.txt")) {
            put(Corpus::anonymous, "control", key, BAKERY).statusCode(400)
                    .contentType("application/problem+json")
                    .body("detail", containsString("document key must not contain control characters"));
        }
        anonymous().urlEncodingEnabled(false).queryParam("collection", "control").delete("/documents/a%0Ab.txt")
                .then().statusCode(400)
                .contentType("application/problem+json")
                .body("detail", containsString("control characters"));
    }

    @Test
    void aDocumentThatCannotBeIngestedIsRejectedAndNothingIsStored() {
        put(Corpus::anonymous, "reject", "keep.md", OBSERVATORY).statusCode(201);

        put(Corpus::anonymous, "reject", "scan.pdf", ORCHARD).statusCode(422)
                .contentType("application/problem+json").body("type", equalTo("/problems/document-rejected"));
        put(Corpus::anonymous, "reject", "empty.txt", "").statusCode(422);

        anonymous().queryParam("collection", "reject").get("/documents").then()
                .body("documents.key", equalTo(List.of("keep.md")));
    }

    @Test
    void keysWithSpacesUnicodeAndPercentSignsRoundTrip() {
        String key = "notes/Café menu 100% réel.md";
        put(Corpus::anonymous, "keys", key, BAKERY).statusCode(201).body("id.key", equalTo(key));
        anonymous().queryParam("collection", "keys").get("/documents").then().body("documents.key", equalTo(List.of(key)));

        anonymous().queryParam("collection", "keys").delete("/documents/" + key).then().statusCode(204);
        anonymous().queryParam("collection", "keys").get("/documents").then().body("documents.key", equalTo(List.of()));
    }

    @Test
    void theListingPagesFiltersAndSortsWithATotal() {
        // Twelve documents: "notes/n00.md" has 1 sentence, "notes/n11.md" 12; three more keys outside "notes/".
        for (int i = 0; i < 12; i++) {
            String text = ("Note %d speaks of the Larkspur Observatory. ".formatted(i)).repeat(i + 1);
            put(Corpus::anonymous, "pages", "notes/n%02d.md".formatted(i), text).statusCode(201);
        }
        for (String key : List.of("farm/Orchard.md", "farm/bakery.txt", "sky.md")) {
            put(Corpus::anonymous, "pages", key, BAKERY).statusCode(201);
        }
        Function<Map<String, Object>, ValidatableResponse> list = query -> anonymous()
                .queryParam("collection", "pages").queryParams(query).get("/documents").then().statusCode(200);

        list.apply(Map.of()).body("total", equalTo(15)).body("offset", equalTo(0)).body("limit", equalTo(100))
                .body("documents.key", equalTo(List.of("farm/Orchard.md", "farm/bakery.txt", "notes/n00.md",
                        "notes/n01.md", "notes/n02.md", "notes/n03.md", "notes/n04.md", "notes/n05.md", "notes/n06.md",
                        "notes/n07.md", "notes/n08.md", "notes/n09.md", "notes/n10.md", "notes/n11.md", "sky.md")));
        list.apply(Map.of("keyContains", "NOTES/", "sort", "-words", "offset", 5, "limit", 4))
                .body("total", equalTo(12)).body("offset", equalTo(5)).body("limit", equalTo(4))
                .body("documents.key", equalTo(List.of("notes/n06.md", "notes/n05.md", "notes/n04.md", "notes/n03.md")));
        list.apply(Map.of("keyContains", "notes/", "sort", "-words", "offset", 10, "limit", 4))
                .body("total", equalTo(12)).body("documents.key", equalTo(List.of("notes/n01.md", "notes/n00.md")));
        list.apply(Map.of("keyContains", "orchard")).body("total", equalTo(1))
                .body("documents.key", equalTo(List.of("farm/Orchard.md")));
        list.apply(Map.of("keyContains", "farm", "sort", "-key")).body("documents.key",
                equalTo(List.of("farm/bakery.txt", "farm/Orchard.md")));
        list.apply(Map.of("offset", 40)).body("total", equalTo(15)).body("documents", equalTo(List.of()));

        for (Map<String, Object> bad : List.<Map<String, Object>>of(Map.of("sort", "size"), Map.of("offset", -1),
                Map.of("limit", 0), Map.of("limit", 1001), Map.of("offset", "two"))) {
            anonymous().queryParam("collection", "pages").queryParams(bad).get("/documents").then()
                    .statusCode(400).contentType("application/problem+json")
                    .body("type", equalTo("/problems/invalid-request"))
                    .body("detail", containsString("'" + bad.keySet().iterator().next() + "' must be"));
        }
    }

    @Test
    void reingestingTheSameTextIsUnchangedAndNewTextReplaces() {
        put(Corpus::anonymous, "revisions", "doc.md", ORCHARD).statusCode(201);
        put(Corpus::anonymous, "revisions", "doc.md", ORCHARD).statusCode(200).body("status", equalTo("UNCHANGED"));
        put(Corpus::anonymous, "revisions", "doc.md", BAKERY).statusCode(200).body("status", equalTo("REPLACED"));
    }

    @Test
    void healthAndOpenApiAreServed() {
        given().get("/q/health/ready").then().statusCode(200)
                .body("status", equalTo("UP")).body("checks.name", hasItem("store"));
        given().get("/q/openapi").then().statusCode(200).body(containsString("/documents"));
    }
}
