package dev.lazygraph.core.graph;

import java.util.Set;

/**
 * One entry of a term's or concept's posting list: a chunk, how often the term or concept occurs in it, the
 * chunk's BM25 length ({@link IndexedChunk#length()}), so ranking never reads chunks for their lengths, and the
 * access groups of the chunk's document revision, so a query can leave out what its caller may not read without
 * reading the document.
 *
 * @param groups the groups of the document revision ({@code DocumentMetadata#groups()}); empty: readable by
 *               every caller of the collection
 */
public record Posting(String chunkId, int frequency, int chunkLength, Set<String> groups) {
    public Posting {
        groups = groups == null ? Set.of() : groups;
    }

    /** A posting of a document without groups. */
    public Posting(String chunkId, int frequency, int chunkLength) {
        this(chunkId, frequency, chunkLength, Set.of());
    }
}
