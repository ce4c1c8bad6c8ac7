package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.graph.TestDocuments.index;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import dev.lazygraph.core.graph.Posting;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class DynamoDbGraphStoreTest {
    @RegisterExtension
    static final DynaliteGraphStore graph = new DynaliteGraphStore("graph", 4);

    private static DocumentIndex alphaBetaGamma(String collection, String revision) {
        return index(collection, "docs/a.txt", revision, "Alpha meets Beta", "Beta and Gamma meet Alpha");
    }

    @Test
    void storesADocumentAsPackedItems() {
        String c = graph.freshCollection();
        DocumentIndex a = alphaBetaGamma(c, "r1");
        assertEquals(PutResult.CREATED, graph.store().put(a));

        assertEquals(Optional.of(new DocumentRecord(a.id(), "r1", "docs/a.txt", 2, 8)), graph.store().document(a.id()));
        assertEquals(List.of(a.record()), graph.store().documents(c));
        assertEquals(new CorpusStats(1, 2, 8), graph.store().stats(c));
        String c0 = a.chunks().get(0).id();
        String c1 = a.chunks().get(1).id();
        assertEquals(Map.of("beta", List.of(new Posting(c0, 1, 3), new Posting(c1, 1, 5)),
                "meet", List.of(new Posting(c1, 1, 5))),
                graph.store().termPostings(c, List.of("beta", "meet", "absent")));
        assertEquals(Map.of("gamma", List.of(new Posting(c1, 1, 5))),
                graph.store().conceptPostings(c, List.of("gamma", "meet")));
        assertEquals(Set.copyOf(a.chunks()), Set.copyOf(graph.store().chunks(c, List.of(c1, c0, "missing"))));

        // One item per (term, document) and (concept, document), whatever the number of chunks: 6 terms,
        // 3 concepts, 2 chunks, the document and its statistics shard.
        Map<String, Map<String, AttributeValue>> items = Snapshots.rawItems(graph.table(), c);
        assertEquals(13, items.size(), items.keySet().toString());
        Map<String, AttributeValue> beta = items.get("T#beta | 0#docs/a.txt");
        assertEquals(Map.of("r", AttributeValue.fromS("r1"), "p", AttributeValue.fromS("0:1:3,1:1:5")), beta);
        assertTrue(items.containsKey("K#gamma | 0#docs/a.txt"));
        assertTrue(items.containsKey("STATS#" + CorpusShards.shardOf("docs/a.txt") + " | #"));
    }

    @Test
    void sameRevisionAgainWritesNothing() {
        String c = graph.freshCollection();
        graph.store().put(alphaBetaGamma(c, "r1"));
        long written = graph.table().meter().usage().itemsWritten();
        assertEquals(PutResult.UNCHANGED, graph.store().put(alphaBetaGamma(c, "r1")));
        assertEquals(written, graph.table().meter().usage().itemsWritten());
    }

    @Test
    void addAddDeleteEqualsTheSecondAlone() {
        String c = graph.freshCollection();
        String clean = graph.freshCollection();
        DocumentIndex b = index(c, "b.md", "1", "Gamma and Delta", "Delta rules");
        graph.store().put(alphaBetaGamma(c, "r1"));
        graph.store().put(b);
        assertEquals(2, graph.store().conceptPostings(c, List.of("gamma")).get("gamma").size());
        assertTrue(graph.store().delete(alphaBetaGamma(c, "r1").id()));

        graph.store().put(index(clean, "b.md", "1", "Gamma and Delta", "Delta rules"));
        assertEquals(Snapshots.relabel(graph.store().snapshot(clean), c), graph.store().snapshot(c));
        assertEquals(Snapshots.rawItems(graph.table(), clean), Snapshots.rawItems(graph.table(), c));
        assertEquals(1, graph.store().conceptPostings(c, List.of("gamma")).get("gamma").size());
    }

    @Test
    void overwriteEqualsACleanAddOfTheNewRevision() {
        String c = graph.freshCollection();
        String clean = graph.freshCollection();
        graph.store().put(index(c, "b.md", "1", "Gamma and Delta"));
        graph.store().put(alphaBetaGamma(c, "r1"));
        DocumentIndex next = index(c, "docs/a.txt", "r2", "Alpha without Beta", "Epsilon joins Gamma and Alpha");
        assertEquals(PutResult.REPLACED, graph.store().put(next));

        graph.store().put(index(clean, "b.md", "1", "Gamma and Delta"));
        graph.store().put(index(clean, "docs/a.txt", "r2", "Alpha without Beta", "Epsilon joins Gamma and Alpha"));
        assertEquals(Snapshots.relabel(graph.store().snapshot(clean), c), graph.store().snapshot(c));
        assertEquals(Snapshots.rawItems(graph.table(), clean), Snapshots.rawItems(graph.table(), c));
    }

    @Test
    void deletingEverythingLeavesNoItemBehind() {
        String c = graph.freshCollection();
        graph.store().put(alphaBetaGamma(c, "r1"));
        graph.store().put(index(c, "b.md", "1", "Gamma and Delta"));
        graph.store().put(alphaBetaGamma(c, "r2"));
        assertTrue(graph.store().delete(new DocumentId(c, "docs/a.txt")));
        assertTrue(graph.store().delete(new DocumentId(c, "b.md")));
        assertFalse(graph.store().delete(new DocumentId(c, "b.md")));
        assertEquals(Map.of(), Snapshots.rawItems(graph.table(), c));
        assertEquals(CorpusStats.EMPTY, graph.store().stats(c));
        assertEquals(List.of(), graph.store().documents(c));
    }

    @Test
    void collectionsNeverMix() {
        String a = graph.freshCollection();
        String b = graph.freshCollection();
        graph.store().put(alphaBetaGamma(a, "r1"));
        graph.store().put(alphaBetaGamma(b, "r1"));
        assertTrue(graph.store().delete(new DocumentId(b, "docs/a.txt")));
        assertEquals(new CorpusStats(1, 2, 8), graph.store().stats(a));
        assertEquals(3, graph.store().conceptPostings(a, List.of("alpha", "beta", "gamma")).size());
        assertEquals(Map.of(), graph.store().conceptPostings(b, List.of("alpha", "beta", "gamma")));
        assertEquals(Map.of(), Snapshots.rawItems(graph.table(), b));
    }

    @Test
    void longUnicodeKeysTermsAndConceptsRoundTrip() {
        String c = graph.freshCollection();
        String key = "dossiers/".repeat(60) + "überlänge ✓ " + "字".repeat(300) + ".txt";
        String concept = "Ü" + "ber".repeat(400);
        String longWord = "W" + "ö".repeat(1100);
        DocumentIndex doc = index(c, key, "rev~1", concept + " meets Alpha and " + longWord);
        assertEquals(PutResult.CREATED, graph.store().put(doc));
        String normalized = concept.toLowerCase(java.util.Locale.ROOT);
        String longTerm = longWord.toLowerCase(java.util.Locale.ROOT);
        String chunkId = doc.chunks().get(0).id();
        assertEquals(Map.of(normalized, List.of(new Posting(chunkId, 1, 5)), longTerm, List.of(new Posting(chunkId, 1, 5))),
                graph.store().conceptPostings(c, List.of(normalized, longTerm)));
        assertEquals(Map.of(longTerm, List.of(new Posting(chunkId, 1, 5))),
                graph.store().termPostings(c, List.of(longTerm)));
        assertEquals(List.of(doc.chunks().get(0)), graph.store().chunks(c, List.of(chunkId)));
        assertEquals(List.of(doc.record()), graph.store().documents(c));
        assertEquals(doc.chunks(), graph.store().snapshot(c).chunks());
        assertTrue(graph.store().snapshot(c).conceptPostings().containsKey(normalized));
        assertTrue(graph.store().delete(doc.id()));
        assertEquals(Map.of(), Snapshots.rawItems(graph.table(), c));
    }

    @Test
    void badInputIsRefusedBeforeAnythingIsWritten() {
        String c = graph.freshCollection();
        DocumentIndex stored = alphaBetaGamma(c, "r1");
        graph.store().put(stored);
        Map<String, ?> before = Snapshots.rawItems(graph.table(), c);

        DocumentIndex foreign = index(c, "other.txt", "1", "Alpha");
        DocumentIndex misfiled = new DocumentIndex(stored.id(), "r2", "t", 1, foreign.chunks());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> graph.store().put(misfiled)).getMessage()
                .contains("belongs to"));

        String huge = "Alpha " + "x".repeat(420 * 1024);
        IllegalArgumentException tooBig = assertThrows(IllegalArgumentException.class,
                () -> graph.store().put(index(c, "docs/a.txt", "r3", huge)));
        assertTrue(tooBig.getMessage().contains("limit"), tooBig.getMessage());

        DocumentIndex duplicate = new DocumentIndex(stored.id(), "r4", "t", 2,
                List.of(stored.chunks().get(0), stored.chunks().get(0)));
        assertThrows(IllegalArgumentException.class, () -> graph.store().put(duplicate));

        assertEquals(before, Snapshots.rawItems(graph.table(), c));
        assertEquals(Optional.of(stored.record()), graph.store().document(stored.id()));
    }
}
