package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/test.sh} against stand-ins of {@code local-stack.sh} and {@code mvnw} that record what
 * they are asked: the real script, in a copy of the repository layout.
 */
class TestScriptTest {
    private static final Path REPO = Path.of(System.getProperty("lazygraph-dev.repo.root"));

    /**
     * Starts each service (the second dynalite when its port is set) unless FAIL_AT names it; "running" answers
     * from a state file per service.
     */
    private static final String LOCAL_STACK = """
            #!/usr/bin/env bash
            set -euo pipefail
            root="$(cd "$(dirname "$0")/.." && pwd)"
            case "$1" in
              running) [[ -f "$root/state/$2" ]] ;;
              start)
                for service in dynalite s3rver ${LAZYGRAPH_DYNALITE_SECOND_PORT:+dynalite-second}; do
                  [[ "${FAIL_AT:-}" == "$service" ]] && { echo "start $service failed" >> "$root/calls"; exit 1; }
                  touch "$root/state/$service"; echo "start $service" >> "$root/calls"
                done ;;
              stop) shift; echo "stop $*" >> "$root/calls"; for s in "$@"; do rm -f "$root/state/$s"; done ;;
            esac
            """;
    private static final String API_CLIENTS = """
            #!/usr/bin/env bash
            echo "api-clients $*" >> "$(dirname "$0")/../calls"
            """;
    private static final String MVNW = """
            #!/usr/bin/env bash
            echo "mvnw $*" >> "$(dirname "$0")/calls"
            """;

    @TempDir
    Path repo;

    @BeforeEach
    void layOut() throws IOException {
        Files.createDirectories(repo.resolve("scripts"));
        Files.createDirectories(repo.resolve("state"));
        Files.copy(REPO.resolve("scripts/test.sh"), repo.resolve("scripts/test.sh"));
        executable(repo.resolve("scripts/test.sh"));
        executable(Files.writeString(repo.resolve("scripts/local-stack.sh"), LOCAL_STACK));
        executable(Files.writeString(repo.resolve("scripts/api-clients.sh"), API_CLIENTS));
        executable(Files.writeString(repo.resolve("mvnw"), MVNW));
    }

    @Test
    void aStartThatFailsHalfWayStopsWhatItStarted() throws Exception {
        int exit = run(Map.of("FAIL_AT", "s3rver"));
        assertNotEquals(0, exit);
        assertEquals(List.of("start dynalite", "start s3rver failed", "stop dynalite s3rver dynalite-second"),
                calls());
    }

    @Test
    void standInsTheUserStartedBeforeAreLeftRunning() throws Exception {
        Files.createFile(repo.resolve("state/dynalite"));
        assertEquals(0, run(Map.of()));
        List<String> calls = calls();
        assertEquals("stop s3rver dynalite-second", calls.get(calls.size() - 1),
                "only the stand-ins this run started: " + calls);
        assertTrue(Files.exists(repo.resolve("state/dynalite")));

        Files.writeString(repo.resolve("calls"), "");
        Files.createFile(repo.resolve("state/s3rver"));
        Files.createFile(repo.resolve("state/dynalite-second"));
        assertEquals(0, run(Map.of()));
        assertTrue(calls().stream().noneMatch(call -> call.startsWith("stop")), calls().toString());
    }

    @Test
    void theApiClientsAreInstalledBeforeTheTestsRun() throws Exception {
        assertEquals(0, run(Map.of()));
        List<String> calls = calls();
        assertTrue(calls.indexOf("api-clients install") >= 0, calls.toString());
        assertTrue(calls.indexOf("api-clients install") < calls.size() - 1
                && calls.get(calls.indexOf("api-clients install") + 1).startsWith("mvnw "), calls.toString());
    }

    @Test
    void theStandInPortsReachTheTests() throws Exception {
        assertEquals(0, run(Map.of("LAZYGRAPH_DYNALITE_PORT", "4621", "LAZYGRAPH_S3RVER_PORT", "4622")));
        assertTrue(calls().contains("mvnw -B -ntp -T 2 verify -Dlazygraph-dev.dynalite.port=4621"
                + " -Dlazygraph-dev.s3rver.port=4622"), calls().toString());
    }

    @Test
    void theDefaultPortsBringASecondDynaliteForTheAwsTests() throws Exception {
        assertEquals(0, run(Map.of()));
        assertTrue(calls().contains("start dynalite-second"), calls().toString());
        assertTrue(calls().contains("mvnw -B -ntp -T 2 verify -Dlazygraph-dev.dynalite.port=4567"
                + " -Dlazygraph-dev.s3rver.port=4568 -Dlazygraph-dev.dynalite.second-port=4569"), calls().toString());
    }

    @Test
    void movedPortsBringASecondDynaliteOnlyWhenTheCallerGivesItsPort() throws Exception {
        assertEquals(0, run(Map.of("LAZYGRAPH_DYNALITE_PORT", "4621", "LAZYGRAPH_S3RVER_PORT", "4622")));
        assertTrue(calls().stream().noneMatch(call -> call.contains("second")), calls().toString());

        Files.writeString(repo.resolve("calls"), "");
        assertEquals(0, run(Map.of("LAZYGRAPH_DYNALITE_PORT", "4621", "LAZYGRAPH_S3RVER_PORT", "4622",
                "LAZYGRAPH_DYNALITE_SECOND_PORT", "4623")));
        assertTrue(calls().contains("mvnw -B -ntp -T 2 verify -Dlazygraph-dev.dynalite.port=4621"
                + " -Dlazygraph-dev.s3rver.port=4622 -Dlazygraph-dev.dynalite.second-port=4623"), calls().toString());
        assertTrue(calls().contains("stop dynalite s3rver dynalite-second"), calls().toString());
    }

    private int run(Map<String, String> environment) throws IOException, InterruptedException {
        ProcessBuilder test = new ProcessBuilder("bash", repo.resolve("scripts/test.sh").toString())
                .redirectErrorStream(true).redirectOutput(repo.resolve("output").toFile());
        test.environment().keySet().removeIf(name -> name.startsWith("LAZYGRAPH_"));
        test.environment().putAll(environment);
        Process process = test.start();
        assertTrue(process.waitFor(1, TimeUnit.MINUTES));
        return process.exitValue();
    }

    private List<String> calls() throws IOException {
        Path calls = repo.resolve("calls");
        return Files.exists(calls) ? Files.readAllLines(calls).stream().filter(line -> !line.isBlank()).toList()
                : List.of();
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
