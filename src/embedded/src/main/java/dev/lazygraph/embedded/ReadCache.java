package dev.lazygraph.embedded;

import dev.lazygraph.core.embed.DenseIndex;
import dev.lazygraph.core.graph.ConceptStats;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.graph.Posting;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * What reads of a collection gave (posting lists, term lists and counts, concept counts and chunk keys, chunks, the
 * document list, the passage vectors, the documents postings name and their chunk ids), kept
 * while the collection's generation is the one they were read at. Every write transaction that changes a
 * collection raises its generation in the same transaction ({@link CollectionRows#count}), and a read looks the
 * generation up in its own snapshot: what a read takes from here is what it would have read from the tables,
 * whether the write came from this process or another (an {@code ingest} beside a running {@code serve}). A
 * question reads the posting lists of the words most questions share; decoding them again was most of a served
 * question's time on a large collection. Bounded: the least recently used entries of each kind go first.
 * Thread-safe.
 */
final class ReadCache {
    /** Postings kept at most, over all lists (a posting is a chunk id, three numbers and shared groups). */
    static final int MAX_POSTINGS = 500_000;
    /** Chunks kept at most (a chunk is a few thousand characters and its term and concept counts). */
    static final int MAX_CHUNKS = 4_000;
    /** Term postings kept as numbers at most, over all terms (sixteen bytes each). */
    static final int MAX_TERM_POSTINGS = 2_000_000;
    /** Chunk row keys of concepts kept at most, over all concepts (eight bytes each). */
    static final int MAX_CHUNK_KEYS = 2_000_000;
    /** Concept counts kept at most, and term counts (an overview counts the links to every document of the collection). */
    static final int MAX_CONCEPT_STATS = 200_000;
    /** Documents' chunk ids and groups shared at most (one entry per document a read has named). */
    static final int MAX_DOCUMENT_ROWS = 500_000;

    private final int maxPostings;
    private final int maxChunks;
    private final Map<Long, Generation> collections = new HashMap<>();

    ReadCache() {
        this(MAX_POSTINGS, MAX_CHUNKS);
    }

    ReadCache(int maxPostings, int maxChunks) {
        this.maxPostings = maxPostings;
        this.maxChunks = maxChunks;
    }

    /** Entries of one kind, least recently used first, at most {@code max} in summed weight. */
    private static final class Kept<V> {
        private final LinkedHashMap<String, V> entries = new LinkedHashMap<>(16, 0.75f, true);
        private final ToIntFunction<V> weight;
        private final int max;
        private long total;

        Kept(ToIntFunction<V> weight, int max) {
            this.weight = weight;
            this.max = max;
        }

        Optional<V> get(String key) {
            return Optional.ofNullable(entries.get(key));
        }

        void put(String key, V value) {
            if (weight.applyAsInt(value) > max) {
                return;
            }
            V previous = entries.put(key, value);
            total += weight.applyAsInt(value) - (previous == null ? 0 : weight.applyAsInt(previous));
            for (Iterator<V> eldest = entries.values().iterator(); total > max && eldest.hasNext(); ) {
                total -= weight.applyAsInt(eldest.next());
                eldest.remove();
            }
        }
    }

    /** One collection's entries, all read at one generation. */
    private final class Generation {
        final long number;
        final Kept<List<Posting>> postings = new Kept<>(List::size, maxPostings);
        final Kept<IndexedChunk> chunks = new Kept<>(chunk -> 1, maxChunks);
        /** Concept -> the row keys of the chunks mentioning it, which its co-occurrences are counted from. */
        final Kept<long[]> chunkKeys = new Kept<>(keys -> keys.length, MAX_CHUNK_KEYS);
        /** Term -> its postings as numbers, which a question's words are scored from. */
        final Kept<TermList> termLists = new Kept<>(TermList::size, MAX_TERM_POSTINGS);
        /** Term -> the chunks holding it (zero for a term none holds). */
        final Kept<Integer> termCounts = new Kept<>(count -> 1, MAX_CONCEPT_STATS);
        /** Concept -> its counts (zero for a concept no chunk mentions). */
        final Kept<ConceptStats> conceptStats = new Kept<>(stats -> 1, MAX_CONCEPT_STATS);
        final Kept<List<DocumentRecord>> documents = new Kept<>(list -> 1, 1);
        /** The collection's passage vectors (a 1 M-word manual's are about 6 MB), which every question scans. */
        final Kept<List<DenseIndex.Stored>> passageVectors = new Kept<>(list -> 1, 1);
        /** Document row -> what its postings take from it (its chunks' ids, its groups). */
        final Map<Long, DocumentRows.DocumentRow> documentRows = new ConcurrentHashMap<>();

        Generation(long number) {
            this.number = number;
        }
    }

    /** The list of {@code name} in the posting table {@code table} as read at {@code generation}; empty when not kept. */
    synchronized Optional<List<Posting>> postings(long collection, long generation, String table, String name) {
        return get(collection, generation, entries -> entries.postings, table + '\0' + name);
    }

    synchronized void putPostings(long collection, long generation, String table, String name, List<Posting> list) {
        put(collection, generation, entries -> entries.postings, table + '\0' + name, List.copyOf(list));
    }

    synchronized Optional<IndexedChunk> chunk(long collection, long generation, String chunkId) {
        return get(collection, generation, entries -> entries.chunks, chunkId);
    }

    synchronized void putChunk(long collection, long generation, IndexedChunk chunk) {
        put(collection, generation, entries -> entries.chunks, chunk.id(), chunk);
    }

    /** The row keys of the chunks mentioning {@code concept} as read at {@code generation}; empty when not kept. */
    synchronized Optional<long[]> chunkKeys(long collection, long generation, String concept) {
        return get(collection, generation, entries -> entries.chunkKeys, concept);
    }

    /** Keeps {@code keys}, which the caller no longer changes. */
    synchronized void putChunkKeys(long collection, long generation, String concept, long[] keys) {
        put(collection, generation, entries -> entries.chunkKeys, concept, keys);
    }

    /**
     * The counts of a concept as counted at {@code generation} (zero chunks: no chunk mentions it); empty when
     * not kept.
     */
    synchronized Optional<ConceptStats> conceptStats(long collection, long generation, String concept) {
        return get(collection, generation, entries -> entries.conceptStats, concept);
    }

    synchronized void putConceptStats(long collection, long generation, ConceptStats stats) {
        put(collection, generation, entries -> entries.conceptStats, stats.concept(), stats);
    }

    /** The postings of {@code term} as numbers, as read at {@code generation}; empty when not kept. */
    synchronized Optional<TermList> termList(long collection, long generation, String term) {
        return get(collection, generation, entries -> entries.termLists, term);
    }

    synchronized void putTermList(long collection, long generation, String term, TermList list) {
        put(collection, generation, entries -> entries.termLists, term, list);
    }

    /** How many chunks held {@code term} at {@code generation} (zero: none); empty when not kept. */
    synchronized Optional<Integer> termCount(long collection, long generation, String term) {
        return get(collection, generation, entries -> entries.termCounts, term);
    }

    synchronized void putTermCount(long collection, long generation, String term, int count) {
        put(collection, generation, entries -> entries.termCounts, term, count);
    }

    synchronized Optional<List<DocumentRecord>> documents(long collection, long generation) {
        return get(collection, generation, entries -> entries.documents, "");
    }

    synchronized void putDocuments(long collection, long generation, List<DocumentRecord> documents) {
        put(collection, generation, entries -> entries.documents, "", List.copyOf(documents));
    }

    synchronized Optional<List<DenseIndex.Stored>> passageVectors(long collection, long generation) {
        return get(collection, generation, entries -> entries.passageVectors, "");
    }

    synchronized void putPassageVectors(long collection, long generation, List<DenseIndex.Stored> vectors) {
        put(collection, generation, entries -> entries.passageVectors, "", List.copyOf(vectors));
    }

    /**
     * Where the reads of {@code generation} find what a posting takes from its document, by the document's row:
     * each document is read once for the postings of every list, and each chunk id built once, so every list kept
     * holds the same string for a chunk and the maps a query keys by chunk id compare them by reference. A read of
     * an older snapshot, or one when the map is full, gets a map of its own. The map may be used outside this
     * cache's lock.
     */
    synchronized Map<Long, DocumentRows.DocumentRow> documentRows(long collection, long generation) {
        Generation entries = at(collection, generation, true);
        return entries == null || entries.documentRows.size() >= MAX_DOCUMENT_ROWS ? new HashMap<>()
                : entries.documentRows;
    }

    private <V> Optional<V> get(long collection, long generation, Function<Generation, Kept<V>> kind, String key) {
        Generation entries = at(collection, generation, false);
        return entries == null ? Optional.empty() : kind.apply(entries).get(key);
    }

    private <V> void put(long collection, long generation, Function<Generation, Kept<V>> kind, String key, V value) {
        Generation entries = at(collection, generation, true);
        if (entries != null) {
            kind.apply(entries).put(key, value);
        }
    }

    /**
     * The entries of {@code collection} at {@code generation}: those kept when they were read at it; a fresh set
     * when they are older and {@code starting}; none when a read of an older snapshot asks (it neither takes nor
     * leaves anything).
     */
    private Generation at(long collection, long generation, boolean starting) {
        Generation entries = collections.get(collection);
        if (entries != null && entries.number == generation) {
            return entries;
        }
        if (!starting || entries != null && entries.number > generation) {
            return null;
        }
        Generation fresh = new Generation(generation);
        collections.put(collection, fresh);
        return fresh;
    }
}
