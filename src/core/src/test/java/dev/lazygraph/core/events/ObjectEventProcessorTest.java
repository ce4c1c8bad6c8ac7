package dev.lazygraph.core.events;

import static dev.lazygraph.core.events.RecordResult.Status.CREATED;
import static dev.lazygraph.core.events.RecordResult.Status.DELETED;
import static dev.lazygraph.core.events.RecordResult.Status.FAILED;
import static dev.lazygraph.core.events.RecordResult.Status.IGNORED;
import static dev.lazygraph.core.events.RecordResult.Status.INVALID;
import static dev.lazygraph.core.events.RecordResult.Status.REJECTED;
import static dev.lazygraph.core.events.RecordResult.Status.REPLACED;
import static dev.lazygraph.core.events.RecordResult.Status.RESYNCED;
import static dev.lazygraph.core.events.RecordResult.Status.SKIPPED;
import static dev.lazygraph.core.events.RecordResult.Status.UNCHANGED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.store.memory.InMemoryKeyStateLedger;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.events.RecordResult.Status;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The decision logic against a real ingest pipeline and store, an in-memory bucket and ledger. */
class ObjectEventProcessorTest {
    private static final TextAnalyzer ANALYZER = new OpenNlpAnalyzer();
    private static final long MAX_BYTES = 4_000;
    private static final String Q3 = "reports/Q3 résumé final.txt";
    private static final DocumentId Q3_ID = new DocumentId("default", Q3);

    private InMemoryGraphStore store;
    private InMemoryKeyStateLedger ledger;
    private FakeBucket bucket;
    private IngestService ingest;
    private ObjectEventProcessor processor;

    @BeforeEach
    void setUp() {
        store = new InMemoryGraphStore();
        ledger = new InMemoryKeyStateLedger();
        bucket = new FakeBucket();
        bucket.objects.putAll(SampleEvents.objects());
        ingest = new IngestService(new IngestConfig(MAX_BYTES, 300, 1), ANALYZER, store,
                new InMemorySummaryCache());
        processor = processor(ledger);
    }

    private ObjectEventProcessor processor(KeyStateLedger keyStates) {
        return new ObjectEventProcessor(keyStates, new KeyMirror(ingest, bucket, MAX_BYTES), new CollectionRule(false, "default"));
    }

    private List<Status> run(ObjectNode event) {
        return statuses(processor.process(SampleEvents.parse(event).records()));
    }

    private static List<Status> statuses(IngestReport report) {
        return report.records().stream().map(RecordResult::status).toList();
    }

    private Optional<String> storedRevision(DocumentId id) {
        return store.document(id).map(DocumentRecord::revision);
    }

    @Test
    void putStoresTheObjectUnderItsDecodedKeyWithItsVersionId() {
        IngestReport report = processor.process(SampleEvents.parse(SampleEvents.json("s3-put.json")).records());

        assertEquals(List.of(CREATED), statuses(report));
        assertEquals(Optional.of("Fh4bxqW1E3HdzT_LUHoC8r0wDzuGx3Qg"), storedRevision(Q3_ID));
        assertEquals(KeyState.Outcome.STORED, ledger.state(Q3_ID).orElseThrow().outcome());
        assertEquals(Sequencer.of("0062E99A88DC407460"), ledger.state(Q3_ID).orElseThrow().sequencer());
    }

    @Test
    void withoutVersioningTheETagIsTheRevision() {
        ObjectNode unversioned = SampleEvents.variant("s3-put.json", "reports/Q3+r%C3%A9sum%C3%A9+final.txt",
                "0062E99A88DC407460", "3fed38ba62b8c4f0d79e3b5d2425becb");

        assertEquals(List.of(CREATED), run(unversioned));
        assertEquals(Optional.of("3fed38ba62b8c4f0d79e3b5d2425becb"), storedRevision(Q3_ID));
    }

