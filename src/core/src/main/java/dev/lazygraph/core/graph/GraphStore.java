package dev.lazygraph.core.graph;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.KeyOrder;
import dev.lazygraph.core.embed.DenseIndex;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Port to the concept graph: documents, chunks, term and concept postings and corpus statistics, all scoped
 * by collection. Concept counts and co-occurrence edges are not kept: the query side derives them from the
 * postings it reads ({@code GraphView}), or a store counts them from its postings when asked
 * ({@link #conceptStats}, {@link #edgesAmong}), so ingest writes no item that many documents share.
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

    /**
     * Stores several document revisions, in order, as {@link #put} would one after the other. A store that can
     * write them in one step does, all or none: on a local database most of a small document's write is the
     * pages it dirties in the posting tables, which the documents of one step share. The default puts them one
     * by one (a failure leaves the ones before it stored).
     *
     * @return each index's result, in the same order
     * @throws IllegalArgumentException when an index is not storable; then none of them is stored
     */
    default List<PutResult> putAll(List<DocumentIndex> indexes) {
        indexes.forEach(DocumentIndex::requireStorable);
        return indexes.stream().map(this::put).toList();
    }

    /** Removes a document and its whole contribution. Returns false when it was not stored. */
    boolean delete(DocumentId id);

    Optional<DocumentRecord> document(DocumentId id);

    List<DocumentRecord> documents(String collection);

    /**
     * The stored records of the documents among {@code keys}, by key; documents not stored are absent. A remote
     * store reads them in one round of requests: queries check the revisions of every source they cache from.
     */
    default Map<String, DocumentRecord> documents(String collection, Collection<String> keys) {
        Map<String, DocumentRecord> records = new HashMap<>();
        for (String key : keys) {
            document(new DocumentId(collection, key)).ifPresent(record -> records.put(key, record));
        }
        return records;
    }

    /**
     * A page of the collection's documents in key order ({@link KeyOrder}, the order S3 lists keys in), for
     * walking a large collection with bounded memory.
     *
     * @param afterKey the last key of the previous page, or {@code null} for the first page
     * @return at most {@code limit} records, all with keys after {@code afterKey}; fewer only at the end
     */
    default List<DocumentRecord> documentsAfter(String collection, String afterKey, int limit) {
        return documents(collection).stream()
                .filter(record -> afterKey == null || KeyOrder.UTF8.compare(record.id().key(), afterKey) > 0)
                .sorted(Comparator.comparing(record -> record.id().key(), KeyOrder.UTF8))
                .limit(limit)
                .toList();
    }

    /** The totals of the whole collection. */
    CorpusStats stats(String collection);

    /**
     * The totals of the collection's documents that have access groups, per distinct set of groups (a document
     * without groups is in none of them): what a caller's view leaves out of {@link #stats} is the sum of the
     * sets none of whose groups the caller is in. Exact, like {@link #stats}, and kept by the same writes. Empty
     * for a collection in which no document has groups.
     */
    Map<Set<String>, CorpusStats> groupedStats(String collection);

    /** Postings of BM25 terms; terms without postings are absent from the map. */
    Map<String, List<Posting>> termPostings(String collection, Collection<String> terms);

    /**
     * On how many documents each of {@code terms} stands, counted up to {@code atMost} (a remote store reads
     * no further: the caller only needs to know whether a term is that common); terms no document holds are
     * absent.
     */
    default Map<String, Integer> termDocumentCounts(String collection, Collection<String> terms, int atMost) {
        Map<String, Integer> counts = new HashMap<>();
        termPostings(collection, terms).forEach((term, postings) -> counts.put(term, (int) Math.min(atMost,
                postings.stream().map(p -> Chunk.documentKeyOf(p.chunkId())).distinct().count())));
        return counts;
    }

    /**
     * How many chunks hold each of {@code terms} over the whole collection (terms none holds absent), in the order
     * asked, when the store can count a posting list without handing it out; empty (the default) when it cannot:
     * the query counts the postings it reads, and keeps them for what it reads next.
     */
    default Optional<Map<String, Integer>> termChunkCounts(String collection, Collection<String> terms) {
        return Optional.empty();
    }

    /**
     * The chunks of the whole collection that {@code query} ranks first, each with its frequency of every query
     * term, when the store can score the postings where they are instead of handing them out: every chunk whose
     * score, as the store computes it, is at least the {@code limit}-th best score less
     * {@link Bm25Query#TOLERANCE}, in no particular order. Empty (the default) when it cannot.
     */
    default Optional<List<TermMatch>> bestTermMatches(String collection, Bm25Query query) {
        return Optional.empty();
    }

    /** Chunks mentioning each concept (the concept-chunk edges of the graph); unknown concepts are absent. */
    Map<String, List<Posting>> conceptPostings(String collection, Collection<String> concepts);

    /**
     * Counts of the stored concepts among {@code concepts} over the whole collection, as their postings give them
     * (mentions summed, one chunk per posting; unknown concepts absent), when the store can count a posting list
     * without handing it out: most concepts a query weighs are counted, never walked. Empty (the default) when it
     * cannot: the query counts the postings it reads, and keeps them for what it reads next.
     */
    default Optional<Map<String, ConceptStats>> conceptStats(String collection, Collection<String> concepts) {
        return Optional.empty();
    }

    /**
     * The co-occurrence edges among {@code concepts} over the whole collection ({@link Edge#among}), when the
     * store can count them without handing out the postings; empty (the default) when it cannot.
     */
    default Optional<List<Edge>> edgesAmong(String collection, Collection<String> concepts) {
        return Optional.empty();
    }

    /**
     * Whether some stored document of the collection has access groups: only then can a caller's view be smaller
     * than the collection without a filter, and each posting it reads need checking. A store that does not keep
     * track says {@code true} (the default), and every view that could be smaller checks.
     */
    default boolean holdsGroupedDocuments(String collection) {
        return true;
    }

    /**
     * Whether the store keeps the passage vectors of the documents it is given: a store that does not has
     * nothing to gain from an embedder, at ingest or at query time.
     */
    default boolean keepsPassageVectors() {
        return false;
    }

    /**
     * The passage vectors of the collection's documents at their stored revisions that a question ranking
     * {@code candidateChunks} compares it with: at least every stored vector of those chunks, never one of a
     * revision no longer stored. A store that keeps the collection's vectors at hand (in memory, a cached SQLite
     * table) returns all of them, so a question also finds passages no other signal ranked; a store that pays
     * per item read (DynamoDB) returns only the candidates', so a question reads its candidates' vectors, not
     * the collection's. None from a store that keeps no vectors (the semantic signal is then absent, never
     * wrong).
     */
    default List<DenseIndex.Stored> passageVectors(String collection, Collection<String> candidateChunks) {
        return List.of();
    }

    /** Chunks by id, in no particular order; unknown ids are skipped. */
    List<IndexedChunk> chunks(String collection, Collection<String> chunkIds);

    enum PutResult { CREATED, REPLACED, UNCHANGED }
}
