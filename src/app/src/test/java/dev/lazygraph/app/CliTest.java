package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI end to end on the repository's sample corpus, each launch a fresh application on the same data.
 * Every launch names its {@code --data} and {@code --collection}: launches share this JVM, where the global
 * options become system properties. The CLI's @QuarkusMainTest cases live in this one class (operations aside, which
 * need another profile): Quarkus builds the application anew for each such class, about 9 s each time, while a
 * launch costs about a second. Sections: the store and its documents; {@code ask --json --graph}; PDF and Word
 * files cited by page; groups, tags and filters.
 */
@QuarkusMainTest
@ExtendWith(SystemPropertiesRestored.class)
class CliTest {

    private static final Path SAMPLES = Path.of(System.getProperty("lazygraph-dev.repo.root"), "samples");
    private static final String DELETED = "products/seaglass.html";
    private static final String QUESTION = "Who designed the SeaGlass underwater camera?";
    private static final String THEMES = "What are the main themes across these documents?";
    private static final String BONUS_OR_CIDER = "Who pays Jonas Ek a bonus, and who sued over cider?";

    @TempDir
    Path data;

    @TempDir
    Path reference;

    @TempDir
    Path folder;

    @TempDir
    Path corpus;

    @TempDir
    Path legal;

    @Test
    void deletedDocumentIsNeverCitedAgainAndLeavesNoTraceInTheGraph(QuarkusMainLauncher launcher)
            throws IOException {
        LaunchResult ingest = cli(launcher, data, "default", "ingest", SAMPLES.toString());
        assertEquals(0, ingest.exitCode(), ingest.getErrorOutput());
        assertTrue(ingest.getOutput().contains("ingested 5 new, 0 replaced, 0 unchanged, 0 skipped"),
                ingest.getOutput());
        // The totals the store keeps (no scan of the collection, which on DynamoDB reads the whole table).
        assertTrue(ingest.getOutput().lines().anyMatch("collection now: 5 documents, 5 chunks"::equals),
                ingest.getOutput());

        LaunchResult before = cli(launcher, data, "default", "ask", QUESTION);
        assertEquals(0, before.exitCode(), before.getErrorOutput());
        assertTrue(before.getOutput().contains(DELETED), before.getOutput());
        assertTrue(before.getOutput().contains("Cost: LLM tokens in 0 / out 0"), before.getOutput());

        // Global options also work after the subcommand.
        LaunchResult delete = launcher.launch("delete", DELETED, "--data", data.toString(), "--collection",
                "default");
        assertEquals(0, delete.exitCode(), delete.getErrorOutput());

        LaunchResult after = cli(launcher, data, "default", "ask", QUESTION);
        assertEquals(0, after.exitCode(), after.getErrorOutput());
        assertFalse(after.getOutput().contains(DELETED), after.getOutput());
        LaunchResult again = cli(launcher, data, "default", "delete", DELETED);
        assertEquals(1, again.exitCode());

        // The graph after the delete is exactly the graph of the corpus without that document.
        Path withoutDeleted = reference.resolve("samples");
        copy(SAMPLES, withoutDeleted);
        Files.delete(withoutDeleted.resolve(DELETED));
        Path referenceData = reference.resolve("data");
        assertEquals(0, cli(launcher, referenceData, "default", "ingest", withoutDeleted.toString())
                .exitCode());
        StoreSnapshot graph = snapshot(data);
        assertEquals(snapshot(referenceData), graph);
        assertTrue(graph.chunks().stream().noneMatch(chunk -> chunk.chunk().document().key().equals(DELETED)));
    }

    @Test
    void aSecondRunSeesTheFirstRunsDocumentsAndJsonAnswersCarryCitations(QuarkusMainLauncher launcher) {
        assertEquals(0, cli(launcher, data, "kb", "ingest", SAMPLES.resolve("people").toString()).exitCode());

        LaunchResult docs = cli(launcher, data, "kb", "docs");
        assertEquals(0, docs.exitCode(), docs.getErrorOutput());
        assertTrue(docs.getOutput().contains("leadership.txt"), docs.getOutput());

        LaunchResult json = cli(launcher, data, "kb", "ask", "--json",
                "--route", "basic", "Who is the chief financial officer?");
        assertEquals(0, json.exitCode(), json.getErrorOutput());
        assertTrue(json.getOutput().contains("\"documentKey\" : \"leadership.txt\""), json.getOutput());
        assertTrue(json.getOutput().contains("\"route\" : \"BASIC\""), json.getOutput());

        LaunchResult otherCollection = cli(launcher, data, "default", "docs");
        assertFalse(otherCollection.getOutput().contains("leadership.txt"), otherCollection.getOutput());
    }