    @Test
    void theSameEventThreeTimesIsAppliedOnce() {
        assertEquals(List.of(CREATED), run(SampleEvents.json("s3-put.json")));
        var before = store.snapshot("default");
        int readsBefore = bucket.reads.get();

        assertEquals(List.of(SKIPPED), run(SampleEvents.json("s3-put.json")));
        assertEquals(List.of(SKIPPED), run(SampleEvents.json("s3-put.json")));

        assertEquals(readsBefore, bucket.reads.get(), "a duplicate must not even read the object");
        assertEquals(before, store.snapshot("default"));
    }

    @Test
    void aNewerDeleteAfterTheCreateDeletes() {
        run(SampleEvents.json("s3-put.json"));
        bucket.objects.remove(Q3);
        assertEquals(List.of(DELETED), run(SampleEvents.json("s3-delete.json")));

        assertTrue(store.document(Q3_ID).isEmpty());
        assertEquals(KeyState.Outcome.DELETED, ledger.state(Q3_ID).orElseThrow().outcome());
        assertTrue(store.snapshot("default").equals(new InMemoryGraphStore().snapshot("default")),
                "a deleted document leaves no chunk, posting or concept behind");
    }

    @Test
    void anOlderCreateArrivingAfterTheNewerDeleteIsIgnored() {
        bucket.objects.remove(Q3);
        assertEquals(List.of(DELETED), run(SampleEvents.json("s3-delete.json")));
        assertEquals(List.of(SKIPPED), run(SampleEvents.json("s3-put.json")));

        assertTrue(store.document(Q3_ID).isEmpty());
        assertEquals(KeyState.Outcome.DELETED, ledger.state(Q3_ID).orElseThrow().outcome());
    }

    @Test
    void anOverwriteWhoseOlderEventArrivesLastKeepsTheNewest() {
        byte[] v1 = "The warehouse pilot starts in May with two hundred stops.".getBytes(StandardCharsets.UTF_8);
        byte[] v2 = "The warehouse pilot moved to June and covers three hundred stops.".getBytes(StandardCharsets.UTF_8);
        DocumentId id = new DocumentId("default", "notes/pilot.txt");
        ObjectNode first = SampleEvents.variant("s3-put.json", "notes/pilot.txt", "0062E99A88DC500001", FakeBucket.eTag(v1));
        ObjectNode second = SampleEvents.variant("s3-put.json", "notes/pilot.txt", "0062E99A88DC500002", FakeBucket.eTag(v2));

        bucket.objects.put("notes/pilot.txt", v1);
        assertEquals(List.of(CREATED), run(first));
        bucket.objects.put("notes/pilot.txt", v2);
        assertEquals(List.of(REPLACED), run(second));
        assertEquals(List.of(SKIPPED), run(first));

        assertEquals(Optional.of(FakeBucket.eTag(v2)), storedRevision(id));
    }

    @Test
    void aPoisonObjectIsRejectedWithItsReasonAndNotRetried() {
        IngestReport report = processor.process(SampleEvents.parse(SampleEvents.json("s3-batch.json")).records());

        assertEquals(List.of(CREATED, CREATED, REJECTED, DELETED), statuses(report));
        assertTrue(report.failures().isEmpty(), "a poison object must not fail the invocation");
        KeyState png = ledger.state(new DocumentId("default", "images/diagram.png")).orElseThrow();
        assertEquals(KeyState.Outcome.REJECTED, png.outcome());
        assertTrue(png.reason().contains("BINARY") || png.reason().contains("UNSUPPORTED_TYPE"), png.reason());
        assertTrue(store.document(new DocumentId("default", "images/diagram.png")).isEmpty());
        assertTrue(store.document(new DocumentId("default", "notes/c++ build tips.txt")).isPresent());

        assertEquals(List.of(SKIPPED, SKIPPED, SKIPPED, SKIPPED),
                statuses(processor.process(SampleEvents.parse(SampleEvents.json("s3-batch.json")).records())));
    }

