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
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The corpus totals (documents, chunks, total chunk length) as {@value #SHARDS} counter items, each written
 * only by the documents whose key hashes to it, so no item is one that every document updates; readers sum
 * all shards, read with one BatchGetItem (whose limit is 100 keys).
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

    /** Adds what replacing the chunks {@code from} by {@code to} changes (null: no revision), exactly once. */
    void apply(String writeId, DocumentId id, List<IndexedChunk> from, List<IndexedChunk> to) {
        CorpusStats before = totals(from);
        CorpusStats after = totals(to);
        counters.apply(writeId, keyOf(id), Map.of(DOCUMENTS, after.documents() - before.documents(),
                CHUNKS, after.chunks() - before.chunks(), LENGTH, after.totalChunkLength() - before.totalChunkLength()));
    }

    void release(String writeId, DocumentId id) {
        counters.release(writeId, keyOf(id), COUNTERS);
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
        return new CorpusStats(1, chunks.size(), length);
    }
}
