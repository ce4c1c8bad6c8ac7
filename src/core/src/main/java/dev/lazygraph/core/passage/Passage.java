package dev.lazygraph.core.passage;

import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.graph.IndexedChunk;
import java.util.List;

/**
 * A run of whole sentences of a chunk, about a paragraph long: what an answer's context is packed from. A
 * chunk is a unit of the graph (its concepts, its walk); a passage is a unit of reading, small enough that the
 * context can hold the ten or so places a question may be answered at about the tokens of three chunks.
 *
 * @param start offset of the first sentence in the chunk's text
 * @param end   offset (exclusive) where the last sentence ends
 */
public record Passage(IndexedChunk chunk, int start, int end) {
    public Passage {
        if (start < 0 || end < start || end > chunk.chunk().text().length()) {
            throw new IllegalArgumentException("a passage lies within its chunk: " + start + ", " + end);
        }
    }

    public String text() {
        return chunk.chunk().text().substring(start, end);
    }

    /** The titles governing the passage's first words, outermost first: the document's, its headings, a term. */
    public List<Section> titles() {
        return chunk.chunk().sectionsAt(chunk.chunk().start() + start);
    }

    /**
     * The innermost heading or term the passage stands under, which a reader needs beside it ("shared_buffers"
     * above "The default is typically 128MB"); empty when only the document's title governs it.
     */
    public String label() {
        List<Section> titles = titles().stream().filter(s -> s.kind() != Section.Kind.TITLE).toList();
        return titles.isEmpty() ? "" : titles.get(titles.size() - 1).title();
    }

    public boolean overlaps(Passage other) {
        return chunk.id().equals(other.chunk.id()) && start < other.end && other.start < end;
    }
}
