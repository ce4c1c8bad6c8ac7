package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Groups and tags through the CLI: a folder's {@code .lazygraph.json} and {@code ingest --group/--tag} set them,
 * {@code docs} shows them, {@code ask --groups/--anonymous} asks as such a caller would and {@code ask --filter}
 * restricts the question. Every launch names its {@code --data} and {@code --collection} (launches share this JVM).
 */
@QuarkusMainTest
class PermissionsCliTest {
    private static final String QUESTION = "Who pays Jonas Ek a bonus, and who sued over cider?";

    @TempDir
    Path data;

    @TempDir
    Path corpus;

    @TempDir
    Path legal;

    @Test
    void groupsFromASidecarAndFromOptionsDecideWhatEachCallerIsAnsweredFrom(QuarkusMainLauncher launcher)
            throws IOException {
        Files.createDirectories(corpus.resolve("public"));
        Files.createDirectories(corpus.resolve("hr"));
        Files.writeString(corpus.resolve("public/orchard.md"), "The Blue Fern Orchard in Uppsala sells cider. "
                + "Jonas Ek bakes apple cake with the orchard's apples.");
        Files.writeString(corpus.resolve("hr/.lazygraph.json"), "{\"groups\": [\"hr\"], \"tags\": {\"dept\": \"people\"}}");
        Files.writeString(corpus.resolve("hr/salaries.txt"), "The orchard pays Jonas Ek a Zorvex bonus every autumn.");
        Files.writeString(legal.resolve("lawsuit.md"), "The orchard sued the Quillmark cannery over spoiled cider.");
        assertEquals(0, cli(launcher, "ingest", corpus.toString()).exitCode());
        LaunchResult options = cli(launcher, "ingest", "--group", "legal", "--tag", "dept=law", legal.toString());
        assertEquals(0, options.exitCode(), options.getErrorOutput());

        String docs = cli(launcher, "docs").getOutput();
        assertTrue(docs.contains("groups: hr") && docs.contains("tags: dept=people"), docs);
        assertTrue(docs.contains("groups: legal") && docs.contains("tags: dept=law"), docs);
        assertFalse(docs.contains(".lazygraph.json"), "the sidecar is no document: " + docs);

        String hr = ask(launcher, "--groups", "hr");
        assertTrue(hr.contains("hr/salaries.txt") && hr.contains("zorvex"), hr);
        assertFalse(hr.contains("lawsuit.md") || hr.contains("quillmark"), hr);
        String legalCaller = ask(launcher, "--groups", "legal");
        assertTrue(legalCaller.contains("lawsuit.md"), legalCaller);
        assertFalse(legalCaller.contains("hr/salaries.txt") || legalCaller.contains("zorvex"), legalCaller);
        String anonymous = ask(launcher, "--anonymous");
        assertTrue(anonymous.contains("public/orchard.md"), anonymous);
        for (String hidden : List.of("hr/salaries.txt", "zorvex", "lawsuit.md", "quillmark")) {
            assertFalse(anonymous.contains(hidden), anonymous);
        }
        String owner = ask(launcher);
        assertTrue(owner.contains("hr/salaries.txt") && owner.contains("lawsuit.md"), owner);

        String byTag = ask(launcher, "--filter", "dept=law");
        assertTrue(byTag.contains("lawsuit.md"), byTag);
        assertFalse(byTag.contains("hr/salaries.txt") || byTag.contains("public/orchard.md"), byTag);
        String byPrefix = ask(launcher, "--filter", "key^=hr/", "--filter", "key^=public/");
        assertTrue(byPrefix.contains("hr/salaries.txt"), byPrefix);
        assertFalse(byPrefix.contains("lawsuit.md"), byPrefix);
        String filteredAndGrouped = ask(launcher, "--groups", "legal", "--filter", "key^=hr/");
        assertFalse(filteredAndGrouped.contains("hr/salaries.txt") || filteredAndGrouped.contains("zorvex"),
                "a filter never widens what a caller reads: " + filteredAndGrouped);
    }

    @Test
    void badGroupsFiltersAndSidecarsAreRefusedWithTheReason(QuarkusMainLauncher launcher) throws IOException {
        Files.writeString(corpus.resolve("note.md"), "A short note about the orchard.");
        LaunchResult badGroup = cli(launcher, "ingest", "--group", "has space", corpus.toString());
        assertEquals(2, badGroup.exitCode(), badGroup.getOutput());
        assertTrue(badGroup.getErrorOutput().contains("lazygraph: ingest:"), badGroup.getErrorOutput());

        Files.writeString(corpus.resolve(".lazygraph.json"), "{\"groups\": \"hr\"}");
        LaunchResult badSidecar = cli(launcher, "ingest", corpus.toString());
        assertTrue(badSidecar.getOutput().contains("skipped note.md")
                && badSidecar.getOutput().contains(".lazygraph.json cannot be read"), badSidecar.getOutput());
        assertFalse(cli(launcher, "docs").getOutput().contains("note.md"), "nothing it governs is stored");

        Files.delete(corpus.resolve(".lazygraph.json"));
        assertEquals(0, cli(launcher, "ingest", corpus.toString()).exitCode());
        LaunchResult badFilter = cli(launcher, "ask", "--filter", "nonsense", "What is the note about?");
        assertEquals(2, badFilter.exitCode());
        assertTrue(badFilter.getErrorOutput().contains("a filter term is 'key^=PREFIX' or 'TAG=VALUE'"),
                badFilter.getErrorOutput());
        LaunchResult both = cli(launcher, "ask", "--anonymous", "--groups", "hr", "What is the note about?");
        assertEquals(2, both.exitCode());
        assertTrue(both.getErrorOutput().contains("exclude each other"), both.getErrorOutput());
    }

    /** The JSON answer (text, citations, graph) to {@link #QUESTION} on the local route, in lower case. */
    private String ask(QuarkusMainLauncher launcher, String... options) {
        List<String> line = new ArrayList<>(List.of("ask", "--json", "--graph", "--route", "local"));
        line.addAll(List.of(options));
        line.add(QUESTION);
        LaunchResult result = cli(launcher, line.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result.getErrorOutput());
        return result.getOutput().toLowerCase(Locale.ROOT);
    }

    private LaunchResult cli(QuarkusMainLauncher launcher, String... args) {
        return CliLine.launch(launcher, data, "permissions", args);
    }
}
