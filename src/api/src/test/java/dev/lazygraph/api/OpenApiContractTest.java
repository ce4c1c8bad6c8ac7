package dev.lazygraph.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The served OpenAPI document as generators and linters read it: Redocly's linter with its recommended rules
 * (no configuration, no ignore file) finds nothing, and the contract names, tags, secures and types every
 * operation and error.
 */
@QuarkusTest
class OpenApiContractTest {
    private static final Set<String> OPERATIONS = Set.of("askQuestion", "searchChunks", "getChunk", "putDocument",
            "listDocuments", "deleteDocument");
    private static final String PROBLEM = "#/components/schemas/Problem";

    @Test
    void redoclysRecommendedRulesFindNoErrorAndNoWarning(@TempDir Path temp) throws IOException {
        Path document = temp.resolve("openapi.yaml");
        Files.writeString(document, given().get("/q/openapi").then().statusCode(200).extract().asString());
        assertFalse(Files.exists(ApiClients.REPO.resolve("scripts/api-clients/redocly.yaml"))
                || Files.exists(ApiClients.REPO.resolve("scripts/api-clients/.redocly.lint-ignore.yaml")));

        ApiClients.Run lint = ApiClients.redocly("lint", "--format=json", document.toString());

        assertEquals(0, lint.exit(), lint.toString());
        assertTrue(lint.err().contains("using built in recommended configuration"), lint.toString());
        JsonPath report = JsonPath.from(lint.out());
        assertEquals(Map.of("errors", 0, "warnings", 0, "ignored", 0), report.getMap("totals"), lint.out());
    }

    @Test
    void everyOperationIsNamedSummarizedTaggedAndFailsWithAProblemDocument() {
        JsonPath openapi = given().queryParam("format", "json").get("/q/openapi").then().statusCode(200)
                .extract().jsonPath();
        List<String> operationIds = new ArrayList<>();
        Map<String, Map<String, Map<String, Object>>> paths = openapi.getMap("paths");
        paths.forEach((path, operations) -> operations.forEach((method, operation) -> {
            String where = method + " " + path;
            operationIds.add((String) operation.get("operationId"));
            assertFalse(((String) operation.get("summary")).isBlank(), where);
            assertFalse(((List<?>) operation.get("tags")).isEmpty(), where);
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> responses = (Map<String, Map<String, Object>>) operation.get("responses");
            assertTrue(responses.keySet().containsAll(List.of("400", "401", "500")), where + ": " + responses.keySet());
            responses.forEach((status, response) -> {
                if (status.startsWith("4") || status.startsWith("5")) {
                    String ref = (String) response.get("$ref");
                    assertNotNull(ref, where + " " + status);
                    String name = ref.substring(ref.lastIndexOf('/') + 1);
                    assertEquals(Map.of("application/problem+json", Map.of("schema", Map.of("$ref", PROBLEM))),
                            openapi.getMap("components.responses." + name + ".content"), where + " " + status);
                }
            });
        }));
        assertEquals(OPERATIONS, Set.copyOf(operationIds));
        assertEquals(OPERATIONS.size(), operationIds.size(), "operationIds are unique: " + operationIds);

        assertEquals(Map.of("type", "http", "scheme", "bearer"), withoutDescription(
                openapi.getMap("components.securitySchemes.bearerToken")));
        assertEquals(Map.of("type", "apiKey", "in", "header", "name", "X-Api-Key"), withoutDescription(
                openapi.getMap("components.securitySchemes.apiKey")));
        assertEquals(List.of(Map.of("bearerToken", List.of()), Map.of("apiKey", List.of())),
                openapi.getList("security"));
        assertFalse(openapi.getList("servers").isEmpty());
        assertEquals("Who designed the SeaGlass camera?", openapi.getString(
                "paths.'/query'.post.requestBody.content.'application/json'.examples.lookup.value.question"));
        assertEquals("people/leadership.txt", openapi.getString("paths.'/query'.post.responses.'200'.content"
                + ".'application/json'.examples.lookup.value.citations[0].documentKey"));
    }

    private static Map<String, Object> withoutDescription(Map<String, Object> scheme) {
        Map<String, Object> copy = new java.util.HashMap<>(scheme);
        copy.remove("description");
        return copy;
    }
}
