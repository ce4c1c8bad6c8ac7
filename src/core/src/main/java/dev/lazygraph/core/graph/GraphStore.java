package dev.lazygraph.core.graph;

import dev.lazygraph.core.document.DocumentId;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Port to the concept graph: documents, chunks, term and concept postings and corpus statistics, all scoped
 * by collection. Concept counts and co-occurrence edges are not kept: the query side derives them from the
 * postings it reads ({@code GraphView}), so ingest writes no item that many documents share.
 *
 * <p>What is kept is the exact sum of the stored documents' contributions: {@link #put} of a new revision
 * and {@link #delete} remove the old contribution, so postings and statistics go down as well as up and
 * entries that reach zero disappear. A posting list is sorted by chunk id.
 */
public interface GraphStore {

    /**
     * Stores a document revision, replacing any previous revision exactly. Same revision again: no-op.
     *
     * @throws IllegalArgumentException when the index is not storable ({@link DocumentIndex#requireStorable()})
     */
    PutResult put(DocumentIndex index);

    /** Removes a document and its whole contribution. Returns false when it was not stored. */
    boolean delete(DocumentId id);

    Optional<DocumentRecord> document(DocumentId id);

    List<DocumentRecord> documents(String collection);

    CorpusStats stats(String collection);

    /** Postings of BM25 terms; terms without postings are absent from the map. */
    Map<String, List<Posting>> termPostings(String collection, Collection<String> terms);

    /** Chunks mentioning each concept (the concept-chunk edges of the graph); unknown concepts are absent. */
    Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts);

    /** Chunks by id, in no particular order; unknown ids are skipped. */
    List<IndexedChunk> chunks(String collection, Collection<String> chunkIds);

    /** Everything the store keeps for the collection: for tests, benchmarks and diagnostics, never for a query. */
    StoreSnapshot snapshot(String collection);

    enum PutResult { CREATED, REPLACED, UNCHANGED }
}
