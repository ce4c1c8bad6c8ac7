package dev.lazygraph.api;

import static dev.lazygraph.api.Corpus.ORCHARD;
import static dev.lazygraph.api.Corpus.ask;
import static dev.lazygraph.api.Corpus.put;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(AuthTest.TokenConfigured.class)
class AuthTest {

    static final String TOKEN = "s3cret-token";

    public static class TokenConfigured implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("lazygraph.auth.token", TOKEN);
        }
    }

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
    void wrongTokensAreRejected() {
        ask(() -> given().header("Authorization", "Bearer s3cret-tokeX"), "auth", "Who?").statusCode(401)
                .contentType("application/problem+json");
        ask(() -> given().header("X-Api-Key", "s3cret"), "auth", "Who?").statusCode(401);
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
    void healthAndOpenApiStayOpen() {
        given().get("/q/health").then().statusCode(200);
        given().get("/q/openapi").then().statusCode(200);
    }
}
