package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.ask;
import static dev.lazygraph.api.Corpus.put;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The shared token ({@code lazygraph.auth.token}); the named callers configured beside it are not used here, and
 * the answers are extractive, as the checks of their citations expect.
 */
@QuarkusTest
@TestProfile(SecuredApi.class)
class AuthTest extends ExtractiveAnswers {

    static final String TOKEN = SecuredApi.SHARED_TOKEN;
    /** The token with its last character changed, and its first six characters: both wrong. */
    private static final String NEAR_MISS = TOKEN.substring(0, TOKEN.length() - 1) + "X";
    private static final String PREFIX = TOKEN.substring(0, 6);

    static RequestSpecification bearer() {
        return given().header("Authorization", "Bearer " + TOKEN);
    }

    static RequestSpecification apiKey() {
        return given().header("X-Api-Key", TOKEN);
    }

    @Test
    void requestsWithoutTheTokenAreRejected() {
        put(Corpus::anonymous, "auth", "orchard.md", ORCHARD).statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", "Bearer")
                .body("status", equalTo(401));
        ask(Corpus::anonymous, "auth", "Who founded the orchard?").statusCode(401);
        given().get("/documents").then().statusCode(401);
        given().delete("/documents/orchard.md").then().statusCode(401);
    }

    @Test
    void authenticationAnswersBeforeRouting() {
        // Without a valid token a caller learns nothing of the routes: no 405 for a method a path does not take,
        // no 404 for a path that is not there; with the token, those answers come.
        for (Supplier<RequestSpecification> caller : List.<Supplier<RequestSpecification>>of(Corpus::anonymous,
                () -> given().header("Authorization", "Bearer " + NEAR_MISS))) {
            caller.get().post("/documents/orchard.md").then().statusCode(401).contentType("application/problem+json");
            caller.get().put("/query").then().statusCode(401).contentType("application/problem+json");
            caller.get().get("/no-such-route").then().statusCode(401).contentType("application/problem+json");
        }
        bearer().post("/documents/orchard.md").then().statusCode(405).contentType("application/problem+json");
        bearer().put("/query").then().statusCode(405).contentType("application/problem+json");
        bearer().get("/no-such-route").then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void wrongTokensAreRejected() {
        ask(() -> given().header("Authorization", "Bearer " + NEAR_MISS), "auth", "Who?").statusCode(401)
                .contentType("application/problem+json");
        ask(() -> given().header("X-Api-Key", PREFIX), "auth", "Who?").statusCode(401);
        ask(() -> given().header("Authorization", "Basic " + TOKEN), "auth", "Who?").statusCode(401);
    }

    @Test
    void theTokenOpensTheApiAsBearerOrApiKey() {
        put(AuthTest::bearer, "auth", "orchard.md", ORCHARD).statusCode(201);
        ask(AuthTest::bearer, "auth", "Who founded the Blue Fern Orchard?").statusCode(200);
        ask(AuthTest::apiKey, "auth", "Who founded the Blue Fern Orchard?").statusCode(200);
        apiKey().get("/documents").then().statusCode(200);
    }

    @Test
    void theMcpEndpointAsksForTheSameToken() {
        given().contentType(ContentType.JSON).accept(McpSession.ACCEPT).body(McpSession.INITIALIZE).post("/mcp")
                .then().statusCode(401).contentType("application/problem+json")
                .header("WWW-Authenticate", "Bearer")
                .body("type", equalTo("/problems/unauthorized"));
        given().header("Authorization", "Bearer " + NEAR_MISS).contentType(ContentType.JSON)
                .accept(McpSession.ACCEPT).body(McpSession.INITIALIZE).post("/mcp")
                .then().statusCode(401).body("detail", equalTo("invalid API token"));
        given().header("X-Api-Key", PREFIX).contentType(ContentType.JSON).accept(McpSession.ACCEPT)
                .body(McpSession.INITIALIZE).post("/mcp").then().statusCode(401);

        put(AuthTest::bearer, "auth-mcp", "orchard.md", ORCHARD).statusCode(201);
        for (Supplier<RequestSpecification> credentials : List.<Supplier<RequestSpecification>>of(AuthTest::bearer,
                AuthTest::apiKey)) {
            JsonPath answer = McpSession.open(credentials).tool("ask", Map.of("question",
                    "Who founded the Blue Fern Orchard?", "collection", "auth-mcp"));
            assertEquals(Boolean.FALSE, answer.get("isError"));
            assertEquals("orchard.md", answer.getString("structuredContent.citations[0].documentKey"));
        }
    }

    @Test
    void healthAndOpenApiStayOpen() {
        given().get("/q/health").then().statusCode(200);
        given().get("/q/openapi").then().statusCode(200);
    }
}
