package dev.lazygraph.aws.graph;

import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.dynamodb.Items;
import dev.lazygraph.aws.graph.DocumentState.Committed;
import dev.lazygraph.aws.graph.DocumentState.Pending;
import dev.lazygraph.aws.graph.DocumentState.Phase;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.GraphStore.PutResult;
import dev.lazygraph.core.graph.IndexedChunk;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The write side of the graph store. A put or delete is a resumable write recorded in the
 * {@link DocumentLog}: the new revision's chunk items and passage vector items are stored first (CHUNKS), then
 * its posting items are put and the corpus totals updated exactly once (APPLY), then the totals' marker is
 * released and what the old revision owned and the new one did not overwrite (its vector items among them) is
 * deleted (PURGE), and only then is the new revision committed. Every item but the totals' shard belongs to one
 * document, so writers of different documents never touch the same item otherwise.
 *
 * <p>A later put or delete of the same document first finishes (or, before APPLY, undoes) an unfinished
 * write, so a retry after a failure converges to the state of a clean run. Writes of one document are
 * serialized: the second one fails with {@link ConcurrentWriteException}; an unfinished write of another
 * process is taken over once that process marked it abandoned (it failed with an exception) or once it is
 * older than {@code staleAfter} (the process died; set it above the longest a put can run).
 */
final class DocumentWriter {
    private static final int MAX_TITLE_BYTES = 4096;

    private final DynamoTable table;
    private final Executor executor;
    private final DocumentLog log;
    private final CorpusShards shards;
    private final GraphReader reader;
    private final Duration staleAfter;
    private final Set<String> liveWrites = ConcurrentHashMap.newKeySet();

    DocumentWriter(DynamoTable table, Executor executor, DocumentLog log, CorpusShards shards, GraphReader reader,
                   Duration staleAfter) {
        this.table = table;
        this.executor = executor;
        this.log = log;
        this.shards = shards;
        this.reader = reader;
        this.staleAfter = staleAfter;
    }

    PutResult put(DocumentIndex index) {
        validate(index);
        DocumentId id = index.id();
        DocumentState state = log.load(id);
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
        write(id, state, current == null ? null : complete(id, current.revision(), current.chunks()), index);
        return current == null ? PutResult.CREATED : PutResult.REPLACED;
    }

    boolean delete(DocumentId id) {
        DocumentState state = log.load(id);
        Pending unfinished = state.pending();
        if (unfinished != null) {
            state = recover(id, state);
            if (unfinished.to() == null) {
                return true; // a retry of a delete, now done
            }
        }
        Committed current = state.committed();
        if (current == null) {
            return false;
        }
        write(id, state, complete(id, current.revision(), current.chunks()), null);
        return true;
    }

    /** Refuses, before anything is written, what the table could not hold or a delete could not undo. */
    private static void validate(DocumentIndex index) {
        index.requireStorable();
        if (index.title() != null && Items.utf8Length(index.title()) > MAX_TITLE_BYTES) {
            throw new IllegalArgumentException("title of document " + index.id() + " is longer than "
                    + MAX_TITLE_BYTES + " bytes");
        }
        RevisionItems.of(index.id(), index.revision(), index.chunks(), index.metadata().groups()).requireFit(index.id());
        VectorItems.of(index).forEach(item -> RevisionItems.requireFit(index.id(), item,
                "a chunk's passage vectors: use smaller chunks"));
    }

    /** Replaces the committed revision (its chunks {@code from}, null: none) by {@code to} (null: delete). */
    private void write(DocumentId id, DocumentState state, List<IndexedChunk> from, DocumentIndex to) {
        Committed committed = state.committed();
        Pending pending = new Pending(newId(), committed == null ? null : committed.revision(),
                to == null ? null : to.revision(), to == null ? null : to.title(),
                to == null ? 0 : to.chunks().size(), to == null ? 0 : to.words(),
                to == null ? Phase.APPLY : Phase.CHUNKS, log.instanceId(), log.now(),
                to == null ? DocumentMetadata.NONE : to.metadata());
        owning(id, pending, () -> {
            long version = log.begin(id, state, pending);
            if (to != null) {
                List<Map<String, AttributeValue>> items = new ArrayList<>(
                        RevisionItems.of(id, to.revision(), to.chunks(), to.metadata().groups()).chunks());
                items.addAll(VectorItems.of(to));
                putAll(items);
                version = log.advance(id, version, pending, Phase.APPLY);
            }
            return finish(id, version, pending.at(Phase.APPLY), from, groupsOf(committed),
                    to == null ? null : to.chunks());
        });
    }

    /**
     * Runs {@code work} on the document's unfinished write {@code pending} as its only writer in this process.
     * If it fails, nothing of it is still in flight (requests are joined), so the write is marked as
     * abandoned and the next put or delete of the document, in any process, finishes it at once instead of
     * waiting {@code staleAfter}; only a crashed process leaves that wait.
     */
    private DocumentState owning(DocumentId id, Pending pending, Supplier<DocumentState> work) {
        if (!liveWrites.add(pending.writeId())) {
            throw new ConcurrentWriteException("document " + id + " is being written by another thread; retry later");
        }
        try {
            return work.get();
        } catch (ConcurrentWriteException e) {
            throw e;
        } catch (RuntimeException e) {
            log.markAbandoned(id, pending, e);
            throw e;
        } finally {
            liveWrites.remove(pending.writeId());
        }
    }

