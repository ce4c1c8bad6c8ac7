package dev.lazygraph.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.aws.events.DynamoDbKeyStateLedger;
import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.CollectionRule;
import dev.lazygraph.core.store.memory.InMemoryKeyStateLedger;
import dev.lazygraph.core.events.IngestReport;
import dev.lazygraph.core.events.KeyMirror;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.ObjectEventProcessor;
import dev.lazygraph.core.events.ObjectSource;
import dev.lazygraph.core.events.RecordResult;
import dev.lazygraph.core.events.Sequencer;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.reconcile.BucketListing.ListedObject;
import dev.lazygraph.core.reconcile.BucketListing.ObjectPage;
import dev.lazygraph.core.reconcile.Difference;
import dev.lazygraph.core.reconcile.Difference.Kind;
import dev.lazygraph.core.reconcile.Fix;
import dev.lazygraph.core.reconcile.KeyReconciler;
import dev.lazygraph.core.reconcile.ReconcileListener;
import dev.lazygraph.core.reconcile.ReconcileReport;
import dev.lazygraph.core.reconcile.ReconcileRun;
import dev.lazygraph.core.reconcile.Reconciler;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.s3.events.S3Notification;
import dev.lazygraph.s3.events.S3Notification.S3Record;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.ObjectIdentifier;

/**
 * The drift test, against s3rver and dynalite: a bucket of 1,000 indexed objects loses the events of
 * 10 % new objects (missing), 10 % overwrites (stale) and 10 % removals (extra), plus a few objects no document
 * can be made of; while the reconciler runs, events keep arriving, some for the very keys it is fixing. The
 * index then equals a clean ingest of the bucket, a second run has nothing to do, and no event that arrived
 * during the run was undone.
 *
 * <p>s3rver lists a bucket in the order of its files rather than strictly in S3's key order, and compares
 * {@code start-after} in UTF-16: the keys here are ones where those orders agree (no key is a prefix of
 * another, no character beyond U+FFFF). The orders where they differ, and folder markers, are
 * {@code ReconcilerTest}'s.
 */
class ReconcileDriftTest {
    private static final String COLLECTION = "default";
    private static final CollectionRule RULE = new CollectionRule(false, COLLECTION);
    private static final IngestConfig CONFIG = new IngestConfig(64_000, 300, 1);
    private static final int OBJECTS = 1_000;
    private static final int DRIFT_EACH = 100;
    private static final int WRITERS = 4;
    private static final String[] WORDS = ("harbour crane ferry timetable audit ledger pilot storm beacon tide"
            + " inspection cargo engine valve dock anchor lighthouse rope winch berth").split(" ");

    private final Random random = new Random(24);
    private final AtomicLong sequencer = new AtomicLong(0x10_0000);
    private final List<DynamoDbGraphStore> stores = new ArrayList<>();
    private S3Client s3;
    private DynamoDbClient dynamo;
    private String bucket;
    private final List<String> tables = new ArrayList<>();

    /** One table: the graph, the ledger, the ingest and the event processor writing to them. */
    private final class Index {
        final DynamoDbGraphStore store;
        final DynamoDbKeyStateLedger ledger;
        final IngestService ingest;
        final ObjectEventProcessor events;

        Index(String purpose) {
            String table = Dynalite.createTable(dynamo, purpose);
            tables.add(table);
            store = new DynamoDbGraphStore(dynamo, table);
            stores.add(store);
            ledger = new DynamoDbKeyStateLedger(dynamo, table);
            ingest = new IngestService(CONFIG, SharedAnalyzer.get(), store, new InMemorySummaryCache());
            events = new ObjectEventProcessor(ledger, mirror(new S3ObjectSource(s3)), RULE);
        }

        KeyMirror mirror(ObjectSource objects) {
            return new KeyMirror(ingest, objects, CONFIG.maxDocumentBytes());
        }

        Reconciler reconciler(ObjectSource objects) {
            return new Reconciler(new S3BucketListing(s3), store, ledger,
                    new KeyReconciler(ledger, mirror(objects)), RULE);
        }