    @Test
    void anOverwriteWithAPoisonObjectRemovesThePreviousRevision() {
        run(SampleEvents.json("s3-put.json"));
        bucket.objects.put(Q3, SampleEvents.objects().get("images/diagram.png"));

        ObjectNode overwrite = SampleEvents.variant("s3-put.json", "reports/Q3+r%C3%A9sum%C3%A9+final.txt",
                "0062E99A88DC407461", null);
        assertEquals(List.of(REJECTED), run(overwrite));

        assertTrue(store.document(Q3_ID).isEmpty(), "the text is no longer in the bucket, so it is not served");
        assertEquals(KeyState.Outcome.REJECTED, ledger.state(Q3_ID).orElseThrow().outcome());
    }

    @Test
    void aParserFaultFailsTheRecordAndKeepsTheStoredRevisionForTheRetry() {
        run(SampleEvents.json("s3-put.json"));
        String stored = storedRevision(Q3_ID).orElseThrow();
        IngestService faultyParsing = new IngestService(new DocumentParser(MAX_BYTES) {
            @Override
            public ParsedDocument parse(SourceDocument source) {
                throw new IllegalStateException("a parser bug");
            }
        }, new IngestConfig(MAX_BYTES, 300, 1), ANALYZER, store, new InMemorySummaryCache());
        ObjectEventProcessor buggy = new ObjectEventProcessor(ledger, new KeyMirror(faultyParsing, bucket, MAX_BYTES),
                new CollectionRule(false, "default"));
        bucket.objects.put(Q3, "The third quarter closed with record revenue in Oslo.".getBytes(StandardCharsets.UTF_8));
        ObjectNode overwrite = SampleEvents.variant("s3-put.json", "reports/Q3+r%C3%A9sum%C3%A9+final.txt",
                "0062E99A88DC407461", null);

        IngestReport report = buggy.process(SampleEvents.parse(overwrite).records());

        assertEquals(List.of(FAILED), statuses(report), "a fault is retried, not taken for a poison object");
        assertTrue(report.records().get(0).detail().contains("a parser bug"), report.records().get(0).detail());
        assertEquals(Optional.of(stored), storedRevision(Q3_ID), "the good revision is not deleted");
        assertEquals(KeyState.Outcome.STORED, ledger.state(Q3_ID).orElseThrow().outcome());
        assertEquals(Sequencer.of("0062E99A88DC407460"), ledger.state(Q3_ID).orElseThrow().sequencer(),
                "nothing recorded for the failed event, so Lambda's retry applies it");

        assertEquals(List.of(REPLACED), run(overwrite), "the retry, once parsing works, stores the new text");
    }

    @Test
    void keysThatAreNotTextAreInvalidAndReportedWithoutTheirControlCharacters() {
        ObjectNode nullKey = SampleEvents.json("s3-put.json");
        ((ObjectNode) nullKey.at("/Records/0/s3/object")).putNull("key");
        ObjectNode notUtf8 = SampleEvents.variant("s3-put.json", "reports/r%E9sum%E9.txt", "0062E99A88DC600004", null);
        ObjectNode newline = SampleEvents.variant("s3-put.json", "a%0Ab.txt", "0062E99A88DC600005", null);
        ObjectNode rawEscape = SampleEvents.variant("s3-put.json", "\u001b[31mred.txt", "0062E99A88DC600006", null);
        bucket.objects.put("null", "An object really named null.".getBytes(StandardCharsets.UTF_8));

        IngestReport report = processor.process(SampleEvents.parse(
                SampleEvents.batch(List.of(nullKey, notUtf8, newline, rawEscape))).records());

        assertEquals(List.of(INVALID, INVALID, INVALID, INVALID), statuses(report));
        assertEquals("\\u001B[31mred.txt", report.records().get(3).key(), "escaped for the report and the log");
        assertTrue(report.records().get(2).detail().contains("U+000A"), report.records().get(2).detail());
        assertTrue(store.documents("default").isEmpty(), "nothing stored, least of all a document named null");
        assertEquals(0, bucket.reads.get());
    }

