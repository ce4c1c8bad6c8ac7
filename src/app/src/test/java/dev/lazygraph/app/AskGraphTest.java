package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ask --json --graph}: the answer's community graph on the command line, and only when asked for. */
@QuarkusMainTest
class AskGraphTest {

    private static final Path SAMPLES = Path.of(System.getProperty("lazygraph-dev.repo.root"), "samples");
    private static final String THEMES = "What are the main themes across these documents?";

    @TempDir
    Path data;

    private LaunchResult cli(QuarkusMainLauncher launcher, String... args) {
        return CliLine.launch(launcher, data, "graph", args);
    }

    @Test
    void theGraphIsPrintedOnlyWithGraph(QuarkusMainLauncher launcher) throws Exception {
        assertEquals(0, cli(launcher, "ingest", SAMPLES.toString()).exitCode());

        LaunchResult withGraph = cli(launcher, "ask", "--json", "--graph", "--route", "global", THEMES);
        assertEquals(0, withGraph.exitCode(), withGraph.getErrorOutput());
        JsonNode answer = new ObjectMapper().readTree(withGraph.getOutput());
        JsonNode graph = answer.get("graph");
        assertEquals(answer.get("cost").get("communitiesDetected").asInt(), graph.get("communities").size());
        assertTrue(graph.get("nodes").size() > 0 && graph.get("edges").size() > 0, graph.toString());

        LaunchResult plain = cli(launcher, "ask", "--json", "--route", "global", THEMES);
        assertEquals(0, plain.exitCode(), plain.getErrorOutput());
        assertFalse(new ObjectMapper().readTree(plain.getOutput()).has("graph"), plain.getOutput());

        LaunchResult text = cli(launcher, "ask", "--graph", THEMES);
        assertEquals(2, text.exitCode());
        assertTrue(text.getErrorOutput().contains("--graph needs --json"), text.getErrorOutput());
    }
}
