package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.string;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.aws.graph.DocumentState.Committed;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.function.BinaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The read side of the graph store: one Query per term or concept (all run in parallel), BatchGetItem for
 * chunks (batches of 100 in parallel) and for the corpus totals' shards (one request), a Query for the
 * document list. All reads are strongly consistent.
 */
final class GraphReader {
    private static final Comparator<Posting> BY_CHUNK = Comparator.comparing(Posting::chunkId);

    private final DynamoTable table;
    private final Executor executor;
    private final DocumentLog log;
    private final CorpusShards shards;

    GraphReader(DynamoTable table, Executor executor, DocumentLog log, CorpusShards shards) {
        this.table = table;
        this.executor = executor;
        this.log = log;
        this.shards = shards;
    }

    Optional<DocumentRecord> document(DocumentId id) {
        return Optional.ofNullable(log.load(id).committed()).map(committed -> record(id, committed));
    }

    private static DocumentRecord record(DocumentId id, Committed committed) {
        return new DocumentRecord(id, committed.revision(), committed.title(), committed.chunks(), committed.words(),
                committed.metadata());
    }

    List<DocumentRecord> documents(String collection) {
        Collections.requireValid(collection);
        List<DocumentRecord> records = new ArrayList<>();
        for (Map<String, AttributeValue> item : table.query(Items.partition(collection, GraphItems.DOCUMENTS))) {
            addCommitted(records, collection, item);
        }
        records.sort(Comparator.comparing(record -> record.id().key()));
        return records;
    }

