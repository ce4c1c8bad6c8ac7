package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI end to end on the repository's sample corpus, each launch a fresh application on the same data.
 * Every launch names its {@code --data} and {@code --collection}: launches share this JVM, where the global
 * options become system properties.
 */
@QuarkusMainTest
class CliTest {

    private static final Path SAMPLES = Path.of(System.getProperty("lazygraph-dev.repo.root"), "samples");
    private static final String DELETED = "products/seaglass.html";
    private static final String QUESTION = "Who designed the SeaGlass underwater camera?";

    @TempDir
    Path data;

    @TempDir
    Path reference;

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
