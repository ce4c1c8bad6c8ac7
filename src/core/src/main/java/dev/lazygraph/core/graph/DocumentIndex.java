package dev.lazygraph.core.graph;

import dev.lazygraph.core.embed.DocumentVectors;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import java.util.List;
import java.util.Map;

/**
 * Everything one document revision contributes to the graph: its chunks and their terms and concepts, and the
 * metadata (groups, tags) that revision was stored with, and its passages' vectors when an embedder made them.
 */
public record DocumentIndex(DocumentId id, String revision, String title, long words, List<IndexedChunk> chunks,
                            DocumentMetadata metadata, DocumentVectors vectors) {
    public DocumentIndex {
        chunks = List.copyOf(chunks);
        metadata = metadata == null ? DocumentMetadata.NONE : metadata;
        vectors = vectors == null ? DocumentVectors.NONE : vectors;
    }

    /** A document without passage vectors. */
    public DocumentIndex(DocumentId id, String revision, String title, long words, List<IndexedChunk> chunks,
                         DocumentMetadata metadata) {
        this(id, revision, title, words, chunks, metadata, DocumentVectors.NONE);
    }

    /** This revision with its passages' vectors ({@link dev.lazygraph.core.embed.PassageEmbedding}). */
    public DocumentIndex withVectors(DocumentVectors passageVectors) {
        return new DocumentIndex(id, revision, title, words, chunks, metadata, passageVectors);
    }

    /** A document without groups or tags. */
    public DocumentIndex(DocumentId id, String revision, String title, long words, List<IndexedChunk> chunks) {
        this(id, revision, title, words, chunks, DocumentMetadata.NONE);
    }

    public DocumentRecord record() {
        return new DocumentRecord(id, revision, title, chunks.size(), words, metadata);
    }

    /**
     * Refuses what a store could not keep exactly. Chunk {@code i} must be the document's chunk with ordinal
     * {@code i} and id {@link Chunk#idOf}: stores derive a revision's chunk ids from its chunk count instead
     * of listing them. A revision holds no {@code #}, so those ids are unique ({@code key#revision#ordinal}
     * read from the right). Counts are positive, so a posting never says "zero".
     *
     * @throws IllegalArgumentException naming the first violation
     */
    public DocumentIndex requireStorable() {
        if (revision == null || revision.isBlank() || revision.indexOf('#') >= 0) {
            throw new IllegalArgumentException("document " + id + " needs a revision without '#', not '" + revision + "'");
        }
        for (int ordinal = 0; ordinal < chunks.size(); ordinal++) {
            IndexedChunk indexed = chunks.get(ordinal);
            Chunk chunk = indexed.chunk();
            if (!chunk.document().equals(id) || !chunk.revision().equals(revision)) {
                throw new IllegalArgumentException("chunk " + chunk.id() + " belongs to " + chunk.document()
                        + " at revision " + chunk.revision() + ", not to " + id + " at revision " + revision);
            }
            if (chunk.ordinal() != ordinal || !chunk.id().equals(Chunk.idOf(id, revision, ordinal))) {
                throw new IllegalArgumentException("chunk " + ordinal + " of " + id + " must have ordinal " + ordinal
                        + " and id " + Chunk.idOf(id, revision, ordinal) + ", not " + chunk.ordinal() + " and "
                        + chunk.id());
            }
            if (indexed.length() < 0) {
                throw new IllegalArgumentException("chunk " + chunk.id() + " has a negative length");
            }
            requirePositive(chunk, indexed.termFrequencies(), "term");
            requirePositive(chunk, indexed.conceptCounts(), "concept");
        }
        return this;
    }

    private static void requirePositive(Chunk chunk, Map<String, Integer> counts, String what) {
        counts.forEach((name, count) -> {
            if (name.isEmpty() || count == null || count <= 0) {
                throw new IllegalArgumentException("chunk " + chunk.id() + " has an empty " + what
                        + " or a count below 1: '" + name + "' = " + count);
            }
        });
    }
}