    @Test
    void badInputGetsAClearMessageAndANonZeroExit(QuarkusMainLauncher launcher) throws IOException {
        LaunchResult emptyStore = cli(launcher, data, "empty", "ask", "Who founded the company?");
        assertEquals(1, emptyStore.exitCode());
        assertTrue(emptyStore.getErrorOutput().contains("has no documents"), emptyStore.getErrorOutput());

        Path folder = Files.createDirectories(data.resolve("in"));
        Files.writeString(folder.resolve("notes.md"), "Ada Lovelace wrote the first published program.");
        Files.writeString(folder.resolve("slides.pptx"), "not a supported format");
        LaunchResult ingest = cli(launcher, data.resolve("store"), "notes", "ingest", folder.toString(),
                data.resolve("missing").toString());
        assertEquals(1, ingest.exitCode());
        assertTrue(ingest.getOutput().contains("ingested 1 new"), ingest.getOutput());
        assertTrue(ingest.getOutput().contains("skipped slides.pptx"), ingest.getOutput());
        assertTrue(ingest.getOutput().contains("skipped " + data.resolve("missing") + ": no such file or folder"),
                ingest.getOutput());

        LaunchResult emptyQuestion = cli(launcher, data.resolve("store"), "notes", "ask", " ");
        assertEquals(2, emptyQuestion.exitCode());
        assertTrue(emptyQuestion.getErrorOutput().contains("ask needs a question"), emptyQuestion.getErrorOutput());
    }

    @Test
    void anEmptyCollectionOrDataFolderIsABadOptionLikeAnyOther(QuarkusMainLauncher launcher) {
        LaunchResult collection = cli(launcher, data, "", "docs");
        assertEquals(2, collection.exitCode());
        assertTrue(collection.getErrorOutput().contains("Invalid value for option '--collection': collection id must"
                + " be 1-64 characters"), collection.getErrorOutput());
        assertFalse(collection.getErrorOutput().contains("SRCFG"), collection.getErrorOutput());

        LaunchResult folder = launcher.launch("--data", "", "docs");
        assertEquals(2, folder.exitCode());
        assertTrue(folder.getErrorOutput().contains("Invalid value for option '--data'"), folder.getErrorOutput());
    }

    @Test
    void aDataFolderThatCannotBeWrittenFailsIngestAndDeleteWithTheReason(QuarkusMainLauncher launcher)
            throws IOException {
        Path notAFolder = Files.writeString(data.resolve("file"), "a file where the data folder should be");
        LaunchResult ingest = cli(launcher, notAFolder.resolve("store"), "default", "ingest", SAMPLES.toString());
        assertEquals(1, ingest.exitCode(), ingest.getOutput());
        assertTrue(ingest.getErrorOutput().contains("lazygraph: ingest: data folder "
                + notAFolder.resolve("store") + " cannot be written"), ingest.getErrorOutput());
        assertFalse(ingest.getOutput().contains("ingested"), "refused before reading anything: " + ingest.getOutput());

        LaunchResult delete = cli(launcher, notAFolder.resolve("store"), "default", "delete", "a.txt");
        assertEquals(1, delete.exitCode());
        assertTrue(delete.getErrorOutput().contains("lazygraph: delete: data folder"), delete.getErrorOutput());
    }

    @Test
    void aDamagedStoreIsOneLineNamingItsFolder(QuarkusMainLauncher launcher) throws IOException {
        assertEquals(0, cli(launcher, data, "default", "ingest", SAMPLES.toString()).exitCode());
        Path database = data.resolve(EmbeddedDatabase.FILE);
        byte[] bytes = Files.readAllBytes(database);
        for (int i = 0; i < 100; i++) {
            bytes[i] = (byte) 'x'; // the database header, as a disk error or a stray write would leave it
        }
        Files.write(database, bytes);

        LaunchResult docs = cli(launcher, data, "default", "docs");
        assertEquals(1, docs.exitCode());
        assertEquals(1, docs.getErrorOutput().strip().lines().count(), docs.getErrorOutput());
        assertTrue(docs.getErrorOutput().startsWith("lazygraph: docs: the store in data folder " + data
                + " is damaged ("), docs.getErrorOutput());
    }

