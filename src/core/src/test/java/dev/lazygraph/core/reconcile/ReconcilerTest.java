package dev.lazygraph.core.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.CollectionRule;
import dev.lazygraph.core.store.memory.InMemoryKeyStateLedger;
import dev.lazygraph.core.events.FakeBucket;
import dev.lazygraph.core.events.KeyMirror;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.events.ObjectSource;
import dev.lazygraph.core.events.Sequencer;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.reconcile.Difference.Kind;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/** The reconciler's decisions and its race with events, on an in-memory bucket, store and ledger. */
class ReconcilerTest {
    private static final String BUCKET = "docs";
    private static final long MAX_BYTES = 4_000;

    /** A bucket, an index of it and a reconciler of the two. */
    private static final class Setup {
        final FakeBucket bucket = new FakeBucket();
        final InMemoryGraphStore store = new InMemoryGraphStore();
        final InMemoryKeyStateLedger ledger = new InMemoryKeyStateLedger();
        final IngestService ingest = new IngestService(new IngestConfig(MAX_BYTES, 300, 1), SharedAnalyzer.get(),
                store, new InMemorySummaryCache());
        final CollectionRule rule;
        final List<Difference> found = new ArrayList<>();
        final List<Fix> fixes = new ArrayList<>();

        Setup(CollectionRule rule) {
            this.rule = rule;
        }

        Setup() {
            this(new CollectionRule(false, "default"));
        }

        void put(String key, String text) {
            bucket.objects.put(key, text.getBytes(StandardCharsets.UTF_8));
        }

        /** The object as an event would have ingested it. */
        void indexed(String key, String text) {
            put(key, text);
            mirror(bucket).mirror(BUCKET, rule.documentId(key), null, Sequencer.of("1"));
        }

        KeyMirror mirror(ObjectSource objects) {
            return new KeyMirror(ingest, objects, MAX_BYTES);
        }

        ReconcileReport run(ReconcileRun run) {
            return run(run, mirror(bucket), ledger);
        }

        ReconcileReport run(ReconcileRun run, KeyMirror mirror, KeyStateLedger keyStates) {
            Reconciler reconciler = new Reconciler(bucket, store, keyStates, new KeyReconciler(keyStates, mirror), rule);
            return reconciler.run(run, new ReconcileListener() {
                @Override
                public void found(Difference difference) {
                    found.add(difference);
                }

                @Override
                public void fixed(Fix fix) {
                    fixes.add(fix);
                }
            });
        }

        Optional<String> revision(String key) {
            return store.document(rule.documentId(key)).map(DocumentRecord::revision);
        }
    }

    private static String text(int i) {
        return "Report " + i + " covers the harbour crane number " + i + " and its yearly inspection.";
    }

    @Test
    void findsEachKindOfDifferenceFixesItAndThenHasNothingToDo() {
        Setup setup = new Setup();
        for (int i = 0; i < 12; i++) {
            setup.indexed("reports/" + i + ".txt", text(i));
        }
        setup.put("reports/new.txt", "A new report about the ferry timetable.");             // missing
        setup.put("reports/3.txt", "Report three was rewritten after the audit of the crane."); // stale
        setup.bucket.objects.remove("reports/7.txt");                                         // extra
        setup.put("reports/folder/", "");                                                   // not a document

        ReconcileReport dryRun = setup.run(ReconcileRun.of(BUCKET, true));
        assertEquals(Map.of(Kind.MISSING, 1L, Kind.STALE, 1L, Kind.EXTRA, 1L), dryRun.found());
        assertEquals(List.of(Kind.MISSING, Kind.STALE, Kind.EXTRA), List.copyOf(dryRun.found().keySet()),
                "in one order at every run (found: stale, extra, missing)");
        assertEquals(Map.of(), dryRun.fixes());
        assertEquals(1, dryRun.ignored());
        assertTrue(setup.revision("reports/7.txt").isPresent(), "a dry run changes nothing");

        ReconcileReport fixed = setup.run(ReconcileRun.of(BUCKET, false));
        assertEquals(Map.of(Fix.Outcome.FIXED, 3L), fixed.fixes());
        assertTrue(fixed.complete());
        ReconcileReport again = setup.run(ReconcileRun.of(BUCKET, false));
        assertEquals(0, again.differences());
        assertEquals(13, again.keys());

        Setup clean = new Setup();
        setup.bucket.objects.forEach((key, content) -> {
            if (!key.endsWith("/")) {
                clean.indexed(key, new String(content, StandardCharsets.UTF_8));
            }
        });
        assertEquals(clean.store.snapshot("default"), setup.store.snapshot("default"));
        assertEquals(KeyState.stored(Sequencer.NONE, FakeBucket.eTag(setup.bucket.objects.get("reports/new.txt"))),
                setup.ledger.state(new DocumentId("default", "reports/new.txt")).orElseThrow(),
                "a key no event reached gets a state any event is newer than");
    }

    @Test
    void aRunLimitedInKeysResumesWhereItStopped() {
        Setup setup = new Setup();
        for (int i = 0; i < 10; i++) {
            setup.indexed("r/" + i + ".txt", text(i));
        }
        for (int i = 0; i < 10; i += 3) {
            setup.bucket.objects.remove("r/" + i + ".txt");
        }
        String resumeAfter = null;
        int runs = 0;
        do {
            ReconcileReport report = setup.run(new ReconcileRun(BUCKET, List.of(), resumeAfter, false, 4, () -> false));
            resumeAfter = report.resumeAfter();
            runs++;
        } while (resumeAfter != null);
        assertEquals(3, runs, "4 keys a run over 10 keys");
        assertEquals(List.of("r/0.txt", "r/3.txt", "r/6.txt", "r/9.txt"), setup.found.stream().map(d -> d.id().key()).toList());
        assertEquals(0, setup.run(ReconcileRun.of(BUCKET, false)).differences());
    }

