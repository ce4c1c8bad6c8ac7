package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.CapacityMeter;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphSnapshots;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link GraphStore} on one DynamoDB table (layout: src/aws/TABLE.md), exact under add, overwrite and delete,
 * with concurrent writers of different documents and with a crash at any point followed by a retry. Writes
 * go through {@link DocumentWriter} and its {@link DocumentLog}, reads through {@link GraphReader}.
 */
public final class DynamoDbGraphStore implements GraphStore, GraphSnapshots, AutoCloseable {
    public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(15);
    public static final int DEFAULT_PARALLELISM = 16;

    private final DynamoTable table;
    private final ExecutorService executor;
    private final GraphReader reader;
    private final DocumentWriter writer;

    public DynamoDbGraphStore(DynamoDbClient client, String tableName) {
        this(new DynamoTable(client, tableName), DEFAULT_PARALLELISM, DEFAULT_STALE_AFTER, Clock.systemUTC());
    }

    /**
     * @param parallelism concurrent DynamoDB requests per store
     * @param staleAfter  age after which another process's unfinished write of a document is taken over
     */
    public DynamoDbGraphStore(DynamoTable table, int parallelism, Duration staleAfter, Clock clock) {
        this.table = table;
        AtomicInteger threads = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(parallelism, task -> {
            Thread thread = new Thread(task, "lazygraph-dynamodb-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        DocumentLog log = new DocumentLog(table, clock, UUID.randomUUID().toString());
        CorpusShards shards = new CorpusShards(table);
        this.reader = new GraphReader(table, executor, log, shards);
        this.writer = new DocumentWriter(table, executor, log, shards, reader, staleAfter);
    }

    /** Capacity used so far (the bench reports it per 1,000 words). */
    public CapacityMeter meter() {
        return table.meter();
    }

    @Override
    public void close() {
        executor.shutdown();
    }

    @Override
    public PutResult put(DocumentIndex index) {
        return writer.put(index);
    }

    @Override
    public boolean delete(DocumentId id) {
        return writer.delete(id);
    }

    @Override
    public Optional<DocumentRecord> document(DocumentId id) {
        return reader.document(id);
    }

    @Override
    public List<DocumentRecord> documents(String collection) {
        return reader.documents(collection);
    }

    @Override
    public List<DocumentRecord> documentsAfter(String collection, String afterKey, int limit) {
        return reader.documentsAfter(collection, afterKey, limit);
    }

    @Override
    public Map<String, DocumentRecord> documents(String collection, Collection<String> keys) {
        return reader.documents(collection, keys);
    }

    @Override
    public CorpusStats stats(String collection) {
        return reader.stats(collection);
    }

    @Override
    public Map<Set<String>, CorpusStats> groupedStats(String collection) {
        return reader.groupedStats(collection);
    }

    @Override
    public Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
        return reader.termPostings(collection, terms);
    }

    @Override
    public Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
        return reader.conceptPostings(collection, concepts);
    }

    @Override
    public List<IndexedChunk> chunks(String collection, Collection<String> chunkIds) {
        return reader.chunks(collection, chunkIds);
    }

    @Override
    public boolean keepsPassageVectors() {
        return true;
    }

    /** Only the candidates' vectors: a question reads one small item per candidate chunk, never the collection's. */
    @Override
    public List<DenseIndex.Stored> passageVectors(String collection, Collection<String> candidateChunks) {
        return reader.passageVectors(collection, candidateChunks);
    }

    /** Reads every item of the collection with a table scan: for tests and diagnostics, never for queries. */
    @Override
    public StoreSnapshot snapshot(String collection) {
        return reader.snapshot(collection);
    }
}
