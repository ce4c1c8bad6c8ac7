package dev.lazygraph.app;

import java.util.Properties;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The JVM's system properties as they were before the class, once it is done. A CLI launched in the test's JVM
 * turns its global options into system properties (LaunchOptions), {@code quarkus.http.host-enabled=false} among
 * them: an HTTP test that runs after it in the same JVM (the test JVMs take classes in any order) would start an
 * application that listens nowhere, or on the CLI's store.
 */
public final class SystemPropertiesRestored implements BeforeAllCallback, AfterAllCallback {
    private Properties before;

    @Override
    public void beforeAll(ExtensionContext context) {
        before = (Properties) System.getProperties().clone();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        for (String name : System.getProperties().stringPropertyNames()) {
            if (!before.containsKey(name)) {
                System.clearProperty(name);
            }
        }
        before.forEach((name, value) -> System.setProperty((String) name, (String) value));
    }
}