    @Test
    void keysAreComparedInTheOrderS3ListsThem() {
        Setup setup = new Setup();
        // U+FF41 sorts before U+1F34E in UTF-8 (S3, DynamoDB) but after it in Java's UTF-16 order.
        setup.indexed("notes/\uFF41.txt", text(1));
        setup.indexed("notes/\uD83C\uDF4E.txt", text(2));
        setup.indexed("notes/z.txt", text(3));
        assertEquals(0, setup.run(ReconcileRun.of(BUCKET, false)).differences());
    }

    @Test
    void anEventBetweenTheReconcilersWriteAndItsCheckIsNotUndone() {
        Setup setup = new Setup();
        setup.indexed("a.txt", text(1));
        setup.put("a.txt", text(2)); // stale: its event was lost
        String newest = "The newest version of the report arrived while the reconciler ran.";
        DocumentId id = new DocumentId("default", "a.txt");
        // The reconciler reads version 2; before it stores it, version 3 is uploaded and its event applied.
        ObjectSource racing = racing(setup.bucket, (key, read) -> {
            setup.put(key, newest);
            setup.mirror(setup.bucket).mirror(BUCKET, id, null, Sequencer.of("5"));
            setup.ledger.record(id, KeyState.stored(Sequencer.of("5"), FakeBucket.eTag(setup.bucket.objects.get(key))));
        });

        ReconcileReport report = setup.run(ReconcileRun.of(BUCKET, false), setup.mirror(racing), setup.ledger);

        String newestRevision = FakeBucket.eTag(newest.getBytes(StandardCharsets.UTF_8));
        assertEquals(Optional.of(newestRevision), setup.revision("a.txt"), "the event's version stays");
        assertEquals(Map.of(Fix.Outcome.SUPERSEDED, 1L), report.fixes(), "the event's state is kept");
        assertEquals(KeyState.stored(Sequencer.of("5"), newestRevision), setup.ledger.state(id).orElseThrow());
    }

    @Test
    void aDocumentWhoseRevisionTheIndexAlreadyHoldsIsNotWrittenAgain() {
        Setup setup = new Setup();
        setup.indexed("a.txt", text(1));
        setup.indexed("b.txt", text(2));
        setup.put("a.txt", text(3));
        int reads = setup.bucket.reads.get();
        assertEquals(1, setup.run(ReconcileRun.of(BUCKET, false)).differences());
        assertEquals(reads + 1, setup.bucket.reads.get(), "only the stale object is read");
    }

    @Test
    void aRefusedObjectIsJudgedOnceNotAtEveryRun() {
        Setup setup = new Setup();
        setup.bucket.objects.put("scan.txt", new byte[] {0, 1, 2, 3, (byte) 0xFF, 0, 0, 7});
        setup.put("big.txt", "x".repeat((int) MAX_BYTES + 1));

        ReconcileReport first = setup.run(ReconcileRun.of(BUCKET, false));
        assertEquals(2, first.found(Kind.MISSING));
        assertTrue(setup.fixes.stream().allMatch(fix -> fix.status() == dev.lazygraph.core.events.RecordResult.Status.REJECTED),
                setup.fixes::toString);
        int reads = setup.bucket.reads.get();

        assertEquals(2, first.refused(), "refused at this run's fixes");
        assertEquals(0, first.ignored(), "refused objects are not objects that cannot be documents");

        ReconcileReport second = setup.run(ReconcileRun.of(BUCKET, false));
        assertEquals(0, second.differences());
        assertEquals(2, second.refused(), "refused before and unchanged since");
        assertEquals(reads, setup.bucket.reads.get(), "neither object is read again");
    }

    @Test
    void withCollectionsFromPrefixesEveryFolderAndTheNamedCollectionsAreReconciled() {
        Setup setup = new Setup(new CollectionRule(true, "default"));
        setup.indexed("acme/a.txt", text(1));
        setup.indexed("beta/b.txt", text(2));
        setup.indexed("gone/c.txt", text(3));
        setup.indexed("kept/d.txt", text(4));
        setup.bucket.objects.remove("gone/c.txt");
        setup.bucket.objects.remove("kept/d.txt");

        ReconcileReport report = setup.run(new ReconcileRun(BUCKET, List.of("gone"), null, false, 0, () -> false));

        assertEquals(Map.of(Kind.EXTRA, 1L), report.found());
        assertTrue(setup.revision("gone/c.txt").isEmpty());
        assertTrue(setup.revision("kept/d.txt").isPresent(), "a collection with no object left is only found when named");
    }

    /** The bucket, but {@code afterRead} runs after each read of the current object, once per key. */
    private static ObjectSource racing(FakeBucket bucket, BiConsumer<String, ObjectSource.StoredObject> afterRead) {
        List<String> raced = new ArrayList<>();
        return new ObjectSource() {
            @Override
            public Optional<StoredObject> read(String b, String key, String versionId, long maxBytes) {
                Optional<StoredObject> read = bucket.read(b, key, versionId, maxBytes);
                if (!raced.contains(key)) {
                    raced.add(key);
                    afterRead.accept(key, read.orElse(null));
                }
                return read;
            }

            @Override
            public Optional<String> currentRevision(String b, String key) {
                return bucket.currentRevision(b, key);
            }
        };
    }
}
