package dev.lazygraph.app;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * A memory store, no token. One profile class for every test that needs only that: Quarkus restarts the
 * application whenever the next test class names another profile class, even one with the same settings.
 */
public class MemoryStoreProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("lazygraph.store", "memory");
    }
}
