package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM options bin/lazygraph gives each command: the launcher runs in a copy of the checkout whose app jar is an
 * empty file, with a {@code java} first on the PATH that prints the options it was given instead of starting.
 */
class LauncherHeapTest {
    private static final String SERVE_HEAP = "-Xmx512m";

    @TempDir
    Path checkout;

    private Path launcher;
    private Path fakeJava;

    @BeforeEach
    void copyTheLauncher() throws IOException {
        launcher = checkout.resolve("bin/lazygraph");
        Files.createDirectories(launcher.getParent());
        Files.copy(RepositoryRoot.find().resolve("bin/lazygraph"), launcher);
        Files.createDirectories(checkout.resolve("src/app/target/quarkus-app"));
        Files.createFile(checkout.resolve("src/app/target/quarkus-app/quarkus-run.jar"));
        Path bin = Files.createDirectories(checkout.resolve("fake-bin"));
        fakeJava = bin.resolve("java");
        Files.writeString(fakeJava, "#!/usr/bin/env bash\nprintf '%s\\n' \"$@\"\n", StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(fakeJava, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void serveGetsTheHeapDefaultAndOtherCommandsDoNot() throws Exception {
        assertTrue(jvmOptions("", "serve", "--port", "8099").contains(SERVE_HEAP));
        assertTrue(jvmOptions("", "--data", "/tmp/somewhere", "serve").contains(SERVE_HEAP));
        assertFalse(jvmOptions("", "ask", "what is served?").stream().anyMatch(o -> o.startsWith("-Xmx")));
        assertFalse(jvmOptions("", "ingest", "docs").stream().anyMatch(o -> o.startsWith("-Xmx")));
    }

    @Test
    void aHeapSizeInJavaOptsWins() throws Exception {
        List<String> options = jvmOptions("-Xmx2g", "serve");
        assertFalse(options.contains(SERVE_HEAP), options.toString());
        assertTrue(options.contains("-Xmx2g"), options.toString());
        assertFalse(jvmOptions("-XX:MaxRAMPercentage=25", "serve").contains(SERVE_HEAP));
        assertFalse(jvmOptions("-XX:MaxHeapSize=300m", "serve").contains(SERVE_HEAP));
    }

    /** The options before {@code -jar} the launcher starts the JVM with for {@code args}. */
    private List<String> jvmOptions(String javaOpts, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(launcher.toString()));
        command.addAll(Arrays.asList(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PATH", fakeJava.getParent() + ":" + System.getenv("PATH"));
        builder.environment().put("LAZYGRAPH_NO_BUILD", "1");
        builder.environment().put("JAVA_OPTS", javaOpts);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), out);
        List<String> lines = out.lines().toList();
        int jar = lines.indexOf("-jar");
        assertTrue(jar > 0, "the launcher did not start the app: " + out);
        return lines.subList(0, jar);
    }
}
