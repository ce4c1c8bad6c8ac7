package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.number;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.IndexedChunk;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The corpus totals (documents, chunks, total chunk length) as {@value #SHARDS} counter items, each written
 * only by the documents whose key hashes to it, so no item is one that every document updates; readers sum
 * all shards, read with one BatchGetItem (whose limit is 100 keys). The totals of the documents with access
 * groups are also kept per set of groups, sharded the same way, in one partition that one Query reads: a
 * caller's view subtracts those of the sets it may not read.
 *
 * <p>Why 100: a shard holds about 1/100 of the documents and, with a hash, a little more for the fullest
 * one. For the fullest shard to stay under 1 in 16 documents takes about 100 documents with 100 shards
 * (probability 0.99; 64 shards: 0.94), and at 2,000 documents it holds about 2 % of them (99th percentile),
 * a third of the bound. Below about 50 documents no hash into at most 100 shards keeps every shard under
 * 1 in 16 (it would need every document on its own shard), but so few writes make no hot key.
 * The count is part of the layout: changing it would misplace the release of a write begun before.
 */
final class CorpusShards {
    static final int SHARDS = 100;
    private static final String DOCUMENTS = "docs";
    private static final String CHUNKS = "chunks";
    private static final String LENGTH = "len";
    private static final List<String> COUNTERS = List.of(DOCUMENTS, CHUNKS, LENGTH);
    private static final String GROUP_STATS = "GSTATS";
    private static final String GROUPS = "grp";

    private final DynamoTable table;
    private final Counters counters;

    CorpusShards(DynamoTable table) {
        this.table = table;
        this.counters = new Counters(table);
    }

    /** The shard of a document: the same for all its revisions, so a write releases where it applied. */
    static int shardOf(String documentKey) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(documentKey.getBytes(StandardCharsets.UTF_8));
            return Math.floorMod(ByteBuffer.wrap(digest).getInt(), SHARDS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java runtime", e);
        }
    }

    static Map<String, AttributeValue> key(String collection, int shard) {
        return Items.key(Items.partition(collection, GraphItems.STATS, Integer.toString(shard)), GraphItems.SELF);
    }

    private static Map<String, AttributeValue> keyOf(DocumentId id) {
        return key(id.collection(), shardOf(id.key()));
    }

    /**
     * The shard of a set of groups: the totals of the documents with exactly these groups ({@code grp}, the
     * groups one a line, sorted), sharded as the collection's totals are. The sort key names the set by its
     * digest, since a set of long group names may not fit in a key.
     */
    static Map<String, AttributeValue> groupKey(String collection, Set<String> groups, int shard) {
        return Items.key(Items.partition(collection, GROUP_STATS), Items.digest(encode(groups)) + "#" + shard);
    }

    private static String encode(Set<String> groups) {
        return String.join("\n", new TreeSet<>(groups));
    }

    /**
     * Adds what replacing the chunks {@code from} (with groups {@code fromGroups}) by {@code to} (with
     * {@code toGroups}) changes (null: no revision), exactly once, to the collection's totals and to those of the
     * document's groups.
     */
    void apply(String writeId, DocumentId id, List<IndexedChunk> from, Set<String> fromGroups, List<IndexedChunk> to,
               Set<String> toGroups) {
        CorpusStats before = totals(from);
        CorpusStats after = totals(to);
        counters.apply(writeId, keyOf(id), deltas(after.minus(before)));
        if (fromGroups.equals(toGroups)) {
            applyToGroups(writeId, id, toGroups, after.minus(before));
        } else {
            applyToGroups(writeId, id, fromGroups, CorpusStats.EMPTY.minus(before));
            applyToGroups(writeId, id, toGroups, after);
        }
    }

    private void applyToGroups(String writeId, DocumentId id, Set<String> groups, CorpusStats delta) {
        if (!groups.isEmpty()) {
            counters.apply(writeId, groupKey(id.collection(), groups, shardOf(id.key())), deltas(delta),
                    Map.of(GROUPS, Items.s(encode(groups))));
        }
    }

    private static Map<String, Long> deltas(CorpusStats delta) {
        return Map.of(DOCUMENTS, delta.documents(), CHUNKS, delta.chunks(), LENGTH, delta.totalChunkLength());
    }

    /** Releases what {@link #apply} marked, on the collection's totals and those of both sets of groups. */
    void release(String writeId, DocumentId id, Set<String> fromGroups, Set<String> toGroups) {
        counters.release(writeId, keyOf(id), COUNTERS);
        for (Set<String> groups : new LinkedHashSet<>(List.of(fromGroups, toGroups))) {
            if (!groups.isEmpty()) {
                counters.release(writeId, groupKey(id.collection(), groups, shardOf(id.key())), COUNTERS);
            }
        }
    }

    /** The totals per set of groups ({@link dev.lazygraph.core.graph.GraphStore#groupedStats}): one Query. */
    Map<Set<String>, CorpusStats> readGrouped(String collection) {
        Map<Set<String>, CorpusStats> totals = new HashMap<>();
        for (Map<String, AttributeValue> item : table.query(Items.partition(collection, GROUP_STATS))) {
            Set<String> groups = Set.of(Items.string(item, GROUPS).split("\n"));
            totals.merge(groups, counts(item), CorpusStats::plus);
        }
        totals.values().removeIf(CorpusStats.EMPTY::equals);
        return totals;
    }

    CorpusStats read(String collection) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>(SHARDS);
        for (int shard = 0; shard < SHARDS; shard++) {
            keys.add(key(collection, shard));
        }
        long documents = 0;
        long chunks = 0;
        long length = 0;
        for (Map<String, AttributeValue> item : table.getAll(keys)) {
            documents += number(item, DOCUMENTS);
            chunks += number(item, CHUNKS);
            length += number(item, LENGTH);
        }
        return new CorpusStats(documents, chunks, length);
    }

    /** A shard item's counters, as the snapshot reads them from a scan. */
    static CorpusStats counts(Map<String, AttributeValue> item) {
        return new CorpusStats(number(item, DOCUMENTS), number(item, CHUNKS), number(item, LENGTH));
    }

    private static CorpusStats totals(List<IndexedChunk> chunks) {
        if (chunks == null) {
            return CorpusStats.EMPTY;
        }
        long length = 0;
        for (IndexedChunk chunk : chunks) {
            length += chunk.length();
        }
        return CorpusStats.ofDocument(chunks.size(), length);
    }
}
