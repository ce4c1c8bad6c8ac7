package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys and item layouts of the graph store; TABLE.md documents the same names. */
final class GraphItems {
    static final String TERM = "T";
    static final String CONCEPT = "K";
    static final String CHUNK = "C";
    static final String DOCUMENT = "D";
    static final String DOCUMENTS = "DOCS";
    static final String STATS = "STATS";

    /** Sort key of the one item of a partition (chunk, concept counts, corpus statistics). */
    static final String SELF = "#";
    static final String POSTING = "P#";
    static final String EDGE = "E#";
    static final String MEMBER = "M#";

    /** Full values stored only when a key had to be shortened: owner (partition) name, edge's other end. */
    static final String NAME = "nm";
    static final String OTHER = "on";
    /** Chunk id: always on chunk and membership items, on postings only when the sort key was shortened. */
    static final String ID = "id";
    static final String FREQUENCY = "f";
    static final String EDGE_COUNT = "c";
    static final String TERM_FREQUENCY = "tf";
    static final String CHUNK_FREQUENCY = "cf";
    static final String DEGREE = "dg";
    static final String DOCUMENT_COUNT = "docs";
    static final String CHUNK_COUNT = "chunks";
    static final String TOTAL_LENGTH = "len";

    private GraphItems() {
    }

    static String termPartition(String collection, String term) {
        return Items.partition(collection, TERM, term);
    }

    static String conceptPartition(String collection, String concept) {
        return Items.partition(collection, CONCEPT, concept);
    }

    static String chunkPartition(String collection, String chunkId) {
        return Items.partition(collection, CHUNK, chunkId);
    }

    static String documentPartition(DocumentId id) {
        return Items.partition(id.collection(), DOCUMENT, id.key());
    }

    static Map<String, AttributeValue> documentKey(DocumentId id) {
        return Items.key(Items.partition(id.collection(), DOCUMENTS), Items.sort("", id.key()));
    }

    static Map<String, AttributeValue> statsKey(String collection) {
        return Items.key(Items.partition(collection, STATS), SELF);
    }

    static Map<String, AttributeValue> conceptKey(String collection, String concept) {
        return Items.key(conceptPartition(collection, concept), SELF);
    }

    static Map<String, AttributeValue> edgeKey(String collection, Contribution.Pair pair) {
        return Items.key(conceptPartition(collection, pair.a()), Items.sort(EDGE, pair.b()));
    }

    static Map<String, AttributeValue> chunkKey(String collection, String chunkId) {
        return Items.key(chunkPartition(collection, chunkId), SELF);
    }

    /**
     * Membership of a chunk in a document revision, in the document's partition. The revision part is
     * replaced by a digest when it could be confused with the separator or is long, so a prefix query for one
     * revision never matches another.
     */
    static Map<String, AttributeValue> memberKey(DocumentId id, String revision, String chunkId) {
        return Items.key(documentPartition(id), Items.sort(memberPrefix(revision), chunkId));
    }

    static String memberPrefix(String revision) {
        boolean plain = revision.indexOf('#') < 0 && revision.indexOf('~') < 0 && Items.utf8Length(revision) <= 128;
        return MEMBER + (plain ? revision : Items.digest(revision)) + "#";
    }

    static Map<String, AttributeValue> memberItem(DocumentId id, String revision, String chunkId) {
        Map<String, AttributeValue> item = new HashMap<>(memberKey(id, revision, chunkId));
        item.put(ID, s(chunkId));
        return item;
    }

    /** A term or concept posting: frequency of the term/concept in one chunk. */
    static Map<String, AttributeValue> postingItem(String partitionKey, String name, Posting posting) {
        String sortKey = Items.sort(POSTING, posting.chunkId());
        Map<String, AttributeValue> item = new HashMap<>(Items.key(partitionKey, sortKey));
        item.put(FREQUENCY, n(posting.frequency()));
        putOwnerName(item, partitionKey, name);
        if (Items.wasShortened(posting.chunkId(), sortKey.substring(POSTING.length()))) {
            item.put(ID, s(posting.chunkId()));
        }
        return item;
    }

    static void putOwnerName(Map<String, AttributeValue> item, String partitionKey, String name) {
        if (Items.wasShortened(name, Items.partitionValue(partitionKey))) {
            item.put(NAME, s(name));
        }
    }

    static Posting posting(Map<String, AttributeValue> item) {
        String id = item.containsKey(ID) ? string(item, ID) : sortSuffix(item, POSTING);
        return new Posting(id, (int) number(item, FREQUENCY));
    }

    /** Name of the term/concept a posting, edge or concept item belongs to, from its key or {@link #NAME}. */
    static String ownerName(Map<String, AttributeValue> item) {
        return item.containsKey(NAME) ? string(item, NAME) : Items.partitionValue(string(item, TableSchema.PARTITION_KEY));
    }

    /** The larger end of an edge item. */
    static String edgeOther(Map<String, AttributeValue> item) {
        return item.containsKey(OTHER) ? string(item, OTHER) : sortSuffix(item, EDGE);
    }

    static String sortSuffix(Map<String, AttributeValue> item, String prefix) {
        return string(item, TableSchema.SORT_KEY).substring(prefix.length());
    }

    static Map<String, AttributeValue> chunkItem(String collection, IndexedChunk indexed) {
        Chunk chunk = indexed.chunk();
        Map<String, AttributeValue> item = new LinkedHashMap<>(chunkKey(collection, chunk.id()));
        item.put(ID, s(chunk.id()));
        item.put("doc", s(chunk.document().key()));
        item.put("rev", s(chunk.revision()));
        item.put("ord", n(chunk.ordinal()));
        item.put("st", n(chunk.start()));
        item.put("en", n(chunk.end()));
        item.put("txt", s(chunk.text()));
        item.put("len", n(indexed.length()));
        item.put("tfs", counts(indexed.termFrequencies()));
        item.put("ccs", counts(indexed.conceptCounts()));
        return item;
    }

    static IndexedChunk chunk(String collection, Map<String, AttributeValue> item) {
        Chunk chunk = new Chunk(string(item, ID), new DocumentId(collection, string(item, "doc")), string(item, "rev"),
                (int) number(item, "ord"), (int) number(item, "st"), (int) number(item, "en"), string(item, "txt"));
        return new IndexedChunk(chunk, (int) number(item, "len"), counts(item.get("tfs")), counts(item.get("ccs")));
    }

    private static AttributeValue counts(Map<String, Integer> counts) {
        Map<String, AttributeValue> map = new HashMap<>();
        counts.forEach((name, count) -> map.put(name, n(count)));
        return AttributeValue.fromM(map);
    }

    private static Map<String, Integer> counts(AttributeValue value) {
        Map<String, Integer> counts = new TreeMap<>();
        value.m().forEach((name, count) -> counts.put(name, Integer.parseInt(count.n())));
        return counts;
    }
}
