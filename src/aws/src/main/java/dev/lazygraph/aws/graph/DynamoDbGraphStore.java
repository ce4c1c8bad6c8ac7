package dev.lazygraph.aws.graph;

import static dev.lazygraph.aws.dynamodb.Items.n;
import static dev.lazygraph.aws.dynamodb.Items.number;
import static dev.lazygraph.aws.dynamodb.Items.s;
import static dev.lazygraph.aws.dynamodb.Items.string;
import static dev.lazygraph.aws.graph.GraphItems.CHUNK_COUNT;
import static dev.lazygraph.aws.graph.GraphItems.CHUNK_FREQUENCY;
import static dev.lazygraph.aws.graph.GraphItems.DEGREE;
import static dev.lazygraph.aws.graph.GraphItems.DOCUMENT_COUNT;
import static dev.lazygraph.aws.graph.GraphItems.EDGE;
import static dev.lazygraph.aws.graph.GraphItems.EDGE_COUNT;
import static dev.lazygraph.aws.graph.GraphItems.POSTING;
import static dev.lazygraph.aws.graph.GraphItems.TERM_FREQUENCY;
import static dev.lazygraph.aws.graph.GraphItems.TOTAL_LENGTH;

import dev.lazygraph.aws.dynamodb.CapacityMeter;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.dynamodb.TableSchema;
import dev.lazygraph.aws.graph.Contribution.ConceptDelta;
import dev.lazygraph.aws.graph.Contribution.CorpusDelta;
import dev.lazygraph.aws.graph.Contribution.Pair;
import dev.lazygraph.aws.graph.DocumentState.Committed;
import dev.lazygraph.aws.graph.DocumentState.Pending;
import dev.lazygraph.aws.graph.DocumentState.Phase;
import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@link GraphStore} on one DynamoDB table (layout: src/aws/TABLE.md), exact under add, overwrite and delete,
 * with concurrent writers of different documents and with a crash at any point followed by a retry.
 *
 * <p>A put or delete is a resumable write recorded on the document item: the new revision's chunks are
 * stored first, then postings and counters are applied exactly once ({@link Counters}), then the old
 * revision's items are deleted, and only then is the new revision committed. A later put or delete of the
 * same document first finishes (or, before its counters were touched, undoes) an unfinished write, so a
 * retry after a failure converges to the state of a clean run. Writes of the same document must not run
 * concurrently: the second one fails with {@link ConcurrentWriteException}; an unfinished write of another
 * process is taken over once that process marked it abandoned (it failed with an exception) or once it is
 * older than {@code staleAfter} (the process died; set it above the longest a put can run).
 */
public final class DynamoDbGraphStore implements GraphStore, AutoCloseable {
    public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(15);
    public static final int DEFAULT_PARALLELISM = 16;
    private static final int MAX_TITLE_BYTES = 4096;
    private static final List<String> CONCEPT_COUNTERS = List.of(TERM_FREQUENCY, CHUNK_FREQUENCY, DEGREE);
    private static final List<String> CORPUS_COUNTERS = List.of(DOCUMENT_COUNT, CHUNK_COUNT, TOTAL_LENGTH);

    private final DynamoTable table;
    private final Counters counters;
    private final ExecutorService executor;
    private final Duration staleAfter;
    private final Clock clock;
    private final String instanceId = newId();
    private final Set<String> liveWrites = ConcurrentHashMap.newKeySet();

    public DynamoDbGraphStore(DynamoDbClient client, String tableName) {
        this(new DynamoTable(client, tableName), DEFAULT_PARALLELISM, DEFAULT_STALE_AFTER, Clock.systemUTC());
    }

