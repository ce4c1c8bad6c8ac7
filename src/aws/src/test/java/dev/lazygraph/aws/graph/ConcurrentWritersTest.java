package dev.lazygraph.aws.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import dev.lazygraph.core.testing.Concurrently;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Concurrent ingests of different documents sharing hub concepts never lose each other's counts. */
class ConcurrentWritersTest {
    private static final int WRITERS = 3;

    @RegisterExtension
    static final DynaliteGraphStore graph = new DynaliteGraphStore("concurrent", 8);

    @Test
    void threeConcurrentPutsOfDifferentDocumentsLeaveExactCounts() throws Exception {
        String c = graph.freshCollection();
        List<DocumentIndex> documents = new ArrayList<>();
        for (int writer = 0; writer < WRITERS; writer++) {
            documents.add(TestDocuments.index(c, "w" + writer + ".txt", "1",
                    "Graph and Node and Edge " + writer, "Graph links Rank with Node", "Graph Cache Table"));
        }
        Concurrently.run(documents.stream()
                .<Callable<PutResult>>map(document -> () -> graph.store().put(document)).toList());

        String reference = graph.freshCollection();
        documents.forEach(document -> graph.store().put(relocate(document, reference)));
        assertEquals(new CorpusStats(3, 9, graph.store().stats(reference).totalChunkLength()), graph.store().stats(c));
        assertEquals(Snapshots.relabel(graph.store().snapshot(reference), c), graph.store().snapshot(c));
        assertEquals(Snapshots.rawItems(graph.table(), reference), Snapshots.rawItems(graph.table(), c));
    }

    @Test
    void concurrentChurnOfAddsOverwritesAndDeletesLeavesExactCounts() throws Exception {
        String c = graph.freshCollection();
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
                        graph.store().delete(id);
                        mine.remove(id);
                    } else {
                        DocumentIndex index = TestDocuments.random(id, "s" + step, random);
                        graph.store().put(index);
                        mine.put(id, index);
                    }
                }
                finalRevisions.putAll(mine);
                return null;
            });
        }
        Concurrently.run(writers);

        String reference = graph.freshCollection();
        finalRevisions.values().forEach(document -> graph.store().put(relocate(document, reference)));
        assertEquals(finalRevisions.size(), graph.store().stats(c).documents());
        assertEquals(Snapshots.relabel(graph.store().snapshot(reference), c), graph.store().snapshot(c));
        assertEquals(Snapshots.rawItems(graph.table(), reference), Snapshots.rawItems(graph.table(), c));
    }

    private static DocumentIndex relocate(DocumentIndex index, String collection) {
        DocumentId id = new DocumentId(collection, index.id().key());
        return TestDocuments.index(id, index.revision(), index.chunks().stream().map(chunk -> chunk.chunk().text()).toList());
    }
}