    @Test
    void anObjectOverTheLimitIsRejectedWithoutDownloadingIt() {
        ObjectNode event = SampleEvents.json("s3-put.json");
        ((ObjectNode) event.at("/Records/0/s3/object")).put("size", MAX_BYTES + 1);

        IngestReport report = processor.process(SampleEvents.parse(event).records());

        assertEquals(List.of(REJECTED), statuses(report));
        assertTrue(report.records().get(0).detail().startsWith("TOO_LARGE"), report.records().get(0).detail());
        assertEquals(0, bucket.reads.get());
    }

    @Test
    void anObjectGrownOverTheLimitSinceTheEventIsRejected() {
        bucket.objects.put(Q3, "word ".repeat(1_000).getBytes(StandardCharsets.UTF_8));

        IngestReport report = processor.process(SampleEvents.parse(SampleEvents.json("s3-put.json")).records());

        assertEquals(List.of(REJECTED), statuses(report));
        assertTrue(ledger.state(Q3_ID).orElseThrow().reason().startsWith("TOO_LARGE"));
    }

    @Test
    void aTransientFailureFailsOnlyItsRecordAndTheRetrySkipsTheOthers() {
        bucket.unreachable.add("notes/2024-05-02 architecture review.html");

        IngestReport first = processor.process(SampleEvents.parse(SampleEvents.json("s3-batch.json")).records());
        assertEquals(List.of(FAILED, CREATED, REJECTED, DELETED), statuses(first));
        assertEquals(1, first.failures().size());
        assertTrue(ledger.state(new DocumentId("default", "notes/2024-05-02 architecture review.html")).isEmpty(),
                "nothing recorded for a failed record, so the retry applies it");

        bucket.unreachable.clear();
        IngestReport retry = processor.process(SampleEvents.parse(SampleEvents.json("s3-batch.json")).records());
        assertEquals(List.of(CREATED, SKIPPED, SKIPPED, SKIPPED), statuses(retry));
        assertEquals(2, store.documents("default").size(), "two text documents; the PNG stays rejected");
    }

    @Test
    void aCreateEventWhoseObjectIsGoneLeavesNoDocument() {
        bucket.objects.remove(Q3);

        assertEquals(List.of(DELETED), run(SampleEvents.json("s3-put.json")));
        assertTrue(store.document(Q3_ID).isEmpty());

        assertEquals(List.of(DELETED), run(SampleEvents.json("s3-delete.json")), "the newer delete still applies");
        assertEquals(Sequencer.of("0062E99A88DC4091F3"), ledger.state(Q3_ID).orElseThrow().sequencer());
    }

    @Test
    void removingAVersionWhileAnotherOneIsCurrentKeepsTheDocument() {
        run(SampleEvents.json("s3-put.json"));
        bucket.currentVersions.put(Q3, "Fh4bxqW1E3HdzT_LUHoC8r0wDzuGx3Qg");

        // The put's version is still current in the bucket: only an older, noncurrent version was deleted.
        ObjectNode olderVersionRemoved = SampleEvents.json("s3-delete.json");
        ((ObjectNode) olderVersionRemoved.at("/Records/0/s3/object")).put("versionId", "eJ3.Kx9Qm1Vb7Tz0Rn5Lw2Yc8Hd6Pa4G");
        IngestReport report = processor.process(SampleEvents.parse(olderVersionRemoved).records());

        assertEquals(List.of(UNCHANGED), statuses(report));
        assertTrue(store.document(Q3_ID).isPresent());
        assertEquals(KeyState.Outcome.STORED, ledger.state(Q3_ID).orElseThrow().outcome());
    }

