package dev.lazygraph.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome.Status;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IngestRunTest {
    private static OpenNlpAnalyzer analyzer;

    @TempDir
    Path folder;

    @BeforeAll
    static void loadModels() {
        analyzer = new OpenNlpAnalyzer();
    }

    @Test
    void aStorageFailureStopsTheRunAndIsNotASkip() throws IOException {
        Files.writeString(folder.resolve("a.txt"), "Ada Lovelace wrote the first published program.");
        Files.writeString(folder.resolve("b.txt"), "Grace Hopper built the first compiler.");
        Files.writeString(folder.resolve("c.txt"), "Alan Turing described the universal machine.");
        InMemoryGraphStore memory = new InMemoryGraphStore();

        IngestRun.Result result = run(failingFromSecondPut(memory), 1 << 20);

        assertEquals(1, result.count(Status.CREATED));
        assertEquals("cannot store b.txt: No space left on device", result.storageFailure().orElseThrow());
        assertEquals(1, result.notAttempted(), "c.txt is not attempted");
        assertEquals(List.of(), result.skipped());
        assertEquals(List.of("a.txt"), memory.documents("notes").stream().map(r -> r.id().key()).toList());
    }

    @Test
    void aFileOverTheLimitIsSkippedWithItsSizeAndTheLimitAndTheRestIsStored() throws IOException {
        Files.writeString(folder.resolve("big.txt"), "word ".repeat(300));
        Files.writeString(folder.resolve("small.txt"), "Margaret Hamilton led the Apollo software team.");
        InMemoryGraphStore memory = new InMemoryGraphStore();

        IngestRun.Result result = run(memory, 1_000);

        assertEquals(1, result.count(Status.CREATED));
        assertEquals(List.of(new SourceFiles.Skipped("big.txt",
                "too large: 1,500 bytes, the limit is 1,000 (lazygraph.ingest.max-document-bytes)")), result.skipped());
        assertTrue(memory.document(new DocumentId("notes", "small.txt")).isPresent());
    }

    private IngestRun.Result run(GraphStore store, long maxBytes) {
        IngestService ingest = new IngestService(new IngestConfig(maxBytes, 300, 1), analyzer, store,
                new InMemorySummaryCache());
        return new IngestRun(ingest, maxBytes, "notes",
                new DocumentMetadataFiles(new ObjectMapper(), DocumentMetadata.NONE), new PrintWriter(new StringWriter()))
                .run(SourceFiles.find(List.of(folder)));
    }

    /** The store as a full disk leaves it: the first document is stored, every later write fails. */
    private static GraphStore failingFromSecondPut(GraphStore store) {
        AtomicInteger puts = new AtomicInteger();
        return (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(), new Class<?>[] {GraphStore.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("put") && puts.incrementAndGet() > 1) {
                        throw new UncheckedIOException(new IOException("No space left on device"));
                    }
                    try {
                        return method.invoke(store, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