    @Test
    void docsShowsTheRevisionEachDocumentIsStoredAt(QuarkusMainLauncher launcher) throws IOException {
        Path folder = Files.createDirectories(data.resolve("in"));
        Files.writeString(folder.resolve("tide.md"), "The tide tables are printed every spring.");
        Files.writeString(folder.resolve("pier.txt"), "The pier was rebuilt in stone.");
        Path store = data.resolve("store");
        assertEquals(0, cli(launcher, store, "default", "ingest", folder.toString()).exitCode());
        String first = revision(store, "tide.md");
        assertDocsLine(launcher, store, "tide.md", first);
        assertDocsLine(launcher, store, "pier.txt", revision(store, "pier.txt"));

        Files.writeString(folder.resolve("tide.md"), "The tide tables are printed every autumn.");
        assertEquals(0, cli(launcher, store, "default", "ingest", folder.toString()).exitCode());
        String second = revision(store, "tide.md");
        assertFalse(first.equals(second), "a changed file is a new revision");
        assertDocsLine(launcher, store, "tide.md", second);
    }

    private static void assertDocsLine(QuarkusMainLauncher launcher, Path store, String key, String revision) {
        LaunchResult docs = cli(launcher, store, "default", "docs");
        assertEquals(0, docs.exitCode(), docs.getErrorOutput());
        assertTrue(docs.getOutput().lines().anyMatch(line -> line.startsWith(key + "  revision " + revision + "  (")),
                docs.getOutput());
    }

