package dev.lazygraph.embedded;

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

/**
 * What reads of a collection gave (posting lists, concept counts and chunk keys, chunks, the document list), kept while the collection's
 * generation is the one they were read at. Every write transaction that changes a collection raises its
 * generation in the same transaction ({@link CollectionRows#count}), and a read looks the generation up in its
 * own snapshot: what a read takes from here is what it would have read from the tables, whether the write
 * came from this process or another (an {@code ingest} beside a running {@code serve}). A question reads the
 * posting lists of the words most questions share; decoding them again was most of a served question's time
 * on a large collection. Bounded: the least recently used lists and chunks go first. Thread-safe.
 */
final class ReadCache {
    /** Postings kept at most, over all lists (a posting is a chunk id, three numbers and shared groups). */
    static final int MAX_POSTINGS = 500_000;
    /** Chunks kept at most (a chunk is a few thousand characters and its term and concept counts). */
    static final int MAX_CHUNKS = 4_000;
    /** Chunk row keys of concepts kept at most, over all concepts (eight bytes each). */
    static final int MAX_CHUNK_KEYS = 2_000_000;
    /** Concept counts kept at most (an overview counts the links to every document of the collection). */
    static final int MAX_CONCEPT_STATS = 200_000;

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

    /** One collection's entries, all read at one generation. */
    private static final class Generation {
        final long number;
        final LinkedHashMap<String, List<Posting>> postings = new LinkedHashMap<>(16, 0.75f, true);
        final LinkedHashMap<String, IndexedChunk> chunks = new LinkedHashMap<>(16, 0.75f, true);
        /** Concept -> the row keys of the chunks mentioning it, which its co-occurrences are counted from. */
        final LinkedHashMap<String, long[]> chunkKeys = new LinkedHashMap<>(16, 0.75f, true);
        int chunkKeyCount;
        /** Concept -> its counts (zero for a concept no chunk mentions). */
        final LinkedHashMap<String, ConceptStats> conceptStats = new LinkedHashMap<>(16, 0.75f, true);
        int postingCount;
        List<DocumentRecord> documents;

        Generation(long number) {
            this.number = number;
        }
    }

    /** The list of {@code name} in the posting table {@code table} as read at {@code generation}; empty when not kept. */
    synchronized Optional<List<Posting>> postings(long collection, long generation, String table, String name) {
        Generation entries = at(collection, generation, false);
        return entries == null ? Optional.empty() : Optional.ofNullable(entries.postings.get(table + '\0' + name));
    }

    synchronized void putPostings(long collection, long generation, String table, String name, List<Posting> list) {
        Generation entries = at(collection, generation, true);
        if (entries == null || list.size() > maxPostings) {
            return;
        }
        List<Posting> previous = entries.postings.put(table + '\0' + name, List.copyOf(list));
        entries.postingCount += list.size() - (previous == null ? 0 : previous.size());
        for (Iterator<List<Posting>> eldest = entries.postings.values().iterator();
             entries.postingCount > maxPostings && eldest.hasNext(); ) {
            entries.postingCount -= eldest.next().size();
            eldest.remove();
        }
    }

    synchronized Optional<IndexedChunk> chunk(long collection, long generation, String chunkId) {
        Generation entries = at(collection, generation, false);
        return entries == null ? Optional.empty() : Optional.ofNullable(entries.chunks.get(chunkId));
    }

    synchronized void putChunk(long collection, long generation, IndexedChunk chunk) {
        Generation entries = at(collection, generation, true);
        if (entries == null) {
            return;
        }
        entries.chunks.put(chunk.id(), chunk);
        for (Iterator<IndexedChunk> eldest = entries.chunks.values().iterator();
             entries.chunks.size() > maxChunks && eldest.hasNext(); ) {
            eldest.next();
            eldest.remove();
        }
    }

    /** The row keys of the chunks mentioning {@code concept} as read at {@code generation}; empty when not kept. */
    synchronized Optional<long[]> chunkKeys(long collection, long generation, String concept) {
        Generation entries = at(collection, generation, false);
        return entries == null ? Optional.empty() : Optional.ofNullable(entries.chunkKeys.get(concept));
    }

    /** Keeps {@code keys}, which the caller no longer changes. */
    synchronized void putChunkKeys(long collection, long generation, String concept, long[] keys) {
        Generation entries = at(collection, generation, true);
        if (entries == null || keys.length > MAX_CHUNK_KEYS) {
            return;
        }
        long[] previous = entries.chunkKeys.put(concept, keys);
        entries.chunkKeyCount += keys.length - (previous == null ? 0 : previous.length);
        for (Iterator<long[]> eldest = entries.chunkKeys.values().iterator();
             entries.chunkKeyCount > MAX_CHUNK_KEYS && eldest.hasNext(); ) {
            entries.chunkKeyCount -= eldest.next().length;
            eldest.remove();
        }
    }

    /**
     * The counts of a concept as counted at {@code generation} (zero chunks: no chunk mentions it); empty when
     * not kept.
     */
    synchronized Optional<ConceptStats> conceptStats(long collection, long generation, String concept) {
        Generation entries = at(collection, generation, false);
        return entries == null ? Optional.empty() : Optional.ofNullable(entries.conceptStats.get(concept));
    }

    synchronized void putConceptStats(long collection, long generation, ConceptStats stats) {
        Generation entries = at(collection, generation, true);
        if (entries == null) {
            return;
        }
        entries.conceptStats.put(stats.concept(), stats);
        for (Iterator<ConceptStats> eldest = entries.conceptStats.values().iterator();
             entries.conceptStats.size() > MAX_CONCEPT_STATS && eldest.hasNext(); ) {
            eldest.next();
            eldest.remove();
        }
    }

    synchronized Optional<List<DocumentRecord>> documents(long collection, long generation) {
        Generation entries = at(collection, generation, false);
        return entries == null ? Optional.empty() : Optional.ofNullable(entries.documents);
    }

    synchronized void putDocuments(long collection, long generation, List<DocumentRecord> documents) {
        Generation entries = at(collection, generation, true);
        if (entries != null) {
            entries.documents = List.copyOf(documents);
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
