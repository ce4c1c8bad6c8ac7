package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.HashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Comparisons of stores kept in different collections (or tables) that should hold the same graph. */
final class Snapshots {
    private Snapshots() {
    }

    /** {@code snapshot} as if it had been taken in {@code collection}. */
    static StoreSnapshot relabel(StoreSnapshot snapshot, String collection) {
        return new StoreSnapshot(snapshot.stats(),
                snapshot.documents().stream().map(d -> new DocumentRecord(new DocumentId(collection, d.id().key()),
                        d.revision(), d.title(), d.chunks(), d.words())).toList(),
                snapshot.chunks().stream().map(c -> relabel(c, collection)).toList(),
                snapshot.termPostings(), snapshot.conceptPostings());
    }

    private static IndexedChunk relabel(IndexedChunk indexed, String collection) {
        Chunk c = indexed.chunk();
        return new IndexedChunk(new Chunk(c.id(), new DocumentId(collection, c.document().key()), c.revision(),
                c.ordinal(), c.start(), c.end(), c.text()), indexed.length(), indexed.termFrequencies(),
                indexed.conceptCounts());
    }

    /** Deletes every item of {@code collection}, so scans of a table shared by many scenarios stay fast. */
    static void drop(DynamoTable table, String collection) {
        table.writeAll(table.scan(Items.partition(collection, "")).stream()
                .map(item -> WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(Items.keyOf(item)).build())
                        .build())
                .toList());
    }

    /**
     * Every raw item of a collection, keyed without the collection prefix, without the document item's
     * version counter: two stores with the same graph and no leftovers (markers, orphans, zero counters,
     * unfinished writes) have equal dumps.
     */
    static SortedMap<String, Map<String, AttributeValue>> rawItems(DynamoTable table, String collection) {
        String prefix = Items.partition(collection, "");
        SortedMap<String, Map<String, AttributeValue>> items = new TreeMap<>();
        for (Map<String, AttributeValue> item : table.scan(prefix)) {
            Map<String, AttributeValue> copy = new HashMap<>(item);
            String pk = copy.remove(TableSchema.PARTITION_KEY).s().substring(prefix.length());
            String sk = copy.remove(TableSchema.SORT_KEY).s();
            copy.remove(DocumentState.VERSION);
            items.put(pk + " | " + sk, copy);
        }
        return items;
    }
}
