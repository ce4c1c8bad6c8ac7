package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Term and concept postings, packed: one item per (term or concept, document) holds the revision and, for
 * each chunk of the document mentioning it, the chunk's ordinal, the frequency in it and the chunk's length.
 * An item is written by one document only, and a revision's items are a function of its chunks, so writing
 * them again is idempotent and the items of an old revision can be listed from its chunk items.
 *
 * <p>Entries beyond {@value #MAX_ENTRIES} go to further parts, so even a 20 MB document's items stay far
 * below DynamoDB's 400 KB: an entry is at most 33 characters (three ints and two separators, plus a comma),
 * so a part holds at most 264 KB of entries besides its keys.
 */
final class PostingItems {
    static final int MAX_ENTRIES = 8_000;

    private static final String REVISION = "r";
    /** The groups of the document revision (a string set), only when it has any. */
    private static final String GROUPS = "g";
    private static final String ENTRIES = "p";
    /** The full name or document key, stored only when the key holding it had to be shortened. */
    private static final String NAME = "nm";
    private static final String DOCUMENT = "doc";

    private PostingItems() {
    }

    /** A decoded item: the term or concept it belongs to and its postings. */
    record Postings(String name, List<Posting> postings) {
    }

    static String termPartition(String collection, String term) {
        return Items.partition(collection, GraphItems.TERM, term);
    }

    static String conceptPartition(String collection, String concept) {
        return Items.partition(collection, GraphItems.CONCEPT, concept);
    }

    /** Every posting item of one revision of a document with these groups, from its chunks (in ordinal order). */
    static List<Map<String, AttributeValue>> of(DocumentId id, String revision, List<IndexedChunk> chunks,
                                                Set<String> groups) {
        Map<String, List<int[]>> terms = new TreeMap<>();
        Map<String, List<int[]>> concepts = new TreeMap<>();
        for (IndexedChunk chunk : chunks) {
            int ordinal = chunk.chunk().ordinal();
            chunk.termFrequencies().forEach((term, frequency) -> terms.computeIfAbsent(term, t -> new ArrayList<>())
                    .add(new int[] {ordinal, frequency, chunk.length()}));
            chunk.conceptCounts().forEach((concept, count) -> concepts.computeIfAbsent(concept, c -> new ArrayList<>())
                    .add(new int[] {ordinal, count, chunk.length()}));
        }
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        AttributeValue groupSet = groups.isEmpty() ? null : AttributeValue.fromSs(List.copyOf(new TreeSet<>(groups)));
        terms.forEach((term, entries) ->
                addItems(items, termPartition(id.collection(), term), term, id, revision, groupSet, entries));
        concepts.forEach((concept, entries) ->
                addItems(items, conceptPartition(id.collection(), concept), concept, id, revision, groupSet, entries));
        return items;
    }

    private static void addItems(List<Map<String, AttributeValue>> items, String partition, String name, DocumentId id,
                                 String revision, AttributeValue groups, List<int[]> entries) {
        entries.sort((x, y) -> Integer.compare(x[0], y[0]));
        for (int part = 0; part * MAX_ENTRIES < entries.size(); part++) {
            String sortKey = Items.sort(part + "#", id.key());
            Map<String, AttributeValue> item = new HashMap<>(Items.key(partition, sortKey));
            item.put(REVISION, s(revision));
            if (groups != null) {
                item.put(GROUPS, groups);
            }
            StringJoiner packed = new StringJoiner(",");
            for (int[] entry : entries.subList(part * MAX_ENTRIES, Math.min(entries.size(), (part + 1) * MAX_ENTRIES))) {
                packed.add(entry[0] + ":" + entry[1] + ":" + entry[2]);
            }
            item.put(ENTRIES, s(packed.toString()));
            if (Items.wasShortened(name, Items.partitionValue(partition))) {
                item.put(NAME, s(name));
            }
            if (Items.wasShortened(id.key(), sortKey.substring(sortKey.indexOf('#') + 1))) {
                item.put(DOCUMENT, s(id.key()));
            }
            items.add(item);
        }
    }

    static Postings decode(String collection, Map<String, AttributeValue> item) {
        String name = item.containsKey(NAME) ? string(item, NAME)
                : Items.partitionValue(string(item, TableSchema.PARTITION_KEY));
        String sortKey = string(item, TableSchema.SORT_KEY);
        DocumentId document = new DocumentId(collection,
                item.containsKey(DOCUMENT) ? string(item, DOCUMENT) : sortKey.substring(sortKey.indexOf('#') + 1));
        String revision = string(item, REVISION);
        Set<String> groups = item.containsKey(GROUPS) ? Set.copyOf(item.get(GROUPS).ss()) : Set.of();
        List<Posting> postings = new ArrayList<>();
        for (String entry : string(item, ENTRIES).split(",")) {
            String[] fields = entry.split(":");
            postings.add(new Posting(Chunk.idOf(document, revision, Integer.parseInt(fields[0])),
                    Integer.parseInt(fields[1]), Integer.parseInt(fields[2]), groups));
        }
        return new Postings(name, postings);
    }
}
