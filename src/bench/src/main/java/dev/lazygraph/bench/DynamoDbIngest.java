package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.aws.dynamodb.CapacityMeter;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * The DynamoDB variant of {@code bench ingest}: documents ingested into a fresh table by concurrent writers
 * through the real ingest path (as many Lambdas would), with the write capacity DynamoDB reported and what it
 * costs on demand, the writes every item received counted from the requests (hot keys), the write units per
 * kind of item, and whether any update was lost: the table's snapshot against a sequential ingest of the same
 * documents into the embedded store.
 */
final class DynamoDbIngest {
    /** Every document writes its corpus-totals shard twice (apply, release): 1 in 16 documents in writes. */
    static final double HOT_ITEM_BOUND_PER_1000_DOCUMENTS = 2 * 1000.0 / 16;

    private final LocalDynamoDb dynamo;
    private final ItemWriteCounter counter;
    private final int writers;
    private final double pricePerMillionWru;

    /** @param counter the interceptor installed on {@code dynamo}'s client */
    DynamoDbIngest(LocalDynamoDb dynamo, ItemWriteCounter counter, int writers, double pricePerMillionWru) {
        this.dynamo = dynamo;
        this.counter = counter;
        this.writers = writers;
        this.pricePerMillionWru = pricePerMillionWru;
    }

    /** @param embedding the embedder of the passages, when the run measures the semantic signal's vector items */
    ObjectNode run(TextAnalyzer analyzer, List<SourceDocument> documents, long words,
                   Optional<PassageEmbedding> embedding) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("endpoint", dynamo.endpoint().toString());
        node.put("description", "DynamoDbGraphStore + DynamoDbSummaryCache on one fresh table, " + writers
                + " concurrent writers (each ingests whole documents), up to " + DynamoDbGraphStore.DEFAULT_PARALLELISM
                + " concurrent requests per store. A local endpoint (dynalite) shares this machine's cores and is not"
                + " DynamoDB's speed; capacity units, items and bytes are what the same requests consume on DynamoDB.");
        node.put("documents", documents.size());
        node.put("words", words);
        node.put("writers", writers);
        node.put("embedder", embedding.map(PassageEmbedding::model).orElse("none"));
        DynamoTable table = dynamo.table();
        Clock clock = Clock.systemUTC();
        try (DynamoDbGraphStore store = new DynamoDbGraphStore(table, DynamoDbGraphStore.DEFAULT_PARALLELISM,
                DynamoDbGraphStore.DEFAULT_STALE_AFTER, clock)) {
            IngestBench.putRate(node, IngestBench.ingest(analyzer, store,
                    new DynamoDbSummaryCache(table, DynamoDbSummaryCache.DEFAULT_TIME_TO_LIVE, clock), documents,
                    writers, embedding), words, writers);
            putWrites(node, table.meter().usage(), words);
            putItemKinds(node, words);
            putHotItem(node, documents.size());
            putLostUpdates(node, store.snapshot(IngestBench.COLLECTION), analyzer, documents);
        }
        return node;
    }

    private void putWrites(ObjectNode node, CapacityMeter.Usage usage, long words) {
        ObjectNode writes = node.putObject("writes");
        writes.put("description", "from the ConsumedCapacity DynamoDB returned for every write request"
                + " (ReturnConsumedCapacity TOTAL); bytes are DynamoDB item sizes of what was written");
        writes.put("writeCapacityUnits", IngestBench.round(usage.writeCapacityUnits()));
        writes.put("writeRequests", usage.writeRequests());
        writes.put("itemsWritten", usage.itemsWritten());
        writes.put("bytesWritten", usage.bytesWritten());
        writes.put("batchRetries", usage.retries());
        writes.put("writeCapacityUnitsPer1000Words", IngestBench.round(usage.writeCapacityUnits() * 1000.0 / words));
        writes.put("itemsWrittenPer1000Words", IngestBench.round(usage.itemsWritten() * 1000.0 / words));
        writes.put("bytesWrittenPer1000Words", Math.round(usage.bytesWritten() * 1000.0 / words));
        ObjectNode cost = node.putObject("cost");
        cost.put("pricePerMillionWriteRequestUnitsUsd", pricePerMillionWru);
        cost.put("priceSource", pricePerMillionWru == Double.parseDouble(IngestBench.DEFAULT_PRICE_PER_MILLION_WRU)
                ? "default: the us-east-1 on-demand price of write request units (standard table class) since"
                + " November 2024; set --price-per-million-wru for another region or a later price"
                : "given with --price-per-million-wru");
        cost.put("description", "on demand, a write request unit is one write of up to 1 KB (rounded up per item);"
                + " write capacity units consumed per word x 1,000,000 x price; storage and reads not included");
        cost.put("usdPerMillionWords", Math.round(usage.writeCapacityUnits() / words * pricePerMillionWru * 1e4) / 1e4);
    }

    private void putItemKinds(ObjectNode node, long words) {
        ObjectNode kinds = node.putObject("writesByItemKind");
        kinds.put("description", "counted from the requests: distinct items, writes, write units (a put costs its"
                + " size in started KB, an update or delete 1) and bytes put per kind of item, by partition key: DOCS document,"
                + " C chunk, V a chunk's passage vectors, T term postings, K concept postings, STATS corpus-totals shard, SUM/SUMDOC summaries");
        ArrayNode rows = kinds.putArray("kinds");
        for (ItemWriteCounter.KindUsage usage : counter.byKind()) {
            ObjectNode row = rows.addObject();
            row.put("kind", usage.kind());
            row.put("items", usage.items());
            row.put("writes", usage.writes());
            row.put("writeUnits", usage.writeUnits());
            row.put("writeUnitsPer1000Words", IngestBench.round(usage.writeUnits() * 1000.0 / words));
            row.put("bytesPut", usage.bytesPut());
        }
    }

    private void putHotItem(ObjectNode node, int documents) {
        ItemWriteCounter.HottestItem hottest = counter.hottest();
        ObjectNode hot = node.putObject("hotItem");
        hot.put("description", "the item that received the most writes, counted from the requests, per 1,000"
                + " documents; an item every document updated would get at least 1,000. Bound: 1 in 16 documents,"
                + " i.e. " + Math.round(HOT_ITEM_BOUND_PER_1000_DOCUMENTS) + " writes per 1,000 documents for a"
                + " corpus-totals shard, which each of its documents writes twice (a document's own item gets about"
                + " 4 writes, all from that document, which only matters on a handful of documents)");
        hot.put("kind", hottest.kind());
        hot.put("writes", hottest.writes());
        hot.put("maxWritesToOneItemPer1000Documents", IngestBench.round(hottest.writes() * 1000.0 / documents));
        hot.put("boundPer1000Documents", IngestBench.round(HOT_ITEM_BOUND_PER_1000_DOCUMENTS));
    }

    private static void putLostUpdates(ObjectNode node, StoreSnapshot table, TextAnalyzer analyzer,
                                       List<SourceDocument> documents) {
        InMemoryGraphStore sequential = new InMemoryGraphStore();
        IngestBench.ingest(analyzer, sequential, new InMemorySummaryCache(), documents, 1);
        ObjectNode lost = node.putObject("lostUpdates");
        lost.put("description", "entries (documents, chunks, posting lists of a term or concept, corpus totals) in"
                + " which the table's snapshot differs from a sequential ingest of the same documents into the"
                + " embedded store");
        lost.put("differingEntries", SnapshotDifferences.count(table, sequential.snapshot(IngestBench.COLLECTION)));
        lost.put("documents", table.documents().size());
        lost.put("postingLists", table.termPostings().size() + table.conceptPostings().size());
    }
}
