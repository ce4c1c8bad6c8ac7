package dev.lazygraph.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestBatch;
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
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
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

        IngestRun.Result result = run(failingFromSecondWrite(memory), 1 << 20, new IngestBatch(1, 1 << 20));

        assertEquals(1, result.count(Status.CREATED));
        assertEquals("cannot store b.txt: No space left on device", result.storageFailure().orElseThrow());
        assertEquals(1, result.notAttempted(), "c.txt is not attempted");
        assertEquals(List.of(), result.skipped());
        assertEquals(List.of("a.txt"), memory.documents("notes").stream().map(r -> r.id().key()).toList());
    }

    @Test
    void aBatchIsStoredWholeOrNotAtAllAndOnlyWhatWasStoredIsReported() throws IOException {
        for (String name : List.of("a", "b", "c", "d", "e")) {
            Files.writeString(folder.resolve(name + ".txt"), "Note " + name + " is about Ada Lovelace.");
        }
        InMemoryGraphStore memory = new InMemoryGraphStore();

        IngestRun.Result result = run(failingFromSecondWrite(memory), 1 << 20, new IngestBatch(2, 1 << 20));

        assertEquals(2, result.count(Status.CREATED), "the first batch");
        assertEquals("cannot store c.txt, d.txt: No space left on device", result.storageFailure().orElseThrow());
        assertEquals(1, result.notAttempted(), "e.txt is not attempted");
        assertEquals(List.of("a.txt", "b.txt"), memory.documents("notes").stream().map(r -> r.id().key()).sorted()
                .toList());
    }

    @Test
    void aBatchIsStoredWhenItsBytesReachTheLimitAndTheLastOneAtTheEnd() throws IOException {
        Files.writeString(folder.resolve("a.txt"), "Grace Hopper built the first compiler.");
        Files.writeString(folder.resolve("b.txt"), "Alan Turing described the universal machine.");
        Files.writeString(folder.resolve("c.txt"), "Margaret Hamilton led the Apollo software team.");
        InMemoryGraphStore memory = new InMemoryGraphStore();
        List<Integer> batches = new ArrayList<>();

        IngestRun.Result result = run(recordingBatches(memory, batches), 1 << 20, new IngestBatch(100, 60));

        assertEquals(3, result.count(Status.CREATED));
        assertEquals(List.of(2, 1), batches, "a and b reach 60 bytes; c is stored at the end");
    }

    @Test
    void aFileOverTheLimitIsSkippedWithItsSizeAndTheLimitAndTheRestIsStored() throws IOException {
        Files.writeString(folder.resolve("big.txt"), "word ".repeat(300));
        Files.writeString(folder.resolve("small.txt"), "Margaret Hamilton led the Apollo software team.");
        InMemoryGraphStore memory = new InMemoryGraphStore();

        IngestRun.Result result = run(memory, 1_000, IngestBatch.DEFAULT);

        assertEquals(1, result.count(Status.CREATED));
        assertEquals(List.of(new SourceFiles.Skipped("big.txt",
                "too large: 1,500 bytes, the limit is 1,000 (lazygraph.ingest.max-document-bytes)")), result.skipped());
        assertTrue(memory.document(new DocumentId("notes", "small.txt")).isPresent());
    }

    private IngestRun.Result run(GraphStore store, long maxBytes, IngestBatch batch) {
        IngestService ingest = new IngestService(new IngestConfig(maxBytes, 300, 1), analyzer, store,
                new InMemorySummaryCache());
        return new IngestRun(ingest, batch, maxBytes, "notes",
                new DocumentMetadataFiles(new ObjectMapper(), DocumentMetadata.NONE), new PrintWriter(new StringWriter()))
                .run(SourceFiles.find(List.of(folder)));
    }

    /** The store as a full disk leaves it: the first write is stored, every later one fails. */
    private static GraphStore failingFromSecondWrite(GraphStore store) {
        AtomicInteger writes = new AtomicInteger();
        return intercepting(store, args -> {
            if (writes.incrementAndGet() > 1) {
                throw new UncheckedIOException(new IOException("No space left on device"));
            }
        });
    }

    /** The store, noting the size of each batch written to it. */
    @SuppressWarnings("unchecked")
    private static GraphStore recordingBatches(GraphStore store, List<Integer> batches) {
        return intercepting(store, args -> batches.add(((List<Object>) args[0]).size()));
    }

    /** The store, with {@code beforeWrite} run before each {@code putAll} (the only write an ingest run makes). */
    private static GraphStore intercepting(GraphStore store, Consumer<Object[]> beforeWrite) {
        return (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(), new Class<?>[] {GraphStore.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("put")) {
                        throw new AssertionError("an ingest run stores in batches");
                    }
                    if (method.getName().equals("putAll")) {
                        beforeWrite.accept(args);
                    }
                    try {
                        return method.invoke(store, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