    /**
     * @param parallelism concurrent DynamoDB requests per store
     * @param staleAfter  age after which another process's unfinished write of a document is taken over
     */
    public DynamoDbGraphStore(DynamoTable table, int parallelism, Duration staleAfter, Clock clock) {
        this.table = table;
        this.counters = new Counters(table);
        this.staleAfter = staleAfter;
        this.clock = clock;
        AtomicInteger threads = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(parallelism, task -> {
            Thread thread = new Thread(task, "lazygraph-dynamodb-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Capacity used so far (the bench reports it per 1,000 words). */
    public CapacityMeter meter() {
        return table.meter();
    }

    @Override
    public void close() {
        executor.shutdown();
    }

    // ---------------------------------------------------------------- writes

    @Override
    public PutResult put(DocumentIndex index) {
        validate(index);
        DocumentId id = index.id();
        DocumentState state = load(id);
        Pending unfinished = state.pending();
        if (unfinished != null) {
            state = recover(id, state);
            if (unfinished.phase() != Phase.CHUNKS && index.revision().equals(unfinished.to())) {
                return unfinished.from() == null ? PutResult.CREATED : PutResult.REPLACED; // a retry, now done
            }
        }
        Committed current = state.committed();
        if (current != null && current.revision().equals(index.revision())) {
            return PutResult.UNCHANGED;
        }
        List<IndexedChunk> old = current == null ? List.of() : committedChunks(id, current);
        Set<String> oldIds = ids(old);
        if (index.chunks().stream().anyMatch(chunk -> oldIds.contains(chunk.id()))) {
            // The new revision reuses chunk ids, so both revisions cannot be stored side by side.
            state = write(id, state, old, null);
            old = List.of();
        }
        write(id, state, old, index);
        return current == null ? PutResult.CREATED : PutResult.REPLACED;
    }

    @Override
    public boolean delete(DocumentId id) {
        DocumentState state = load(id);
        Pending unfinished = state.pending();
        if (unfinished != null) {
            state = recover(id, state);
            if (unfinished.to() == null) {
                return true; // a retry of a delete, now done
            }
        }
        if (state.committed() == null) {
            return false;
        }
        write(id, state, committedChunks(id, state.committed()), null);
        return true;
    }

    /** Replaces the committed revision (with its chunks {@code from}) by {@code to}, or deletes it (null). */
    private DocumentState write(DocumentId id, DocumentState state, List<IndexedChunk> from, DocumentIndex to) {
        Committed committed = state.committed();
        Pending pending = new Pending(newId(), committed == null ? null : committed.revision(),
                to == null ? null : to.revision(), to == null ? null : to.title(),
                to == null ? 0 : to.chunks().size(), to == null ? 0 : to.words(),
                to == null ? Phase.APPLY : Phase.CHUNKS, instanceId, clock.millis());
        return owning(id, pending, () -> {
            long version = begin(id, state, pending);
            if (to != null) {
                writeChunks(id, to);
                version = advance(id, version, pending, Phase.APPLY);
            }
            return finish(id, version, pending.at(Phase.APPLY), from, to == null ? List.of() : to.chunks());
        });
    }

    /**
     * Runs {@code work} on the document's unfinished write {@code pending} as its only writer in this process.
     * If it fails, nothing of it is still in flight (requests are joined), so the write is marked as
     * abandoned ({@code pat = 0}) and the next put or delete of the document, in any process, finishes it at
     * once instead of waiting {@code staleAfter}; only a crashed process leaves that wait.
     */
    private DocumentState owning(DocumentId id, Pending pending, java.util.function.Supplier<DocumentState> work) {
        if (!liveWrites.add(pending.writeId())) {
            throw new ConcurrentWriteException("document " + id + " is being written by another thread; retry later");
        }
        try {
            return work.get();
        } catch (ConcurrentWriteException e) {
            throw e;
        } catch (RuntimeException e) {
            abandonOwnership(id, pending, e);
            throw e;
        } finally {
            liveWrites.remove(pending.writeId());
        }
    }

    private void abandonOwnership(DocumentId id, Pending pending, RuntimeException failure) {
        try {
            table.update(b -> b.key(GraphItems.documentKey(id)).updateExpression("SET #at = :abandoned")
                    .conditionExpression("#w = :w AND #owner = :owner")
                    .expressionAttributeNames(Map.of("#at", DocumentState.STARTED, "#w", DocumentState.WRITE,
                            "#owner", DocumentState.OWNER))
                    .expressionAttributeValues(Map.of(":abandoned", n(0), ":w", s(pending.writeId()),
                            ":owner", s(instanceId))));
        } catch (RuntimeException unreachable) {
            failure.addSuppressed(unreachable); // the write is then taken over after staleAfter
        }
    }

    /** Runs the remaining phases of {@code pending} (APPLY, RELEASE or PURGE) and commits it. */
    private DocumentState finish(DocumentId id, long version, Pending pending, List<IndexedChunk> from,
                                 List<IndexedChunk> to) {
        if (pending.phase() != Phase.PURGE) {
            String collection = id.collection();
            Contribution delta = contribution(to, pending.to()).minus(contribution(from, pending.from()));
            if (pending.phase() == Phase.APPLY) {
                List<Target> applied = apply(collection, pending.writeId(), to, delta);
                version = advance(id, version, pending, Phase.RELEASE);
                release(pending.writeId(), applied);
            } else {
                release(pending.writeId(), everyTarget(collection, delta));
            }
            version = advance(id, version, pending, Phase.PURGE);
        }
        purge(id, pending.from(), from);
        return commit(id, version, pending);
    }

    private static Contribution contribution(List<IndexedChunk> chunks, String revision) {
        return revision == null ? Contribution.NONE : Contribution.of(chunks);
    }

    /** A counter item touched by a write, released once the write is applied. */
    private record Target(Map<String, AttributeValue> key, List<String> counters) {
    }

    private List<Target> apply(String collection, String writeId, List<IndexedChunk> chunks, Contribution delta) {
        writeAll(postings(collection, chunks).stream().map(DynamoDbGraphStore::put).toList());

        List<Pair> pairs = new ArrayList<>(delta.edges().keySet());
        List<Long> before = Parallel.map(executor, pairs, pair -> counters.apply(writeId,
                GraphItems.edgeKey(collection, pair), Map.of(EDGE_COUNT, delta.edges().get(pair)),
                edgeNames(collection, pair), EDGE_COUNT));
        Map<String, Long> degree = new TreeMap<>();
        for (int i = 0; i < pairs.size(); i++) {
            long old = before.get(i);
            long now = old + delta.edges().get(pairs.get(i));
            long transition = old <= 0 && now > 0 ? 1 : old > 0 && now <= 0 ? -1 : 0;
            degree.merge(pairs.get(i).a(), transition, Long::sum);
            degree.merge(pairs.get(i).b(), transition, Long::sum);
        }
        degree.values().removeIf(change -> change == 0);

        Set<String> concepts = new TreeSet<>(delta.concepts().keySet());
        concepts.addAll(degree.keySet());
        Parallel.each(executor, List.copyOf(concepts), concept -> {
            ConceptDelta counts = delta.concepts().getOrDefault(concept, new ConceptDelta(0, 0));
            counters.apply(writeId, GraphItems.conceptKey(collection, concept), Map.of(
                    TERM_FREQUENCY, counts.termFrequency(), CHUNK_FREQUENCY, counts.chunkFrequency(),
                    DEGREE, degree.getOrDefault(concept, 0L)), conceptNames(collection, concept), null);
        });

        CorpusDelta corpus = delta.corpus();
        if (!corpus.isZero()) {
            counters.apply(writeId, GraphItems.statsKey(collection), Map.of(DOCUMENT_COUNT, corpus.documents(),
                    CHUNK_COUNT, corpus.chunks(), TOTAL_LENGTH, corpus.totalChunkLength()), Map.of(), null);
        }

        List<Target> applied = new ArrayList<>();
        pairs.forEach(pair -> applied.add(edgeTarget(collection, pair)));
        concepts.forEach(concept -> applied.add(conceptTarget(collection, concept)));
        if (!corpus.isZero()) {
            applied.add(new Target(GraphItems.statsKey(collection), CORPUS_COUNTERS));
        }
        return applied;
    }

    /** Every counter item {@code delta} may have touched: used when the exact set is no longer known. */
    private static List<Target> everyTarget(String collection, Contribution delta) {
        Set<String> concepts = new TreeSet<>(delta.concepts().keySet());
        List<Target> targets = new ArrayList<>();
        for (Pair pair : delta.edges().keySet()) {
            targets.add(edgeTarget(collection, pair));
            concepts.add(pair.a());
            concepts.add(pair.b());
        }
        concepts.forEach(concept -> targets.add(conceptTarget(collection, concept)));
        targets.add(new Target(GraphItems.statsKey(collection), CORPUS_COUNTERS));
        return targets;
    }

    private static Target edgeTarget(String collection, Pair pair) {
        return new Target(GraphItems.edgeKey(collection, pair), List.of(EDGE_COUNT));
    }

    private static Target conceptTarget(String collection, String concept) {
        return new Target(GraphItems.conceptKey(collection, concept), CONCEPT_COUNTERS);
    }

    private void release(String writeId, List<Target> targets) {
        Parallel.each(executor, targets, target -> counters.release(writeId, target.key(), target.counters()));
    }

    private static Map<String, AttributeValue> edgeNames(String collection, Pair pair) {
        Map<String, AttributeValue> key = GraphItems.edgeKey(collection, pair);
        Map<String, AttributeValue> names = new HashMap<>();
        GraphItems.putOwnerName(names, string(key, TableSchema.PARTITION_KEY), pair.a());
        if (Items.wasShortened(pair.b(), GraphItems.sortSuffix(key, EDGE))) {
            names.put(GraphItems.OTHER, s(pair.b()));
        }
        return names;
    }

    private static Map<String, AttributeValue> conceptNames(String collection, String concept) {
        Map<String, AttributeValue> names = new HashMap<>();
        GraphItems.putOwnerName(names, GraphItems.conceptPartition(collection, concept), concept);
        return names;
    }

    /** Term and concept posting items of {@code chunks}. */
    private static List<Map<String, AttributeValue>> postings(String collection, List<IndexedChunk> chunks) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (IndexedChunk chunk : chunks) {
            chunk.termFrequencies().forEach((term, frequency) -> items.add(GraphItems.postingItem(
                    GraphItems.termPartition(collection, term), term, new Posting(chunk.id(), frequency))));
            chunk.conceptCounts().forEach((concept, mentions) -> items.add(GraphItems.postingItem(
                    GraphItems.conceptPartition(collection, concept), concept, new Posting(chunk.id(), mentions))));
        }
        return items;
    }

    /** Memberships first: they are what a recovery uses to find (and undo) chunk items of the new revision. */
    private void writeChunks(DocumentId id, DocumentIndex index) {
        writeAll(index.chunks().stream()
                .map(chunk -> put(GraphItems.memberItem(id, index.revision(), chunk.id()))).toList());
        writeAll(index.chunks().stream()
                .map(chunk -> put(GraphItems.chunkItem(id.collection(), chunk))).toList());
    }

    /** Deletes what the old revision owned: postings first, chunk items next, memberships (the index) last. */
    private void purge(DocumentId id, String revision, List<IndexedChunk> presentChunks) {
        if (revision == null) {
            return;
        }
        String collection = id.collection();
        writeAll(postings(collection, presentChunks).stream()
                .map(item -> delete(Items.key(string(item, TableSchema.PARTITION_KEY), string(item, TableSchema.SORT_KEY))))
                .toList());
        List<String> members = memberIds(id, revision);
        writeAll(members.stream().map(chunkId -> delete(GraphItems.chunkKey(collection, chunkId))).toList());
        writeAll(members.stream().map(chunkId -> delete(GraphItems.memberKey(id, revision, chunkId))).toList());
    }

    private void writeAll(List<WriteRequest> writes) {
        Parallel.each(executor, Parallel.slices(writes, DynamoTable.MAX_BATCH_WRITE), table::writeAll);
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }

    private static WriteRequest delete(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build();
    }

    // ---------------------------------------------------------------- the document item

    private DocumentState load(DocumentId id) {
        return table.get(GraphItems.documentKey(id)).map(DocumentState::of).orElse(DocumentState.ABSENT);
    }

    /** Finishes, or undoes if it never got past writing chunks, the unfinished write on the document item. */
    private DocumentState recover(DocumentId id, DocumentState state) {
        Pending pending = state.pending();
        boolean ownDeadWrite = pending.owner().equals(instanceId) && !liveWrites.contains(pending.writeId());
        Instant started = Instant.ofEpochMilli(pending.startedAt());
        if (!ownDeadWrite && started.plus(staleAfter).isAfter(clock.instant())) {
            throw new ConcurrentWriteException("document " + id + " has an unfinished write started at " + started
                    + " by another writer; it is taken over when that writer gives up or after " + staleAfter
                    + ", retry later");
        }
        return owning(id, pending, () -> {
            long version = claim(id, state.version(), pending);
            if (pending.phase() == Phase.CHUNKS) {
                List<String> written = memberIds(id, pending.to());
                writeAll(written.stream().map(chunkId -> delete(GraphItems.chunkKey(id.collection(), chunkId))).toList());
                writeAll(written.stream().map(chunkId -> delete(GraphItems.memberKey(id, pending.to(), chunkId))).toList());
                return abandon(id, version, pending, state.committed());
            }
            List<IndexedChunk> from = pending.from() == null ? List.of()
                    : pending.phase() == Phase.PURGE ? chunks(id.collection(), memberIds(id, pending.from()))
                    : committedChunks(id, state.committed());
            List<IndexedChunk> to = pending.to() == null || pending.phase() == Phase.PURGE ? List.of()
                    : storedChunks(id, pending.to(), pending.chunks());
            return finish(id, version, pending, from, to);
        });
    }

    private long begin(DocumentId id, DocumentState state, Pending pending) {
        Map<String, AttributeValue> attributes = pendingAttributes(pending);
        try {
            if (!state.exists()) {
                Map<String, AttributeValue> item = new HashMap<>(GraphItems.documentKey(id));
                item.putAll(attributes);
                item.put(DocumentState.KEY, s(id.key()));
                item.put(DocumentState.VERSION, n(1));
                table.put(b -> b.item(item).conditionExpression("attribute_not_exists(#pk)")
                        .expressionAttributeNames(Map.of("#pk", TableSchema.PARTITION_KEY)));
                return 1;
            }
            Map<String, String> names = new HashMap<>(Map.of("#ver", DocumentState.VERSION, "#w", DocumentState.WRITE));
            Map<String, AttributeValue> values = new HashMap<>(Map.of(":ver", n(state.version()),
                    ":next", n(state.version() + 1)));
            StringJoiner set = new StringJoiner(", ", "SET ", "").add("#ver = :next");
            attributes.forEach((name, value) -> {
                names.put("#" + name, name);
                values.put(":" + name, value);
                set.add("#" + name + " = :" + name);
            });
            table.update(b -> b.key(GraphItems.documentKey(id)).updateExpression(set.toString())
                    .conditionExpression("#ver = :ver AND attribute_not_exists(#w)")
                    .expressionAttributeNames(names).expressionAttributeValues(values));
            return state.version() + 1;
        } catch (ConditionalCheckFailedException e) {
            throw new ConcurrentWriteException("document " + id + " was changed by another writer; retry");
        }
    }

    private static Map<String, AttributeValue> pendingAttributes(Pending pending) {
        Map<String, AttributeValue> attributes = new HashMap<>();
        attributes.put(DocumentState.WRITE, s(pending.writeId()));
        if (pending.from() != null) {
            attributes.put(DocumentState.FROM, s(pending.from()));
        }
        if (pending.to() != null) {
            attributes.put(DocumentState.TO, s(pending.to()));
        }
        if (pending.title() != null) {
            attributes.put(DocumentState.TO_TITLE, s(pending.title()));
        }
        attributes.put(DocumentState.TO_CHUNKS, n(pending.chunks()));
        attributes.put(DocumentState.TO_WORDS, n(pending.words()));
        attributes.put(DocumentState.PHASE, s(pending.phase().name()));
        attributes.put(DocumentState.OWNER, s(pending.owner()));
        attributes.put(DocumentState.STARTED, n(pending.startedAt()));
        return attributes;
    }

    private long advance(DocumentId id, long version, Pending pending, Phase phase) {
        return updatePending(id, version, pending, Map.of(DocumentState.PHASE, s(phase.name())), List.of());
    }

    private long claim(DocumentId id, long version, Pending pending) {
        return updatePending(id, version, pending,
                Map.of(DocumentState.OWNER, s(instanceId), DocumentState.STARTED, n(clock.millis())), List.of());
    }

    /**
     * Sets and removes attributes of the document item, bumping its version, only while {@code pending} is
     * its unfinished write and nobody else changed it.
     */
    private long updatePending(DocumentId id, long version, Pending pending, Map<String, AttributeValue> set,
                               List<String> remove) {
        Map<String, String> allNames = new HashMap<>(Map.of("#ver", DocumentState.VERSION, "#w", DocumentState.WRITE));
        Map<String, AttributeValue> allValues = new HashMap<>(Map.of(":ver", n(version), ":next", n(version + 1),
                ":w", s(pending.writeId())));
        StringJoiner sets = new StringJoiner(", ", "SET ", "").add("#ver = :next");
        set.forEach((attribute, value) -> {
            allNames.put("#" + attribute, attribute);
            allValues.put(":" + attribute, value);
            sets.add("#" + attribute + " = :" + attribute);
        });
        StringJoiner removes = new StringJoiner(", ", " REMOVE ", "").setEmptyValue("");
        remove.forEach(attribute -> {
            allNames.put("#" + attribute, attribute);
            removes.add("#" + attribute);
        });
        String expression = sets + removes.toString();
        try {
            table.update(b -> b.key(GraphItems.documentKey(id)).updateExpression(expression)
                    .conditionExpression("#ver = :ver AND #w = :w")
                    .expressionAttributeNames(allNames).expressionAttributeValues(allValues));
            return version + 1;
        } catch (ConditionalCheckFailedException e) {
            throw new ConcurrentWriteException("the write of document " + id + " was taken over by another writer");
        }
    }

    private DocumentState commit(DocumentId id, long version, Pending pending) {
        if (pending.to() == null) {
            return abandon(id, version, pending, null);
        }
        Map<String, AttributeValue> set = new HashMap<>(Map.of(DocumentState.REVISION, s(pending.to()),
                DocumentState.CHUNKS, n(pending.chunks()), DocumentState.WORDS, n(pending.words())));
        List<String> remove = new ArrayList<>(DocumentState.PENDING_ATTRIBUTES);
        if (pending.title() != null) {
            set.put(DocumentState.TITLE, s(pending.title()));
        } else {
            remove.add(DocumentState.TITLE);
        }
        updatePending(id, version, pending, set, remove);
        return new DocumentState(version + 1,
                new Committed(pending.to(), pending.title(), pending.chunks(), pending.words()), null);
    }

    /** Drops the unfinished write, keeping {@code committed} (or the whole item when there is none). */
    private DocumentState abandon(DocumentId id, long version, Pending pending, Committed committed) {
        if (committed != null) {
            updatePending(id, version, pending, Map.of(), DocumentState.PENDING_ATTRIBUTES);
            return new DocumentState(version + 1, committed, null);
        }
        try {
            table.delete(b -> b.key(GraphItems.documentKey(id)).conditionExpression("#ver = :ver AND #w = :w")
                    .expressionAttributeNames(Map.of("#ver", DocumentState.VERSION, "#w", DocumentState.WRITE))
                    .expressionAttributeValues(Map.of(":ver", n(version), ":w", s(pending.writeId()))));
        } catch (ConditionalCheckFailedException e) {
            throw new ConcurrentWriteException("the write of document " + id + " was taken over by another writer");
        }
        return DocumentState.ABSENT;
    }

    // ---------------------------------------------------------------- chunks of a revision

    private List<String> memberIds(DocumentId id, String revision) {
        return table.query(GraphItems.documentPartition(id), GraphItems.memberPrefix(revision)).stream()
                .map(item -> string(item, GraphItems.ID)).toList();
    }

    private List<IndexedChunk> committedChunks(DocumentId id, Committed committed) {
        return storedChunks(id, committed.revision(), committed.chunks());
    }

    private List<IndexedChunk> storedChunks(DocumentId id, String revision, int expected) {
        List<IndexedChunk> chunks = chunks(id.collection(), memberIds(id, revision));
        if (chunks.size() != expected) {
            throw new IllegalStateException("document " + id + " revision " + revision + ": " + chunks.size()
                    + " chunk items stored, " + expected + " expected; the table was changed outside this store");
        }
        return chunks;
    }

    private static Set<String> ids(List<IndexedChunk> chunks) {
        Set<String> ids = new HashSet<>();
        chunks.forEach(chunk -> ids.add(chunk.id()));
        return ids;
    }

    // ---------------------------------------------------------------- reads

    @Override
    public Optional<DocumentRecord> document(DocumentId id) {
        return Optional.ofNullable(load(id).committed()).map(committed -> record(id, committed));
    }

    private static DocumentRecord record(DocumentId id, Committed committed) {
        return new DocumentRecord(id, committed.revision(), committed.title(), committed.chunks(), committed.words());
    }

    @Override
    public List<DocumentRecord> documents(String collection) {
        Collections.requireValid(collection);
        return table.query(Items.partition(collection, GraphItems.DOCUMENTS)).stream()
                .map(item -> Map.entry(string(item, DocumentState.KEY), DocumentState.of(item)))
                .filter(entry -> entry.getValue().committed() != null)
                .map(entry -> record(new DocumentId(collection, entry.getKey()), entry.getValue().committed()))
                .sorted(Comparator.comparing(record -> record.id().key()))
                .toList();
    }

    @Override
    public CorpusStats stats(String collection) {
        Collections.requireValid(collection);
        return table.get(GraphItems.statsKey(collection)).map(DynamoDbGraphStore::corpusStats).orElse(CorpusStats.EMPTY);
    }

    private static CorpusStats corpusStats(Map<String, AttributeValue> item) {
        return new CorpusStats(number(item, DOCUMENT_COUNT), number(item, CHUNK_COUNT), number(item, TOTAL_LENGTH));
    }

    @Override
    public Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
        return postingsOf(collection, terms, GraphItems::termPartition);
    }

    @Override
    public Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
        return postingsOf(collection, concepts, GraphItems::conceptPartition);
    }

    private Map<String, List<Posting>> postingsOf(String collection, Collection<String> names,
                                                  java.util.function.BinaryOperator<String> partition) {
        Collections.requireValid(collection);
        List<String> distinct = List.copyOf(new LinkedHashSet<>(names));
        List<List<Posting>> postings = Parallel.map(executor, distinct, name ->
                table.query(partition.apply(collection, name), POSTING).stream().map(GraphItems::posting)
                        .sorted(Comparator.comparing(Posting::chunkId)).toList());
        Map<String, List<Posting>> result = new TreeMap<>();
        for (int i = 0; i < distinct.size(); i++) {
            if (!postings.get(i).isEmpty()) {
                result.put(distinct.get(i), postings.get(i));
            }
        }
        return result;
    }

    @Override
    public Map<String, ConceptStats> concepts(String collection, Collection<String> concepts) {
        Collections.requireValid(collection);
        Map<String, String> byPartition = new HashMap<>();
        concepts.forEach(concept -> byPartition.put(GraphItems.conceptPartition(collection, concept), concept));
        Map<String, ConceptStats> result = new TreeMap<>();
        for (Map<String, AttributeValue> item : table.getAll(
                byPartition.keySet().stream().map(pk -> Items.key(pk, GraphItems.SELF)).toList())) {
            ConceptStats stats = conceptStats(byPartition.get(string(item, TableSchema.PARTITION_KEY)), item);
            if (stats.chunkFrequency() > 0) { // zero until the write that emptied it deletes it
                result.put(stats.concept(), stats);
            }
        }
        return result;
    }

    private static ConceptStats conceptStats(String concept, Map<String, AttributeValue> item) {
        return new ConceptStats(concept, number(item, TERM_FREQUENCY), number(item, CHUNK_FREQUENCY), number(item, DEGREE));
    }

    /**
     * Each edge is stored once, under its smaller end, so every edge among {@code concepts} is found in the
     * partition of one of them: one query per concept, no secondary index.
     */
    @Override
    public List<Edge> edgesAmong(String collection, Collection<String> concepts) {
        Collections.requireValid(collection);
        Set<String> members = new HashSet<>(concepts);
        List<String> distinct = List.copyOf(members);
        List<List<Edge>> found = Parallel.map(executor, distinct, concept ->
                table.query(GraphItems.conceptPartition(collection, concept), EDGE).stream()
                        .filter(item -> number(item, EDGE_COUNT) > 0 && members.contains(GraphItems.edgeOther(item)))
                        .map(item -> new Edge(concept, GraphItems.edgeOther(item), number(item, EDGE_COUNT)))
                        .toList());
        return found.stream().flatMap(List::stream).sorted(EDGE_ORDER).toList();
    }

    private static final Comparator<Edge> EDGE_ORDER = Comparator.comparing(Edge::a).thenComparing(Edge::b);

    @Override
    public List<IndexedChunk> chunks(String collection, Collection<String> chunkIds) {
        Collections.requireValid(collection);
        return table.getAll(chunkIds.stream().map(chunkId -> GraphItems.chunkKey(collection, chunkId)).toList())
                .stream().map(item -> GraphItems.chunk(collection, item)).toList();
    }

    /** Reads every item of the collection with a table scan: for tests and diagnostics, not for queries. */
    @Override
    public StoreSnapshot snapshot(String collection) {
        Collections.requireValid(collection);
        CorpusStats stats = CorpusStats.EMPTY;
        List<DocumentRecord> documents = new ArrayList<>();
        List<IndexedChunk> chunks = new ArrayList<>();
        SortedMap<String, List<Posting>> termPostings = new TreeMap<>();
        SortedMap<String, List<Posting>> conceptPostings = new TreeMap<>();
        List<ConceptStats> concepts = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        String prefix = Items.partition(collection, "");
        for (Map<String, AttributeValue> item : table.scan(prefix)) {
            String rest = string(item, TableSchema.PARTITION_KEY).substring(prefix.length());
            String kind = rest.contains("#") ? rest.substring(0, rest.indexOf('#')) : rest;
            String sortKey = string(item, TableSchema.SORT_KEY);
            switch (kind) {
                case GraphItems.DOCUMENTS -> {
                    Committed committed = DocumentState.of(item).committed();
                    if (committed != null) {
                        documents.add(record(new DocumentId(collection, string(item, DocumentState.KEY)), committed));
                    }
                }
                case GraphItems.STATS -> stats = corpusStats(item);
                case GraphItems.CHUNK -> chunks.add(GraphItems.chunk(collection, item));
                case GraphItems.TERM -> termPostings.computeIfAbsent(GraphItems.ownerName(item), t -> new ArrayList<>())
                        .add(GraphItems.posting(item));
                case GraphItems.CONCEPT -> {
                    String concept = GraphItems.ownerName(item);
                    if (sortKey.equals(GraphItems.SELF)) {
                        concepts.add(conceptStats(concept, item));
                    } else if (sortKey.startsWith(EDGE)) {
                        edges.add(new Edge(concept, GraphItems.edgeOther(item), number(item, EDGE_COUNT)));
                    } else {
                        conceptPostings.computeIfAbsent(concept, c -> new ArrayList<>()).add(GraphItems.posting(item));
                    }
                }
                default -> {
                    // memberships (D) mirror the chunk items; other adapters' items (summaries, key state)
                }
            }
        }
        documents.sort(Comparator.comparing(record -> record.id().key()));
        chunks.sort(Comparator.comparing(IndexedChunk::id));
        termPostings.replaceAll((term, list) -> sortedPostings(list));
        conceptPostings.replaceAll((concept, list) -> sortedPostings(list));
        concepts.sort(Comparator.comparing(ConceptStats::concept));
        edges.sort(EDGE_ORDER);
        return new StoreSnapshot(stats, documents, chunks, termPostings, conceptPostings, concepts, edges);
    }

    private static List<Posting> sortedPostings(List<Posting> postings) {
        return postings.stream().sorted(Comparator.comparing(Posting::chunkId)).toList();
    }

    // ---------------------------------------------------------------- validation

    /** Refuses, before anything is written, what the table could not hold or a delete could not undo. */
    private static void validate(DocumentIndex index) {
        DocumentId id = index.id();
        if (index.revision() == null || index.revision().isBlank()) {
            throw new IllegalArgumentException("document " + id + " has no revision");
        }
        if (index.title() != null && Items.utf8Length(index.title()) > MAX_TITLE_BYTES) {
            throw new IllegalArgumentException("title of document " + id + " is longer than " + MAX_TITLE_BYTES + " bytes");
        }
        Set<String> seen = new HashSet<>();
        for (IndexedChunk chunk : index.chunks()) {
            if (!id.equals(chunk.chunk().document())) {
                throw new IllegalArgumentException("chunk " + chunk.id() + " belongs to " + chunk.chunk().document()
                        + ", not to " + id);
            }
            if (!seen.add(chunk.id())) {
                throw new IllegalArgumentException("document " + id + " has two chunks with id " + chunk.id());
            }
            requirePositiveCounts(chunk, chunk.termFrequencies(), "term");
            requirePositiveCounts(chunk, chunk.conceptCounts(), "concept");
            long size = Items.size(GraphItems.chunkItem(id.collection(), chunk));
            if (size > Items.MAX_ITEM_BYTES) {
                throw new IllegalArgumentException("chunk " + chunk.id() + " would be a " + size
                        + "-byte DynamoDB item; the limit is " + Items.MAX_ITEM_BYTES + " bytes: use smaller chunks");
            }
        }
    }

    private static void requirePositiveCounts(IndexedChunk chunk, Map<String, Integer> counts, String what) {
        counts.forEach((name, count) -> {
            if (name.isEmpty() || count == null || count <= 0) {
                throw new IllegalArgumentException("chunk " + chunk.id() + " has an empty " + what
                        + " or a count that is not positive: '" + name + "' = " + count);
            }
        });
    }

    /** 80 random bits: unique per write; also part of marker attribute names, so kept short. */
    private static String newId() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 20);
    }
}
