package dev.lazygraph.aws.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.aws.dynamodb.DynaliteTables;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import dev.lazygraph.core.testing.Concurrently;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Concurrent ingests of different documents sharing hub concepts never lose each other's counts. */
class ConcurrentWritersTest {
    private static final int WRITERS = 3;

    @RegisterExtension
    static final DynaliteTables dynalite = new DynaliteTables();
    private static DynamoTable table;
    private static DynamoDbGraphStore store;

    @BeforeAll
    static void openStore() {
        table = dynalite.table("concurrent");
        store = dynalite.releaseWithScope(
                new DynamoDbGraphStore(table, 8, DynamoDbGraphStore.DEFAULT_STALE_AFTER, Clock.systemUTC()));
    }

    private static String collection() {
        return TestDocuments.freshCollection("conc-");
    }

    @Test
    void threeConcurrentPutsOfDifferentDocumentsLeaveExactCounts() throws Exception {
        String c = collection();
        List<DocumentIndex> documents = new ArrayList<>();
        for (int writer = 0; writer < WRITERS; writer++) {
            documents.add(TestDocuments.index(c, "w" + writer + ".txt", "1",
                    "Graph and Node and Edge " + writer, "Graph links Rank with Node", "Graph Cache Table"));
        }
        Concurrently.run(documents.stream().<Callable<PutResult>>map(document -> () -> store.put(document)).toList());

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
        List<Callable<Void>> writers = new ArrayList<>();
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
                return null;
            });
        }
        Concurrently.run(writers);

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
}
