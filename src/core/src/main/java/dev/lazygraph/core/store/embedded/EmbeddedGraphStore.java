package dev.lazygraph.core.store.embedded;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The graph store that needs no server. The stored documents are the only persisted state (one JSON file
 * each, see {@link DocumentFiles}); postings and corpus statistics are derived from them in memory, updated
 * incrementally on every put and delete, and rebuilt from the files on open.
 *
 * <p>Thread-safe: reads share a lock, writes are exclusive. A write reaches the disk before memory, so a
 * failed write leaves both unchanged. One process writes a data folder at a time ({@link DataFolder}); a
 * store opened where another process writes is a read-only view of the documents as they were at opening.
 */
public final class EmbeddedGraphStore implements GraphStore, AutoCloseable {
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, CollectionGraph> collections = new HashMap<>();
    private final DocumentFiles files;
    private final DataFolder folder;
    private final boolean ownsFolder;

    private EmbeddedGraphStore(DocumentFiles files, DataFolder folder, boolean ownsFolder) {
        this.files = files;
        this.folder = folder;
        this.ownsFolder = ownsFolder;
    }

    /** A store that lives only as long as this object (tests, one-shot runs). */
    public static EmbeddedGraphStore inMemory() {
        return new EmbeddedGraphStore(null, null, false);
    }

    /**
     * Opens (or creates) the store persisted in {@code directory} and loads every stored document: as its
     * writer when no other process writes there, read-only otherwise. {@link #close} releases the folder.
     *
     * @throws CorruptStoreException when a stored file cannot be read back; nothing is dropped silently
     */
    public static EmbeddedGraphStore open(Path directory) {
        DataFolder folder = DataFolder.open(directory);
        try {
            return load(folder, true);
        } catch (RuntimeException e) {
            folder.close();
            throw e;
        }
    }

    /**
     * Opens the store persisted in {@code folder}, writable when this process is the folder's writer. The
     * folder stays open after {@link #close}: whoever opened it closes it.
     *
     * @throws CorruptStoreException when a stored file cannot be read back; nothing is dropped silently
     */
    public static EmbeddedGraphStore open(DataFolder folder) {
        return load(folder, false);
    }

    private static EmbeddedGraphStore load(DataFolder folder, boolean ownsFolder) {
        DocumentFiles files = DocumentFiles.open(folder.path(), folder.writable());
        EmbeddedGraphStore store = new EmbeddedGraphStore(files, folder, ownsFolder);
        for (DocumentIndex index : files.readAll()) {
            store.graph(index.id().collection()).add(index);
        }
        return store;
    }

    /** Releases the data folder if this store opened it. */
    @Override
    public void close() {
        if (ownsFolder) {
            folder.close();
        }
    }

    @Override
    public PutResult put(DocumentIndex index) {
        index.requireStorable();
        requireWritable();
        return write(() -> {
            CollectionGraph graph = graph(index.id().collection());
            DocumentIndex previous = graph.document(index.id().key());
            if (previous != null && previous.revision().equals(index.revision())) {
                return PutResult.UNCHANGED;
            }
            if (files != null) {
                files.write(index);
            }
            if (previous != null) {
                graph.remove(previous);
            }
            graph.add(index);
            return previous == null ? PutResult.CREATED : PutResult.REPLACED;
        });
    }

    @Override
    public boolean delete(DocumentId id) {
        requireWritable();
        return write(() -> {
            CollectionGraph graph = collections.get(id.collection());
            DocumentIndex stored = graph == null ? null : graph.document(id.key());
            if (stored == null) {
                return false;
            }
            if (files != null) {
                files.delete(id);
            }
            graph.remove(stored);
            if (graph.isEmpty()) {
                collections.remove(id.collection());
            }
            return true;
        });
    }

    @Override
    public Optional<DocumentRecord> document(DocumentId id) {
        return read(id.collection(), graph -> Optional.ofNullable(graph.document(id.key())).map(DocumentIndex::record),
                Optional.empty());
    }

    @Override
    public List<DocumentRecord> documents(String collection) {
        return read(collection, CollectionGraph::documents, List.of());
    }

    @Override
    public CorpusStats stats(String collection) {
        return read(collection, CollectionGraph::stats, CorpusStats.EMPTY);
    }

    @Override
    public Map<String, List<Posting>> termPostings(String collection, Collection<String> terms) {
        return read(collection, graph -> graph.termPostings(terms), Map.of());
    }

    @Override
    public Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts) {
        return read(collection, graph -> graph.conceptPostings(concepts), Map.of());
    }

    @Override
    public List<IndexedChunk> chunks(String collection, Collection<String> chunkIds) {
        return read(collection, graph -> graph.chunks(chunkIds), List.of());
    }

    @Override
    public StoreSnapshot snapshot(String collection) {
        return read(collection, CollectionGraph::snapshot, CollectionGraph.emptySnapshot());
    }

    private CollectionGraph graph(String collection) {
        return collections.computeIfAbsent(collection, c -> new CollectionGraph());
    }

    private <T> T read(String collection, Function<CollectionGraph, T> query, T whenAbsent) {
        Collections.requireValid(collection);
        lock.readLock().lock();
        try {
            CollectionGraph graph = collections.get(collection);
            return graph == null ? whenAbsent : query.apply(graph);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** @throws ReadOnlyDataFolderException when another process writes the folder, before anything changes */
    private void requireWritable() {
        if (folder != null) {
            folder.requireWritable();
        }
    }

    private <T> T write(Supplier<T> update) {
        lock.writeLock().lock();
        try {
            return update.get();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
