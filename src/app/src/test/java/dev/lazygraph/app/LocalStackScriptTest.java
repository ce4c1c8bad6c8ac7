package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code scripts/local-stack.sh}, in a copy of the repository layout whose dynalite and s3rver are small
 * Node servers answering as those do: two stacks on other ports run side by side, {@code stop} stops only the one
 * on its ports, and a start that did not start fails.
 */
class LocalStackScriptTest {
    private static final Path REPO = Path.of(System.getProperty("lazygraph-dev.repo.root"));

    /** Listens on the port after --port or -p, answering what the script's probes look for; FAKE_FAIL: exits. */
    private static final String FAKE_SERVICE = """
            #!/usr/bin/env node
            if (process.env.FAKE_FAIL) { console.error("cannot start"); process.exit(1); }
            const args = process.argv.slice(2);
            const at = args.findIndex(a => a === "--port" || a === "-p");
            require("http").createServer((q, r) => r.end("com.amazon ListAllMyBucketsResult"))
              .listen(Number(args[at + 1]), "127.0.0.1");
            """;

    @TempDir
    Path repo;

    private final int[] ports = new int[5];

    @BeforeEach
    void layOut() throws IOException {
        Path bin = Files.createDirectories(repo.resolve("scripts/local-stack/node_modules/.bin"));
        Files.copy(REPO.resolve("scripts/local-stack.sh"), repo.resolve("scripts/local-stack.sh"));
        executable(repo.resolve("scripts/local-stack.sh"));
        executable(Files.writeString(bin.resolve("dynalite"), FAKE_SERVICE));
        executable(Files.writeString(bin.resolve("s3rver"), FAKE_SERVICE));
        for (int i = 0; i < ports.length; i++) {
            ports[i] = PackagedApp.freePort();
        }
    }

    @AfterEach
    void stopEverything() throws Exception {
        run(firstWithSecondDynalite(), "stop");
        run(second(), "stop");
    }

    @Test
    void twoStacksOnOtherPortsRunSideBySideAndStopAlone() throws Exception {
        assertEquals(0, run(first(), "start"));
        assertTrue(answers(ports[0]) && answers(ports[1]));

        assertEquals(0, run(second(), "start"), "a second stack on other ports starts");
        assertTrue(answers(ports[2]) && answers(ports[3]), "and listens");
        assertEquals(0, run(second(), "running", "dynalite"));
        assertEquals(0, run(second(), "status"));

        assertEquals(0, run(second(), "stop"));
        assertFalse(answers(ports[2]) || answers(ports[3]), "the second stack stopped");
        assertTrue(answers(ports[0]) && answers(ports[1]), "the first one still runs");
        assertEquals(0, run(first(), "running", "s3rver"));
        assertNotEquals(0, run(second(), "running", "s3rver"));
        assertEquals(0, run(first(), "start"), "starting it again only checks it");
    }

    @Test
    void aStartThatDidNotStartFails() throws Exception {
        Map<String, String> failing = new HashMap<>(first());
        failing.put("FAKE_FAIL", "1");
        assertNotEquals(0, run(failing, "start"));
        assertFalse(answers(ports[0]));

        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", ports[2]));
            assertNotEquals(0, run(second(), "start"), "its port is held by something that is not dynalite");
        }
    }

    @Test
    void aSecondDynaliteRunsOnItsOwnPortAndStopsByItsName() throws Exception {
        assertEquals(0, run(firstWithSecondDynalite(), "start"));
        assertTrue(answers(ports[0]) && answers(ports[1]) && answers(ports[4]));
        assertEquals(0, run(firstWithSecondDynalite(), "running", "dynalite-second"));
        assertEquals(0, run(firstWithSecondDynalite(), "status"));
        assertNotEquals(0, run(first(), "running", "dynalite-second"), "no second dynalite without its port");

        assertEquals(0, run(firstWithSecondDynalite(), "stop", "dynalite-second"));
        assertFalse(answers(ports[4]), "the second dynalite stopped");
        assertTrue(answers(ports[0]) && answers(ports[1]), "the rest of the stack still runs");
        assertNotEquals(0, run(firstWithSecondDynalite(), "running", "dynalite-second"));
    }

    private Map<String, String> firstWithSecondDynalite() {
        Map<String, String> environment = new HashMap<>(first());
        environment.put("LAZYGRAPH_DYNALITE_SECOND_PORT", Integer.toString(ports[4]));
        return environment;
    }

    private Map<String, String> first() {
        return Map.of("LAZYGRAPH_DYNALITE_PORT", Integer.toString(ports[0]),
                "LAZYGRAPH_S3RVER_PORT", Integer.toString(ports[1]));
    }

    private Map<String, String> second() {
        return Map.of("LAZYGRAPH_DYNALITE_PORT", Integer.toString(ports[2]),
                "LAZYGRAPH_S3RVER_PORT", Integer.toString(ports[3]));
    }

    private int run(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash",
                repo.resolve("scripts/local-stack.sh").toString()));
        command.addAll(List.of(args));
        ProcessBuilder script = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(repo.resolve("output").toFile()));
        script.environment().keySet().removeIf(name -> name.startsWith("LAZYGRAPH_"));
        script.environment().put("LAZYGRAPH_LOCAL_STACK_WAIT", "10");
        script.environment().putAll(environment);
        Process process = script.start();
        assertTrue(process.waitFor(1, TimeUnit.MINUTES));
        return process.exitValue();
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
