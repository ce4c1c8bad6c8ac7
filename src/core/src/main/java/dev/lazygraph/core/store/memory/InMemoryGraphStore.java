package dev.lazygraph.core.store.memory;

import dev.lazygraph.core.document.Collections;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.CorpusStats;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.Edge;
import dev.lazygraph.core.graph.GraphSnapshots;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.graph.StoreSnapshot;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The graph store that lives only as long as this object: the {@code memory} store kind, tests and one-shot
 * runs. Postings and corpus statistics are updated incrementally on every put and delete. Thread-safe: reads
 * share a lock, writes are exclusive. The persisted store of the one-machine setup is lazygraph-embedded's.
 */
public final class InMemoryGraphStore implements GraphStore, GraphSnapshots {
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<String, CollectionGraph> collections = new HashMap<>();

    @Override
    public PutResult put(DocumentIndex index) {
        index.requireStorable();
        return write(() -> {
            CollectionGraph graph = collections.computeIfAbsent(index.id().collection(), c -> new CollectionGraph());
            DocumentIndex previous = graph.document(index.id().key());
            if (previous != null && previous.revision().equals(index.revision())) {
                return PutResult.UNCHANGED;
            }
            if (previous != null) {
                graph.remove(previous);
            }
            graph.add(index);
            return previous == null ? PutResult.CREATED : PutResult.REPLACED;
        });
    }

    @Override
    public boolean keepsPassageVectors() {
        return true;
    }

    @Override
    public List<DenseIndex.Stored> passageVectors(String collection, Collection<String> candidateChunks) {
        return read(collection, CollectionGraph::passageVectors, List.of());
    }

    @Override
    public boolean delete(DocumentId id) {
        return write(() -> {
            CollectionGraph graph = collections.get(id.collection());
            DocumentIndex stored = graph == null ? null : graph.document(id.key());
            if (stored == null) {
                return false;
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

    /** The postings are at hand: counting them costs what handing them out does. */
    @Override
    public Optional<Map<String, ConceptStats>> conceptStats(String collection, Collection<String> concepts) {
        return Optional.of(ConceptStats.ofAll(conceptPostings(collection, concepts)));
    }

    @Override
    public Optional<List<Edge>> edgesAmong(String collection, Collection<String> concepts) {
        return Optional.of(Edge.among(concepts, conceptPostings(collection, concepts)));
    }

    @Override
    public boolean holdsGroupedDocuments(String collection) {
        return documents(collection).stream().anyMatch(record -> !record.metadata().groups().isEmpty());
    }

    @Override
    public CorpusStats stats(String collection) {
        return read(collection, CollectionGraph::stats, CorpusStats.EMPTY);
    }

    @Override
    public Map<Set<String>, CorpusStats> groupedStats(String collection) {
        return read(collection, CollectionGraph::groupedStats, Map.of());
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

    private <T> T write(Supplier<T> update) {
        lock.writeLock().lock();
        try {
            return update.get();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
