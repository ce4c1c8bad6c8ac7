package dev.lazygraph.aws.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Concurrent ingests of different documents sharing hub concepts never lose each other's counts. */
class ConcurrentWritersTest {
    private static final int WRITERS = 3;

    private static DynamoDbClient client;
    private static DynamoTable table;
    private static DynamoDbGraphStore store;

    @BeforeAll
    static void createTable() {
        client = Dynalite.client();
        table = new DynamoTable(client, Dynalite.createTable(client, "concurrent"));
        store = new DynamoDbGraphStore(table, 8, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC());
    }

    @AfterAll
    static void dropTable() {
        store.close();
        client.deleteTable(b -> b.tableName(table.name()));
        client.close();
    }

    private static String collection() {
        return "conc-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void threeConcurrentPutsOfDifferentDocumentsLeaveExactCounts() throws Exception {
        String c = collection();
        List<DocumentIndex> documents = new ArrayList<>();
        for (int writer = 0; writer < WRITERS; writer++) {
            documents.add(TestDocuments.index(c, "w" + writer + ".txt", "1",
                    "Graph and Node and Edge " + writer, "Graph links Rank with Node", "Graph Cache Table"));
        }
        concurrently(documents.stream().<Runnable>map(document -> () -> store.put(document)).toList());

        String reference = collection();
        documents.forEach(document -> store.put(relocate(document, reference)));
        assertEquals(new CorpusStats(3, 9, store.stats(reference).totalChunkLength()), store.stats(c));
        assertEquals(Snapshots.relabel(store.snapshot(reference), c), store.snapshot(c));
        assertEquals(Snapshots.rawItems(table, reference), Snapshots.rawItems(table, c));
    }

    @Test
    void concurrentChurnOfAddsOverwritesAndDeletesLeavesExactCounts() throws Exception {
        String c = collection();
        Map<DocumentId, DocumentIndex> finalRevisions = new java.util.concurrent.ConcurrentHashMap<>();
        List<Runnable> writers = new ArrayList<>();
        for (int writer = 0; writer < WRITERS; writer++) {
            int seed = writer;
            writers.add(() -> {
                Random random = new Random(seed);
                Map<DocumentId, DocumentIndex> mine = new LinkedHashMap<>();
                for (int step = 0; step < 8; step++) {
                    DocumentId id = new DocumentId(c, "w" + seed + "/d" + random.nextInt(4));
                    if (mine.containsKey(id) && random.nextInt(4) == 0) {
                        store.delete(id);
                        mine.remove(id);
                    } else {
                        DocumentIndex index = TestDocuments.random(id, "s" + step, random);
                        store.put(index);
                        mine.put(id, index);
                    }
                }
                finalRevisions.putAll(mine);
            });
        }
        concurrently(writers);

        String reference = collection();
        finalRevisions.values().forEach(document -> store.put(relocate(document, reference)));
        assertEquals(finalRevisions.size(), store.stats(c).documents());
        assertEquals(Snapshots.relabel(store.snapshot(reference), c), store.snapshot(c));
        assertEquals(Snapshots.rawItems(table, reference), Snapshots.rawItems(table, c));
    }

    private static DocumentIndex relocate(DocumentIndex index, String collection) {
        DocumentId id = new DocumentId(collection, index.id().key());
        return TestDocuments.index(id, index.revision(), index.chunks().stream().map(chunk -> chunk.chunk().text()).toList());
    }

    private static void concurrently(List<Runnable> tasks) throws Exception {
        CyclicBarrier start = new CyclicBarrier(tasks.size());
        ExecutorService pool = Executors.newFixedThreadPool(tasks.size());
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Runnable task : tasks) {
                futures.add(pool.submit(() -> {
                    start.await();
                    task.run();
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } finally {
            pool.shutdown();
        }
    }
}