    @Test
    void recordsThatNameNoDocumentAreIgnoredOrInvalid() {
        ObjectNode restore = SampleEvents.json("s3-put.json");
        ((ObjectNode) restore.at("/Records/0")).put("eventName", "ObjectRestore:Completed");
        ObjectNode folder = SampleEvents.variant("s3-put.json", "reports/", "0062E99A88DC600001", null);
        ObjectNode badSequencer = SampleEvents.variant("s3-put.json", "reports/x.txt", "xyz", null);

        assertEquals(List.of(IGNORED, IGNORED, INVALID), run(SampleEvents.batch(List.of(restore, folder, badSequencer))));

        ObjectEventProcessor byPrefix = new ObjectEventProcessor(ledger, new KeyMirror(ingest, bucket, MAX_BYTES),
                new CollectionRule(true, "default"));
        ObjectNode noPrefix = SampleEvents.variant("s3-put.json", "loose.txt", "0062E99A88DC600002", null);
        assertEquals(List.of(INVALID), statuses(byPrefix.process(SampleEvents.parse(noPrefix).records())));
        assertTrue(store.documents("default").isEmpty());
    }

    @Test
    void theCollectionComesFromTheKeyPrefixWhenConfigured() {
        bucket.objects.put("acme/notes/a.txt", "Acme keeps its route plans in the planning wiki.".getBytes(StandardCharsets.UTF_8));
        ObjectEventProcessor byPrefix = new ObjectEventProcessor(ledger, new KeyMirror(ingest, bucket, MAX_BYTES),
                new CollectionRule(true, "default"));

        IngestReport report = byPrefix.process(SampleEvents.parse(
                SampleEvents.variant("s3-put.json", "acme/notes/a.txt", "0062E99A88DC600003", null)).records());

        assertEquals(List.of(CREATED), statuses(report));
        assertEquals("acme", report.records().get(0).collection());
        assertTrue(store.document(new DocumentId("acme", "acme/notes/a.txt")).isPresent());
        assertTrue(store.documents("default").isEmpty());
    }

    @Test
    void aNewerDeleteAppliedConcurrentlyWinsOverThisCreate() {
        // Another invocation deletes the object and records its newer event while this one is storing.
        KeyStateLedger racing = racingLedger(id -> {
            bucket.objects.remove(Q3);
            ingest.delete(id);
            ledger.record(id, KeyState.deleted(Sequencer.of("0062E99A88DC4091F3")));
        });

        IngestReport report = processor(racing).process(
                SampleEvents.parse(SampleEvents.json("s3-put.json")).records());

        assertEquals(List.of(RESYNCED), statuses(report));
        assertTrue(store.document(Q3_ID).isEmpty(), "the create applied after the delete must not survive");
    }

    @Test
    void aNewerOverwriteAppliedConcurrentlyWins() {
        byte[] v2 = "Q3 revenue was restated to 4.1 million euros after the audit.".getBytes(StandardCharsets.UTF_8);
        // The newer invocation finished first; this older one then stored the older content.
        KeyStateLedger racing = racingLedger(id -> {
            bucket.objects.put(Q3, v2);
            ledger.record(id, KeyState.stored(Sequencer.of("0062E99A88DC407470"), FakeBucket.eTag(v2)));
        });

        IngestReport report = processor(racing).process(
                SampleEvents.parse(SampleEvents.json("s3-put.json")).records());

        assertEquals(List.of(RESYNCED), statuses(report));
        assertEquals(Optional.of(FakeBucket.eTag(v2)), storedRevision(Q3_ID));
    }

    /** The shared ledger, but {@code concurrently} runs just before this invocation records its outcome. */
    private KeyStateLedger racingLedger(Consumer<DocumentId> concurrently) {
        return new KeyStateLedger() {
            @Override
            public Optional<KeyState> state(DocumentId document) {
                return ledger.state(document);
            }

            @Override
            public boolean record(DocumentId document, KeyState state) {
                concurrently.accept(document);
                return ledger.record(document, state);
            }

            @Override
            public boolean replace(DocumentId document, Optional<KeyState> expected, KeyState replacement) {
                throw new AssertionError("events record, only the reconciler replaces");
            }
        };
    }
}
