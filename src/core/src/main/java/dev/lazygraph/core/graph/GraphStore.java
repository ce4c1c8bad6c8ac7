package dev.lazygraph.core.graph;

import dev.lazygraph.core.document.DocumentId;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Port to the concept graph: documents, chunks, term and concept postings, concept nodes, co-occurrence
 * edges and corpus statistics, all scoped by collection.
 *
 * <p>Every aggregate is the exact sum of the stored documents' contributions: {@link #put} of a new revision
 * and {@link #delete} subtract the old contribution, so counts go down as well as up and entries whose
 * count reaches zero disappear.
 */
public interface GraphStore {

    /** Stores a document revision, replacing any previous revision exactly. Same revision again: no-op. */
    PutResult put(DocumentIndex index);

    /** Removes a document and its whole contribution. Returns false when it was not stored. */
    boolean delete(DocumentId id);

    Optional<DocumentRecord> document(DocumentId id);

    List<DocumentRecord> documents(String collection);

    CorpusStats stats(String collection);

    /** Postings of BM25 terms; terms without postings are absent from the map. */
    Map<String, List<Posting>> termPostings(String collection, Collection<String> terms);

    /** Chunks mentioning each concept (the concept-chunk edges of the graph). */
    Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts);

    Map<String, ConceptStats> concepts(String collection, Collection<String> concepts);

    /** Co-occurrence edges whose two ends are both in {@code concepts}. */
    List<Edge> edgesAmong(String collection, Collection<String> concepts);

    /** Chunks by id, in no particular order; unknown ids are skipped. */
    List<IndexedChunk> chunks(String collection, Collection<String> chunkIds);

    StoreSnapshot snapshot(String collection);

    enum PutResult { CREATED, REPLACED, UNCHANGED }
}
