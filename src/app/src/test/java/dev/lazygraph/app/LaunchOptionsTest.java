package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class LaunchOptionsTest {

    @Test
    void globalOptionsAreFoundBeforeOrAfterTheSubcommand() {
        LaunchOptions before = LaunchOptions.parse("--data", "/d", "--collection", "c", "delete", "a/b.md");
        LaunchOptions after = LaunchOptions.parse("delete", "a/b.md", "--collection", "c", "--data", "/d");

        for (LaunchOptions options : new LaunchOptions[] {before, after}) {
            assertEquals(Optional.of("/d"), options.dataDir());
            assertEquals(Optional.of("c"), options.collection());
            assertFalse(options.serve());
        }
    }

    @Test
    void onlyServeBindsThePort() {
        LaunchOptions serve = LaunchOptions.parse("serve", "--port", "9090");
        assertTrue(serve.serve());
        assertEquals(Optional.of("9090"), serve.port());

        assertFalse(LaunchOptions.parse("serve", "--help").serve());
        assertFalse(LaunchOptions.parse("ask", "serve").serve());
        assertFalse(LaunchOptions.parse("docs").serve());
    }

    @Test
    void anInvalidCommandLineConfiguresNothingAndIsReportedLater() {
        LaunchOptions options = LaunchOptions.parse("--data", "/d", "--no-such-option");
        assertEquals(Optional.empty(), options.dataDir());
        assertFalse(options.serve());
    }
}