        /** Applies an event the way Lambda does: retried while a record fails (another writer of the key). */
        RecordResult deliver(S3Record record) {
            for (int attempt = 1; ; attempt++) {
                IngestReport report = events.process(List.of(record.eventRecord()));
                RecordResult result = report.records().get(0);
                if (!result.retryable() || attempt == 20) {
                    return result;
                }
                pause(attempt);
            }
        }

        Optional<String> revision(String key) {
            return store.document(new DocumentId(COLLECTION, key)).map(DocumentRecord::revision);
        }

        Optional<KeyState> state(String key) {
            return ledger.state(new DocumentId(COLLECTION, key));
        }
    }

    @BeforeEach
    void connect() {
        s3 = S3rver.client();
        dynamo = Dynalite.client();
        bucket = "drift-" + Long.toHexString(System.nanoTime());
        S3rver.createBucket(s3, bucket);
    }

    @AfterEach
    void cleanUp() {
        stores.forEach(DynamoDbGraphStore::close);
        tables.forEach(table -> dynamo.deleteTable(b -> b.tableName(table)));
        List<ObjectIdentifier> objects = bucketKeys().stream().map(key -> ObjectIdentifier.builder().key(key).build())
                .toList();
        for (int from = 0; from < objects.size(); from += 1000) {
            List<ObjectIdentifier> batch = objects.subList(from, Math.min(from + 1000, objects.size()));
            s3.deleteObjects(b -> b.bucket(bucket).delete(d -> d.objects(batch)));
        }
        s3.deleteBucket(b -> b.bucket(bucket));
        s3.close();
        dynamo.close();
    }

    @Test
    void aDriftedIndexConvergesToACleanIngestOfTheBucketAndEventsDuringTheRunWin() throws Exception {
        Index index = new Index("drift");
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < OBJECTS; i++) {
            keys.add(i % 100 == 7 ? "doc/\u00E9t\u00E9-" + i + ".txt" : i % 100 == 8 ? "doc/\u65E5\u672C-" + i + ".txt"
                    : String.format("doc/%04d report.txt", i));
        }
        parallel(keys, key -> index.deliver(upload(key, text(key, 1))));
        assertEquals(OBJECTS, index.store.documents(COLLECTION).size());