    private static String revision(Path data, String key) {
        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            return new EmbeddedGraphStore(database).document(new DocumentId("default", key)).orElseThrow().revision();
        }
    }

    @Test
    void keysWithControlCharactersAreRefusedAndNeverPrintedRaw(QuarkusMainLauncher launcher) throws IOException {
        Path folder = Files.createDirectories(data.resolve("in"));
        Files.writeString(folder.resolve("fine.md"), "Ada Lovelace wrote the first published program.");
        Files.writeString(folder.resolve("forged\u001B[2K.md"), "Grace Hopper built the first compiler.");
        LaunchResult ingest = cli(launcher, data.resolve("store"), "keys", "ingest", folder.toString());
        assertEquals(0, ingest.exitCode(), ingest.getErrorOutput());
        assertTrue(ingest.getOutput().contains("skipped forged\\u001B[2K.md: document key must not contain control"
                + " characters: U+001B at position 6"), ingest.getOutput());
        assertFalse(ingest.getOutput().contains("\u001B"), "printed raw: " + ingest.getOutput());

        LaunchResult delete = cli(launcher, data.resolve("store"), "keys", "delete", "line\nforged.md");
        assertEquals(2, delete.exitCode());
        assertTrue(delete.getErrorOutput().contains("document key must not contain control characters: U+000A"),
                delete.getErrorOutput());
    }

    // ask --json --graph: the answer's community graph on the command line, and only when asked for.

    @Test
    void theGraphIsPrintedOnlyWithGraph(QuarkusMainLauncher launcher) throws Exception {
        assertEquals(0, cli(launcher, data, "graph", "ingest", SAMPLES.toString()).exitCode());

        LaunchResult withGraph = cli(launcher, data, "graph", "ask", "--json", "--graph", "--route", "global", THEMES);
        assertEquals(0, withGraph.exitCode(), withGraph.getErrorOutput());
        JsonNode answer = new ObjectMapper().readTree(withGraph.getOutput());
        JsonNode graph = answer.get("graph");
        assertEquals(answer.get("cost").get("communitiesDetected").asInt(), graph.get("communities").size());
        assertTrue(graph.get("nodes").size() > 0 && graph.get("edges").size() > 0, graph.toString());

        LaunchResult plain = cli(launcher, data, "graph", "ask", "--json", "--route", "global", THEMES);
        assertEquals(0, plain.exitCode(), plain.getErrorOutput());
        assertFalse(new ObjectMapper().readTree(plain.getOutput()).has("graph"), plain.getOutput());

        LaunchResult text = cli(launcher, data, "graph", "ask", "--graph", THEMES);
        assertEquals(2, text.exitCode());
        assertTrue(text.getErrorOutput().contains("--graph needs --json"), text.getErrorOutput());
    }

    // ingest of a folder of PDF and Word files, and ask citing the page the answer sits on.

    @Test
    void aPdfAndADocxAnswerCitingThePageOfTheAnswer(QuarkusMainLauncher launcher) throws IOException {
        Files.write(folder.resolve("review.pdf"), BinaryDocuments.pdf(BinaryDocuments.REPORT));
        Files.write(folder.resolve("scanned.pdf"), BinaryDocuments.scannedPdf(2));
        Files.write(folder.resolve("locked.pdf"), BinaryDocuments.encryptedPdf(BinaryDocuments.REPORT));
        LaunchResult ingest = cli(launcher, data, "pdf", "ingest", folder.toString());
        assertEquals(0, ingest.exitCode(), ingest.getErrorOutput());
        assertTrue(ingest.getOutput().contains("ingested 1 new"), ingest.getOutput());
        assertTrue(ingest.getOutput().contains("skipped scanned.pdf: no text: a scanned image? OCR is not done"),
                ingest.getOutput());
        assertTrue(ingest.getOutput().contains("skipped locked.pdf: encrypted"), ingest.getOutput());

        LaunchResult ask = cli(launcher, data, "pdf", "ask", BinaryDocuments.QUESTION);
        assertEquals(0, ask.exitCode(), ask.getErrorOutput());
        assertTrue(ask.getOutput().contains(BinaryDocuments.ANSWER), ask.getOutput());
        assertTrue(ask.getOutput().contains("[1] review.pdf  page " + BinaryDocuments.ANSWER_PAGE
                + "  \"Driftline recall\""), ask.getOutput());

        // Named .bin, it is still a Word document: the content decides.
        Path word = Files.createDirectories(folder.resolve("word"));
        Files.write(word.resolve("review.bin"), BinaryDocuments.docx(BinaryDocuments.REPORT, PageBreaks.RENDERED));
        assertEquals(0, cli(launcher, data, "docx", "ingest", word.toString()).exitCode());
        LaunchResult json = cli(launcher, data, "docx", "ask", "--json", BinaryDocuments.QUESTION);
        assertEquals(0, json.exitCode(), json.getErrorOutput());
        JsonNode first = new ObjectMapper().readTree(json.getOutput()).path("citations").path(0);
        assertEquals("review.bin", first.path("documentKey").asText(), json.getOutput());
        assertEquals(BinaryDocuments.ANSWER_PAGE, first.path("page").asInt(), json.getOutput());
    }

    // Groups and tags: a folder's .lazygraph.json and ingest --group/--tag set them, docs shows them,
    // ask --groups/--anonymous asks as such a caller would and ask --filter restricts the question.

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
        assertEquals(0, permissionsCli(launcher, "ingest", corpus.toString()).exitCode());
        LaunchResult options = permissionsCli(launcher, "ingest", "--group", "legal", "--tag", "dept=law",
                legal.toString());
        assertEquals(0, options.exitCode(), options.getErrorOutput());

        String docs = permissionsCli(launcher, "docs").getOutput();
        assertTrue(docs.contains("groups: hr") && docs.contains("tags: dept=people"), docs);
        assertTrue(docs.contains("groups: legal") && docs.contains("tags: dept=law"), docs);
        assertFalse(docs.contains(".lazygraph.json"), "the sidecar is no document: " + docs);

        String hr = askAsCaller(launcher, "--groups", "hr");
        assertTrue(hr.contains("hr/salaries.txt") && hr.contains("zorvex"), hr);
        assertFalse(hr.contains("lawsuit.md") || hr.contains("quillmark"), hr);
        String legalCaller = askAsCaller(launcher, "--groups", "legal");
        assertTrue(legalCaller.contains("lawsuit.md"), legalCaller);
        assertFalse(legalCaller.contains("hr/salaries.txt") || legalCaller.contains("zorvex"), legalCaller);
        String anonymous = askAsCaller(launcher, "--anonymous");
        assertTrue(anonymous.contains("public/orchard.md"), anonymous);
        for (String hidden : List.of("hr/salaries.txt", "zorvex", "lawsuit.md", "quillmark")) {
            assertFalse(anonymous.contains(hidden), anonymous);
        }
        String owner = askAsCaller(launcher);
        assertTrue(owner.contains("hr/salaries.txt") && owner.contains("lawsuit.md"), owner);

        String byTag = askAsCaller(launcher, "--filter", "dept=law");
        assertTrue(byTag.contains("lawsuit.md"), byTag);
        assertFalse(byTag.contains("hr/salaries.txt") || byTag.contains("public/orchard.md"), byTag);
        String byPrefix = askAsCaller(launcher, "--filter", "key^=hr/", "--filter", "key^=public/");
        assertTrue(byPrefix.contains("hr/salaries.txt"), byPrefix);
        assertFalse(byPrefix.contains("lawsuit.md"), byPrefix);
        String filteredAndGrouped = askAsCaller(launcher, "--groups", "legal", "--filter", "key^=hr/");
        assertFalse(filteredAndGrouped.contains("hr/salaries.txt") || filteredAndGrouped.contains("zorvex"),
                "a filter never widens what a caller reads: " + filteredAndGrouped);
    }

    @Test
    void badGroupsFiltersAndSidecarsAreRefusedWithTheReason(QuarkusMainLauncher launcher) throws IOException {
        Files.writeString(corpus.resolve("note.md"), "A short note about the orchard.");
        LaunchResult badGroup = permissionsCli(launcher, "ingest", "--group", "has space", corpus.toString());
        assertEquals(2, badGroup.exitCode(), badGroup.getOutput());
        assertTrue(badGroup.getErrorOutput().contains("lazygraph: ingest:"), badGroup.getErrorOutput());

        Files.writeString(corpus.resolve(".lazygraph.json"), "{\"groups\": \"hr\"}");
        LaunchResult badSidecar = permissionsCli(launcher, "ingest", corpus.toString());
        assertTrue(badSidecar.getOutput().contains("skipped note.md")
                && badSidecar.getOutput().contains(".lazygraph.json cannot be read"), badSidecar.getOutput());
        assertFalse(permissionsCli(launcher, "docs").getOutput().contains("note.md"), "nothing it governs is stored");

        Files.delete(corpus.resolve(".lazygraph.json"));
        assertEquals(0, permissionsCli(launcher, "ingest", corpus.toString()).exitCode());
        LaunchResult badFilter = permissionsCli(launcher, "ask", "--filter", "nonsense", "What is the note about?");
        assertEquals(2, badFilter.exitCode());
        assertTrue(badFilter.getErrorOutput().contains("a filter term is 'key^=PREFIX' or 'TAG=VALUE'"),
                badFilter.getErrorOutput());
        LaunchResult both = permissionsCli(launcher, "ask", "--anonymous", "--groups", "hr", "What is the note about?");
        assertEquals(2, both.exitCode());
        assertTrue(both.getErrorOutput().contains("exclude each other"), both.getErrorOutput());
    }

    /** The JSON answer (text, citations, graph) to {@link #BONUS_OR_CIDER} on the local route, in lower case. */
    private String askAsCaller(QuarkusMainLauncher launcher, String... options) {
        List<String> line = new ArrayList<>(List.of("ask", "--json", "--graph", "--route", "local"));
        line.addAll(List.of(options));
        line.add(BONUS_OR_CIDER);
        LaunchResult result = permissionsCli(launcher, line.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result.getErrorOutput());
        return result.getOutput().toLowerCase(Locale.ROOT);
    }

    /** The CLI on this test's data folder, collection {@code permissions}. */
    private LaunchResult permissionsCli(QuarkusMainLauncher launcher, String... args) {
        return cli(launcher, data, "permissions", args);
    }

    private static StoreSnapshot snapshot(Path data) {
        try (EmbeddedDatabase database = EmbeddedDatabase.open(data)) {
            return new EmbeddedGraphStore(database).snapshot("default");
        }
    }

    private static LaunchResult cli(QuarkusMainLauncher launcher, Path data, String collection, String... args) {
        return CliLine.launch(launcher, data, collection, args);
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
