package dev.lazygraph.app;

import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The CLI launched in the test's JVM on one data folder and collection, as the CLI tests run it. */
final class CliLine {
    private CliLine() {
    }

    static LaunchResult launch(QuarkusMainLauncher launcher, Path data, String collection, String... args) {
        List<String> line = new ArrayList<>(List.of("--data", data.toString(), "--collection", collection));
        line.addAll(List.of(args));
        return launcher.launch(line.toArray(String[]::new));
    }
}