    /** Reads pages of the document partition after {@code afterKey} until {@code limit} committed records are read. */
    List<DocumentRecord> documentsAfter(String collection, String afterKey, int limit) {
        Collections.requireValid(collection);
        String partition = Items.partition(collection, GraphItems.DOCUMENTS);
        List<DocumentRecord> records = new ArrayList<>();
        table.queryWhile(b -> {
            b.limit(limit);
            if (afterKey == null) {
                b.keyConditionExpression("#pk = :pk")
                        .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY))
                        .expressionAttributeValues(Map.of(":pk", Items.s(partition)));
            } else {
                b.keyConditionExpression("#pk = :pk AND #sk > :after")
                        .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY, "#sk", TableSchema.SORT_KEY))
                        .expressionAttributeValues(Map.of(":pk", Items.s(partition),
                                ":after", GraphItems.documentKey(new DocumentId(collection, afterKey)).get(TableSchema.SORT_KEY)));
            }
        }, page -> {
            page.forEach(item -> addCommitted(records, collection, item));
            return records.size() < limit;
        });
        return records.size() > limit ? records.subList(0, limit) : records;
    }

    /** The committed records among {@code keys}, read in one round of batch requests. */
    Map<String, DocumentRecord> documents(String collection, Collection<String> keys) {
        Collections.requireValid(collection);
        List<Map<String, AttributeValue>> itemKeys = new LinkedHashSet<>(keys).stream()
                .map(key -> GraphItems.documentKey(new DocumentId(collection, key))).toList();
        List<DocumentRecord> records = new ArrayList<>();
        getAll(itemKeys).forEach(item -> addCommitted(records, collection, item));
        Map<String, DocumentRecord> byKey = new TreeMap<>();
        records.forEach(record -> byKey.put(record.id().key(), record));
        return byKey;
    }

    private static void addCommitted(List<DocumentRecord> records, String collection, Map<String, AttributeValue> item) {
        Committed committed = DocumentState.of(item).committed();
        if (committed != null) {
            records.add(record(new DocumentId(collection, string(item, DocumentState.KEY)), committed));
        }
    }

    CorpusStats stats(String collection) {
        Collections.requireValid(collection);
        return shards.read(collection);
    }

    Map<Set<String>, CorpusStats> groupedStats(String collection) {
        Collections.requireValid(collection);
        return shards.readGrouped(collection);
    }

    Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
        return postings(collection, terms, PostingItems::termPartition);
    }

    Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
        return postings(collection, concepts, PostingItems::conceptPartition);
    }

    private Map<String, List<Posting>> postings(String collection, Collection<String> names,
                                                BinaryOperator<String> partition) {
        Collections.requireValid(collection);
        List<String> distinct = List.copyOf(new LinkedHashSet<>(names));
        List<List<Posting>> found = Parallel.map(executor, distinct, name -> {
            List<Posting> postings = new ArrayList<>();
            for (Map<String, AttributeValue> item : table.query(partition.apply(collection, name))) {
                postings.addAll(PostingItems.decode(collection, item).postings());
            }
            postings.sort(BY_CHUNK);
            return postings;
        });
        Map<String, List<Posting>> result = new TreeMap<>();
        for (int i = 0; i < distinct.size(); i++) {
            if (!found.get(i).isEmpty()) {
                result.put(distinct.get(i), found.get(i));
            }
        }
        return result;
    }

    List<IndexedChunk> chunks(String collection, Collection<String> chunkIds) {
        Collections.requireValid(collection);
        List<Map<String, AttributeValue>> keys = new LinkedHashSet<>(chunkIds).stream()
                .map(chunkId -> GraphItems.chunkKey(collection, chunkId)).toList();
        List<IndexedChunk> chunks = new ArrayList<>();
        getAll(keys).forEach(item -> chunks.add(GraphItems.chunk(collection, item)));
        return chunks;
    }

    /** The vectors of {@code chunkIds}' passages: BatchGetItem of their vector items, one read unit each. */
    List<DenseIndex.Stored> passageVectors(String collection, Collection<String> chunkIds) {
        Collections.requireValid(collection);
        return VectorItems.stored(collection, getAll(new LinkedHashSet<>(chunkIds).stream()
                .map(chunkId -> VectorItems.key(collection, chunkId)).toList()));
    }

    /** The items of {@code keys} that exist: BatchGetItem, 100 keys a request, the requests in parallel. */
    private List<Map<String, AttributeValue>> getAll(List<Map<String, AttributeValue>> keys) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Parallel.map(executor, Parallel.slices(keys, DynamoTable.MAX_BATCH_GET), table::getAll).forEach(items::addAll);
        return items;
    }

    /** Reads every item of the collection with a table scan: for tests and diagnostics, never for queries. */
    StoreSnapshot snapshot(String collection) {
        Collections.requireValid(collection);
        long documents = 0;
        long chunkCount = 0;
        long length = 0;
        List<DocumentRecord> records = new ArrayList<>();
        List<IndexedChunk> chunks = new ArrayList<>();
        SortedMap<String, List<Posting>> termPostings = new TreeMap<>();
        SortedMap<String, List<Posting>> conceptPostings = new TreeMap<>();
        String prefix = Items.partition(collection, "");
        for (Map<String, AttributeValue> item : table.scan(prefix)) {
            String rest = string(item, TableSchema.PARTITION_KEY).substring(prefix.length());
            String kind = rest.contains("#") ? rest.substring(0, rest.indexOf('#')) : rest;
            switch (kind) {
                case GraphItems.DOCUMENTS -> addCommitted(records, collection, item);
                case GraphItems.STATS -> {
                    CorpusStats shard = CorpusShards.counts(item);
                    documents += shard.documents();
                    chunkCount += shard.chunks();
                    length += shard.totalChunkLength();
                }
                case GraphItems.CHUNK -> chunks.add(GraphItems.chunk(collection, item));
                case GraphItems.TERM -> addPostings(termPostings, collection, item);
                case GraphItems.CONCEPT -> addPostings(conceptPostings, collection, item);
                default -> {
                    // other adapters' items (summaries, key state)
                }
            }
        }
        records.sort(Comparator.comparing(record -> record.id().key()));
        chunks.sort(Comparator.comparing(IndexedChunk::id));
        termPostings.values().forEach(list -> list.sort(BY_CHUNK));
        conceptPostings.values().forEach(list -> list.sort(BY_CHUNK));
        return new StoreSnapshot(new CorpusStats(documents, chunkCount, length), records, chunks, termPostings,
                conceptPostings);
    }

    private static void addPostings(SortedMap<String, List<Posting>> index, String collection,
                                    Map<String, AttributeValue> item) {
        PostingItems.Postings decoded = PostingItems.decode(collection, item);
        index.computeIfAbsent(decoded.name(), name -> new ArrayList<>()).addAll(decoded.postings());
    }
}