    /** The groups of the committed revision ({@code null}: none stored). */
    private static Set<String> groupsOf(Committed committed) {
        return committed == null ? Set.of() : committed.metadata().groups();
    }

    /**
     * Runs the remaining phases of {@code pending} (APPLY and PURGE, or PURGE) and commits it.
     *
     * @param fromGroups the groups of the revision {@code from}
     */
    private DocumentState finish(DocumentId id, long version, Pending pending, List<IndexedChunk> from,
                                 Set<String> fromGroups, List<IndexedChunk> to) {
        RevisionItems next = RevisionItems.of(id, pending.to(), to, pending.metadata().groups());
        if (pending.phase() == Phase.APPLY) {
            putAll(next.postings());
            shards.apply(pending.writeId(), id, from, fromGroups, to, pending.metadata().groups());
            version = log.advance(id, version, pending, Phase.PURGE);
        }
        shards.release(pending.writeId(), id, fromGroups, pending.metadata().groups());
        // Postings before chunk items: a retry lists the old postings from the chunk items still there.
        // Only the old revision's keys are used, which its groups do not change.
        RevisionItems previous = RevisionItems.of(id, pending.from(), from, Set.of());
        deleteAll(previous.postingKeysNotIn(next));
        List<Map<String, AttributeValue>> chunkKeys = new ArrayList<>(previous.chunkKeys());
        chunkKeys.addAll(VectorItems.keys(id, pending.from(), from == null ? 0 : from.size()));
        deleteAll(chunkKeys);
        return log.commit(id, version, pending);
    }

    /** Finishes, or undoes if it never got past writing chunks, the unfinished write on the document item. */
    private DocumentState recover(DocumentId id, DocumentState state) {
        Pending pending = state.pending();
        boolean ownDeadWrite = pending.owner().equals(log.instanceId()) && !liveWrites.contains(pending.writeId());
        Instant started = Instant.ofEpochMilli(pending.startedAt());
        if (!ownDeadWrite && started.plus(staleAfter).isAfter(Instant.ofEpochMilli(log.now()))) {
            throw new ConcurrentWriteException("document " + id + " has an unfinished write started at " + started
                    + " by another writer; it is taken over when that writer gives up or after " + staleAfter
                    + ", retry later");
        }
        return owning(id, pending, () -> {
            long version = log.claim(id, state.version(), pending);
            if (pending.phase() == Phase.CHUNKS) {
                List<Map<String, AttributeValue>> written = new ArrayList<>(chunkIds(id, pending.to(), pending.chunks())
                        .stream().map(chunkId -> GraphItems.chunkKey(id.collection(), chunkId)).toList());
                written.addAll(VectorItems.keys(id, pending.to(), pending.chunks()));
                deleteAll(written);
                return log.abandon(id, version, pending, state.committed());
            }
            Committed committed = state.committed();
            List<IndexedChunk> from = pending.from() == null ? null : pending.phase() == Phase.PURGE
                    ? reader.chunks(id.collection(), chunkIds(id, committed.revision(), committed.chunks()))
                    : complete(id, committed.revision(), committed.chunks());
            List<IndexedChunk> to = pending.to() == null ? null : complete(id, pending.to(), pending.chunks());
            return finish(id, version, pending, from, groupsOf(committed), to);
        });
    }

    /** Every chunk of a revision, in ordinal order; all must be stored. */
    private List<IndexedChunk> complete(DocumentId id, String revision, int count) {
        List<IndexedChunk> chunks = new ArrayList<>(reader.chunks(id.collection(), chunkIds(id, revision, count)));
        if (chunks.size() != count) {
            throw new IllegalStateException("document " + id + " revision " + revision + ": " + chunks.size()
                    + " chunk items stored, " + count + " expected; the table was changed outside this store");
        }
        chunks.sort((a, b) -> Integer.compare(a.chunk().ordinal(), b.chunk().ordinal()));
        return chunks;
    }

    private static List<String> chunkIds(DocumentId id, String revision, int count) {
        List<String> ids = new ArrayList<>(count);
        for (int ordinal = 0; ordinal < count; ordinal++) {
            ids.add(Chunk.idOf(id, revision, ordinal));
        }
        return ids;
    }

    private void putAll(List<Map<String, AttributeValue>> items) {
        writeAll(items.stream().map(item -> WriteRequest.builder()
                .putRequest(PutRequest.builder().item(item).build()).build()).toList());
    }

    private void deleteAll(List<Map<String, AttributeValue>> keys) {
        writeAll(keys.stream().map(key -> WriteRequest.builder()
                .deleteRequest(DeleteRequest.builder().key(key).build()).build()).toList());
    }

    private void writeAll(List<WriteRequest> writes) {
        Parallel.each(executor, Parallel.slices(writes, DynamoTable.MAX_BATCH_WRITE), table::writeAll);
    }

    /** 80 random bits: unique per write; also part of marker attribute names, so kept short. */
    private static String newId() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 20);
    }
}
