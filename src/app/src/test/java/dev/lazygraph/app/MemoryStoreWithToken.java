package dev.lazygraph.app;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.restassured.specification.RequestSpecification;
import java.util.Map;

/**
 * A memory store (nothing on disk) and a required token. One profile class for every @QuarkusTest of the app:
 * Quarkus restarts the application whenever the next test class names another profile class, even one with the
 * same settings.
 */
public class MemoryStoreWithToken implements QuarkusTestProfile {
    public static final String TOKEN = "page-test-token-7d1f";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("lazygraph.store", "memory", "lazygraph.auth.token", TOKEN);
    }

    /** A request to the test's server with the token. */
    public static RequestSpecification withToken() {
        return given().header("Authorization", "Bearer " + TOKEN);
    }
}
