package dev.lazygraph.api;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.restassured.specification.RequestSpecification;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one configuration of the API tests that present tokens, shared so that they run in one application start
 * (each distinct test profile restarts Quarkus): the shared token ({@code lazygraph.auth.token}, a caller in no
 * group) beside named callers in groups, the LLM on the fake chat server, and the log at DEBUG, which the tests
 * capture and the console does not print. {@link OnDynalite}: the same on a fresh dynalite table.
 */
public class SecuredApi implements QuarkusTestProfile {
    static final String SHARED_TOKEN = "tok-7f3a9c1e-not-for-logs";
    static final Map<String, String> CALLERS = Map.of("owner", "owner-tok-1", "hr", "hr-tok-2", "legal",
            "legal-tok-3", "nobody", "nobody-tok-4");

    /** A request with the token of the named caller (of {@link #CALLERS}). */
    static RequestSpecification as(String caller) {
        return given().header("Authorization", "Bearer " + CALLERS.get(caller));
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> config = new HashMap<>();
        config.put("lazygraph.auth.token", SHARED_TOKEN);
        CALLERS.forEach((name, token) -> config.put("lazygraph.auth.callers." + name + ".token", token));
        config.put("lazygraph.auth.callers.owner.groups", "*");
        config.put("lazygraph.auth.callers.hr.groups", "hr");
        config.put("lazygraph.auth.callers.legal.groups", "legal");
        config.put("quarkus.log.level", "DEBUG");
        config.put("quarkus.log.console.enabled", "false");
        return config;
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(FakeLlm.class));
    }

    public static class OnDynalite extends SecuredApi {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(FakeLlm.class), new TestResourceEntry(DynaliteTable.class));
        }
    }
}
