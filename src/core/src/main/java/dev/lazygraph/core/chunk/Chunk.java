package dev.lazygraph.core.chunk;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Heading;
import java.util.List;

/**
 * A sentence-aligned span of a document revision.
 *
 * @param id       stable id: document key + revision + ordinal, unique within the collection
 * @param start    character offset (inclusive) in the parsed text
 * @param end      character offset (exclusive) in the parsed text
 * @param pages    the pages it covers ({@link ChunkPages#NONE} for a document without pages)
 * @param sections the headings it falls under: the one open where it starts (its offset before {@code start})
 *                 and those inside it, in text order; empty when no heading governs it
 */
public record Chunk(String id, DocumentId document, String revision, int ordinal, int start, int end, String text,
                    ChunkPages pages, List<Heading> sections) {

    public Chunk {
        sections = List.copyOf(sections);
    }

    /** A chunk of a document without pages or headings. */
    public Chunk(String id, DocumentId document, String revision, int ordinal, int start, int end, String text) {
        this(id, document, revision, ordinal, start, end, text, ChunkPages.NONE, List.of());
    }

    public static String idOf(DocumentId document, String revision, int ordinal) {
        return document.key() + "#" + revision + "#" + ordinal;
    }

    /** The heading of the section holding {@code offset} (in the parsed text); {@code null} before any heading. */
    public String sectionAt(int offset) {
        String section = null;
        for (Heading heading : sections) {
            if (heading.offset() <= offset) {
                section = heading.text();
            }
        }
        return section;
    }
}