        // Drift: changes whose events are lost.
        List<String> stale = keys.subList(0, DRIFT_EACH);
        List<String> extra = keys.subList(DRIFT_EACH, 2 * DRIFT_EACH);
        List<String> untouched = keys.subList(2 * DRIFT_EACH, OBJECTS);
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < DRIFT_EACH; i++) {
            missing.add("new/" + i + ".md");
        }
        parallel(stale, key -> upload(key, text(key, 2)));
        parallel(extra, key -> remove(key));
        parallel(missing, key -> upload(key, text(key, 1)));
        List<String> poison = List.of("bin/scan-1.txt", "bin/scan-2.txt", "bin/scan-3.txt");
        poison.forEach(key -> S3rver.put(s3, bucket, key, new byte[] {0, 1, 2, (byte) 0xFF, 0, 0, 3, 4}));

        ReconcileReport dryRun = index.reconciler(new S3ObjectSource(s3)).run(ReconcileRun.of(bucket, true), quiet());
        assertEquals(Map.of(Kind.MISSING, (long) DRIFT_EACH + poison.size(), Kind.STALE, (long) DRIFT_EACH,
                Kind.EXTRA, (long) DRIFT_EACH), dryRun.found());
        assertEquals(Map.of(), dryRun.fixes());
        assertEquals(OBJECTS, index.store.documents(COLLECTION).size(), "a dry run changes nothing");

        // Events during the run. Decided-on keys get theirs at three moments: right after the reconciler found
        // the difference, between its read of the object and its write, and at any time from another thread.
        Map<String, Sequencer> eventDuringRun = new ConcurrentHashMap<>();
        Set<String> whenFound = Set.copyOf(stale.subList(0, 10));
        Set<String> betweenReadAndWrite = Set.copyOf(stale.subList(10, 20));
        List<Runnable> background = new ArrayList<>();
        for (String key : untouched.subList(0, 30)) {
            background.add(() -> eventDuringRun.put(key, applied(index, upload(key, text(key, 3)))));
        }
        for (String key : untouched.subList(30, 40)) {
            background.add(() -> eventDuringRun.put(key, applied(index, remove(key))));
        }
        for (String key : extra.subList(0, 10)) {
            background.add(() -> eventDuringRun.put(key, applied(index, upload(key, text(key, 3)))));
        }
        for (String key : stale.subList(20, 30)) {
            background.add(() -> eventDuringRun.put(key, applied(index, remove(key))));
        }
        for (int i = 0; i < 10; i++) {
            String key = "late/" + i + ".txt";
            background.add(() -> eventDuringRun.put(key, applied(index, upload(key, text(key, 1)))));
        }
        java.util.Collections.shuffle(background, random);

        CountDownLatch started = new CountDownLatch(1);
        ObjectSource racing = racingAfterRead(new S3ObjectSource(s3), betweenReadAndWrite,
                key -> eventDuringRun.put(key, applied(index, upload(key, text(key, 4)))));
        List<Fix> fixes = new ArrayList<>();
        ReconcileListener listener = new ReconcileListener() {
            @Override
            public void found(Difference difference) {
                started.countDown();
                String key = difference.id().key();
                if (whenFound.contains(key)) {
                    eventDuringRun.put(key, applied(index, upload(key, text(key, 5))));
                }
            }

            @Override
            public void fixed(Fix fix) {
                fixes.add(fix);
            }
        };
        ExecutorService events = Executors.newSingleThreadExecutor();
        Future<?> delivered = events.submit(() -> {
            await(started);
            background.forEach(Runnable::run);
        });
        ReconcileReport first = index.reconciler(racing).run(ReconcileRun.of(bucket, false), listener);
        delivered.get(5, TimeUnit.MINUTES);
        events.shutdown();

        assertTrue(first.complete());
        // Ten stale keys may be removed by their events before the reconciler gets to them.
        assertTrue(first.differences() >= 3L * DRIFT_EACH - 10, first::toString);
        for (Fix fix : fixes) {
            if (fix.outcome() != Fix.Outcome.FIXED) {
                assertTrue(eventDuringRun.containsKey(fix.difference().id().key()),
                        () -> "only a key an event changed during the run is not simply fixed: " + fix);
            }
        }
        assertTrue(fixes.stream().anyMatch(fix -> fix.outcome() == Fix.Outcome.SUPERSEDED
                && betweenReadAndWrite.contains(fix.difference().id().key())), fixes::toString);

        ReconcileReport second = index.reconciler(new S3ObjectSource(s3)).run(ReconcileRun.of(bucket, false), quiet());
        assertEquals(0, second.differences(), second::toString);

        // No event that arrived during the run was undone: the document is the event's, the state its sequencer.
        for (Map.Entry<String, Sequencer> event : eventDuringRun.entrySet()) {
            String key = event.getKey();
            assertEquals(currentRevision(key), index.revision(key), key);
            assertEquals(0, event.getValue().compareTo(index.state(key).orElseThrow().sequencer()), key);
        }

        // A clean ingest of the bucket as it is now: one created event per object into an empty store (in memory:
        // StoreParityTest holds the two stores to the same snapshots, and this one takes seconds, not minutes).
        InMemoryGraphStore cleanStore = new InMemoryGraphStore();
        InMemoryKeyStateLedger cleanLedger = new InMemoryKeyStateLedger();
        ObjectEventProcessor cleanIngest = new ObjectEventProcessor(cleanLedger, new KeyMirror(
                new IngestService(CONFIG, SharedAnalyzer.get(), cleanStore, new InMemorySummaryCache()),
                new S3ObjectSource(s3), CONFIG.maxDocumentBytes()), RULE);
        List<String> bucketKeys = bucketKeys();
        parallel(bucketKeys, key -> cleanIngest.process(List.of(created(key, sequencer.incrementAndGet()).eventRecord())));
        assertEquals(cleanStore.snapshot(COLLECTION), index.store.snapshot(COLLECTION));
        for (String key : bucketKeys) {
            KeyState expected = cleanLedger.state(new DocumentId(COLLECTION, key)).orElseThrow();
            KeyState actual = index.state(key).orElseThrow();
            assertEquals(expected.outcome(), actual.outcome(), key);
            assertEquals(expected.revision(), actual.revision(), key);
        }
    }

    private String text(String key, int version) {
        StringBuilder text = new StringBuilder("Report " + key.replaceAll("\\D", "") + " version " + version + ".");
        text.append(" The");
        for (int word = 0; word < 6; word++) {
            text.append(' ').append(WORDS[random.nextInt(WORDS.length)]);
        }
        text.append('.');
        return text.toString();
    }

    /** Uploads the object and returns the created event S3 would send for it. */
    private S3Record upload(String key, String text) {
        S3rver.put(s3, bucket, key, text.getBytes(StandardCharsets.UTF_8));
        return created(key, sequencer.incrementAndGet());
    }

    private S3Record created(String key, long sequence) {
        return record("ObjectCreated:Put", key, sequence);
    }

    /** Deletes the object and returns the removed event S3 would send for it. */
    private S3Record remove(String key) {
        s3.deleteObject(b -> b.bucket(bucket).key(key));
        return record("ObjectRemoved:Delete", key, sequencer.incrementAndGet());
    }

    private S3Record record(String eventName, String key, long sequence) {
        return new S3Record(eventName, new S3Notification.S3Entity(new S3Notification.S3Bucket(bucket),
                new S3Notification.S3Object(URLEncoder.encode(key, StandardCharsets.UTF_8), null, null, null,
                        Long.toHexString(sequence).toUpperCase())));
    }

    /** Delivers the event and returns its sequencer, which the key's state must keep. */
    private static Sequencer applied(Index index, S3Record event) {
        RecordResult result = index.deliver(event);
        assertTrue(!result.retryable(), result::toString);
        return Sequencer.of(event.s3().object().sequencer());
    }

    private Optional<String> currentRevision(String key) {
        return new S3ObjectSource(s3).currentRevision(bucket, key);
    }

    private List<String> bucketKeys() {
        List<String> keys = new ArrayList<>();
        S3BucketListing listing = new S3BucketListing(s3);
        String after = null;
        ObjectPage page;
        do {
            page = listing.list(bucket, "", after, 1000);
            page.objects().stream().map(ListedObject::key).forEach(keys::add);
            after = page.lastKey();
        } while (!page.isLast());
        return keys;
    }

    private static ObjectSource racingAfterRead(ObjectSource objects, Set<String> keys,
                                                java.util.function.Consumer<String> afterFirstRead) {
        Set<String> raced = ConcurrentHashMap.newKeySet();
        return new ObjectSource() {
            @Override
            public Optional<StoredObject> read(String b, String key, String versionId, long maxBytes) {
                Optional<StoredObject> read = objects.read(b, key, versionId, maxBytes);
                if (keys.contains(key) && raced.add(key)) {
                    afterFirstRead.accept(key);
                }
                return read;
            }

            @Override
            public Optional<String> currentRevision(String b, String key) {
                return objects.currentRevision(b, key);
            }
        };
    }

    private static ReconcileListener quiet() {
        return new ReconcileListener() {
            @Override
            public void found(Difference difference) {
            }

            @Override
            public void fixed(Fix fix) {
            }
        };
    }

    private static void parallel(List<String> keys, java.util.function.Consumer<String> task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (String key : keys) {
                futures.add(pool.submit(() -> task.accept(key)));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } finally {
            pool.shutdown();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Backs off like Lambda's retries, only much shorter. */
    private static void pause(int attempt) {
        try {
            Thread.sleep(20L * attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
