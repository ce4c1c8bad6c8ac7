package dev.lazygraph.core.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.ExpectedGraph;
import dev.lazygraph.core.graph.GeneratedDocuments;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.core.ingest.IngestOutcome.Status;
import dev.lazygraph.core.ingest.RecordingSummaryCache.Invalidation;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.passage.PassageSplitter;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class IngestServiceTest {
    private static final DocumentId ID = new DocumentId("default", "pioneers/hopper.txt");
    private static final IngestConfig CONFIG = new IngestConfig(64 * 1024, GeneratedDocuments.CHUNK_TARGET_TOKENS, 1);

    private InMemoryGraphStore store;
    private RecordingSummaryCache summaries;
    private IngestService ingest;

    @BeforeEach
    void setUp() {
        store = new InMemoryGraphStore();
        summaries = new RecordingSummaryCache();
        summaries.observe(store);
        ingest = new IngestService(CONFIG, SharedAnalyzer.get(), store, summaries);
    }

    @Test
    void aNewDocumentIsStoredWithItsCounts() {
        IngestOutcome outcome = ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        assertEquals(Status.CREATED, outcome.status());
        DocumentRecord stored = store.document(ID).orElseThrow();
        assertEquals(stored.revision(), outcome.revision());
        assertEquals(stored.chunks(), outcome.chunks());
        assertEquals(stored.words(), outcome.words());
        assertTrue(outcome.chunks() > 1 && outcome.words() > 100);
        assertEquals(store.snapshot("default").conceptPostings().size(), outcome.concepts());
        assertNull(outcome.reason());
        assertEquals(ExpectedGraph.of(List.of(GeneratedDocuments.index(ID, 1, 12))), store.snapshot("default"),
                "the service stores exactly the index of the parsed document");
        assertTrue(summaries.invalidations().isEmpty(), "nothing to invalidate for a new document");
    }

    @Test
    void theSameContentAgainIsUnchangedAndInvalidatesNothing() {
        IngestOutcome first = ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        StoreSnapshot before = store.snapshot("default");
        IngestOutcome again = ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        assertEquals(Status.UNCHANGED, again.status());
        assertEquals(first.revision(), again.revision());
        assertEquals(first.chunks(), again.chunks());
        assertEquals(before, store.snapshot("default"));
        assertTrue(summaries.invalidations().isEmpty());
    }

    @Test
    void aNewRevisionReplacesTheOldAndThenInvalidatesItsSummaries() {
        ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        IngestOutcome replaced = ingest.ingest(GeneratedDocuments.source(ID, 2, 8));
        assertEquals(Status.REPLACED, replaced.status());
        assertEquals(ExpectedGraph.of(List.of(GeneratedDocuments.index(ID, 2, 8))), store.snapshot("default"));
        assertEquals(List.of(new Invalidation(ID, Optional.of(replaced.revision()))), summaries.invalidations(),
                "invalidated once, after the store already held the new revision");
    }

    @Test
    void aBatchReportsEachDocumentInOrderAsIngestingThemOneByOneWould() {
        DocumentId other = new DocumentId("default", "pioneers/lovelace.txt");
        ingest.ingest(GeneratedDocuments.source(ID, 1, 12));

        List<IngestOutcome> outcomes = ingest.ingestAll(List.of(
                GeneratedDocuments.source(ID, 1, 12),
                GeneratedDocuments.source(other, 3, 6),
                new SourceDocument(new DocumentId("default", "pioneers/blob.txt"), null, new byte[] {0, 1, 2, 0, 3, 0}),
                GeneratedDocuments.source(ID, 2, 8)));

        assertEquals(List.of(Status.UNCHANGED, Status.CREATED, Status.REJECTED, Status.REPLACED),
                outcomes.stream().map(IngestOutcome::status).toList());
        assertEquals(ExpectedGraph.of(List.of(GeneratedDocuments.index(ID, 2, 8), GeneratedDocuments.index(other, 3, 6))),
                store.snapshot("default"));
        assertEquals(List.of(new Invalidation(ID, Optional.of(outcomes.get(3).revision()))), summaries.invalidations());
    }

    /** Counts the passages it embeds; every vector the same unit vector. */
    private static final class CountingEmbedder implements TextEmbedder {
        int embedded;

        @Override
        public String model() {
            return "counting-1";
        }

        @Override
        public List<float[]> embed(List<String> texts) {
            embedded += texts.size();
            return texts.stream().map(t -> new float[] {1, 0, 0}).toList();
        }
    }

    @Test
    void passagesAreEmbeddedOnlyForAStoreThatKeepsTheirVectors() {
        CountingEmbedder embedder = new CountingEmbedder();
        Optional<PassageEmbedding> embedding = Optional.of(new PassageEmbedding(embedder,
                new PassageSplitter(SharedAnalyzer.get())));
        new IngestService(CONFIG, SharedAnalyzer.get(), store, summaries, embedding)
                .ingest(GeneratedDocuments.source(ID, 1, 12));
        assertTrue(embedder.embedded > 0);
        assertFalse(store.passageVectors(ID.collection(), List.of()).isEmpty());

        InMemoryGraphStore kept = new InMemoryGraphStore();
        GraphStore withoutVectors = (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(),
                new Class<?>[] {GraphStore.class}, (proxy, method, args) -> {
                    if (method.getName().equals("keepsPassageVectors")) {
                        return false;
                    }
                    try {
                        return method.invoke(kept, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        CountingEmbedder unused = new CountingEmbedder();
        new IngestService(CONFIG, SharedAnalyzer.get(), withoutVectors, summaries, Optional.of(new PassageEmbedding(
                unused, new PassageSplitter(SharedAnalyzer.get())))).ingest(GeneratedDocuments.source(ID, 1, 12));
        assertEquals(0, unused.embedded);
        // The revision names no model: the document is the one an ingest without an embedder stores.
        InMemoryGraphStore plain = new InMemoryGraphStore();
        new IngestService(CONFIG, SharedAnalyzer.get(), plain, summaries).ingest(GeneratedDocuments.source(ID, 1, 12));
        assertEquals(plain.document(ID).orElseThrow().revision(), kept.document(ID).orElseThrow().revision());
    }

    @Test
    void aBatchWithNothingChangedWritesNothing() {
        ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        GraphStore readOnly = (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(),
                new Class<?>[] {GraphStore.class}, (proxy, method, args) -> {
                    if (List.of("put", "putAll", "delete").contains(method.getName())) {
                        throw new AssertionError("an unchanged document is written: " + method.getName());
                    }
                    try {
                        return method.invoke(store, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });

        List<IngestOutcome> outcomes = new IngestService(CONFIG, SharedAnalyzer.get(), readOnly, summaries)
                .ingestAll(List.of(GeneratedDocuments.source(ID, 1, 12)));

        assertEquals(Status.UNCHANGED, outcomes.get(0).status());
    }

    @Test
    void anExplicitRevisionIsKept() {
        SourceDocument versioned = new SourceDocument(ID, "s3-version-7", GeneratedDocuments.source(ID, 1, 4).content());
        assertEquals("s3-version-7", ingest.ingest(versioned).revision());
        assertEquals("s3-version-7", store.document(ID).orElseThrow().revision());
        assertEquals(Status.UNCHANGED, ingest.ingest(versioned).status());
    }

    @Test
    void deleteRemovesTheDocumentAndThenInvalidatesItsSummaries() {
        ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        assertTrue(ingest.delete(ID));
        assertEquals(ExpectedGraph.of(List.of()), store.snapshot("default"));
        assertEquals(List.of(new Invalidation(ID, Optional.empty())), summaries.invalidations(),
                "invalidated after the document was gone from the store");
        assertFalse(ingest.delete(ID));
    }

    @Test
    void badDocumentsAreReportedAndNeverTouchTheStore() {
        ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        StoreSnapshot before = store.snapshot("default");
        byte[] random = new byte[4096];
        new Random(1).nextBytes(random);

        assertRejected(Reason.EMPTY, new SourceDocument(ID, null, new byte[0]));
        assertRejected(Reason.BINARY, new SourceDocument(ID, null, random));
        assertRejected(Reason.TOO_LARGE, new SourceDocument(ID, null, new byte[64 * 1024 + 1]));
        assertRejected(Reason.UNSUPPORTED_TYPE, new SourceDocument(new DocumentId("default", "slides.pptx"), null,
                "text".getBytes(StandardCharsets.UTF_8)));

        assertEquals(before, store.snapshot("default"), "a bad new revision leaves the stored one intact");
        assertTrue(summaries.invalidations().isEmpty());
    }

    @Test
    void aParserFaultIsThrownNotTakenForABadDocument() {
        ingest.ingest(GeneratedDocuments.source(ID, 1, 12));
        StoreSnapshot before = store.snapshot("default");
        IllegalStateException bug = new IllegalStateException("parser bug");
        IngestService faulty = new IngestService(new DocumentParser(CONFIG.maxDocumentBytes()) {
            @Override
            public ParsedDocument parse(SourceDocument source) {
                throw bug;
            }
        }, CONFIG, SharedAnalyzer.get(), store, summaries);

        assertEquals(bug, assertThrows(IllegalStateException.class,
                () -> faulty.ingest(GeneratedDocuments.source(ID, 2, 12))));

        assertEquals(before, store.snapshot("default"), "the stored revision stays for the retry");
        assertTrue(summaries.invalidations().isEmpty());
    }

    @Test
    void aFiftyMegabyteFileIsRefusedAtTheDefaultLimitWithItsSizeAndNothingStoredChanges() {
        IngestService defaults = new IngestService(IngestConfig.defaults(), SharedAnalyzer.get(), store, summaries);
        defaults.ingest(GeneratedDocuments.source(ID, 1, 12));
        StoreSnapshot before = store.snapshot("default");
        byte[] fiftyMegabytes = "All work and no play. ".repeat(50 * 1024 * 1024 / 22 + 1)
                .getBytes(StandardCharsets.UTF_8);

        IngestOutcome outcome = defaults.ingest(new SourceDocument(ID, null, fiftyMegabytes));

        assertEquals(Reason.TOO_LARGE, outcome.rejection());
        assertTrue(outcome.reason().contains(String.format("%,d", fiftyMegabytes.length)), outcome.reason());
        assertTrue(outcome.reason().contains(String.format("%,d", IngestConfig.defaults().maxDocumentBytes())),
                outcome.reason());
        assertEquals(before, store.snapshot("default"), "the stored revision survives the refused one");
        assertTrue(summaries.invalidations().isEmpty());
    }

    private void assertRejected(Reason reason, SourceDocument source) {
        IngestOutcome outcome = ingest.ingest(source);
        assertEquals(Status.REJECTED, outcome.status());
        assertEquals(reason, outcome.rejection());
        assertTrue(outcome.reason() != null && !outcome.reason().isBlank());
        assertEquals(source.id(), outcome.id());
    }
}
