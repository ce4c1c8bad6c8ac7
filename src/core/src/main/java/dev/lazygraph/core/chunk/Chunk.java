package dev.lazygraph.core.chunk;

import dev.lazygraph.core.document.CodeBlock;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Section;
import java.util.List;

/**
 * A sentence-aligned span of a document revision, with the document structure it lies in.
 *
 * @param id       stable id: document key + revision + ordinal, unique within the collection
 * @param start    character offset (inclusive) in the parsed text
 * @param end      character offset (exclusive) in the parsed text
 * @param pages    the pages it covers ({@link ChunkPages#NONE} for a document without pages)
 * @param sections the document's sections that govern some of the chunk (those opened before it included),
 *                 in text order, in the document's offsets: what its sentences are about
 * @param code     the code blocks overlapping the chunk, in the document's offsets
 */
public record Chunk(String id, DocumentId document, String revision, int ordinal, int start, int end, String text,
                    ChunkPages pages, List<Section> sections, List<CodeBlock> code) {
    public Chunk {
        sections = List.copyOf(sections);
        code = List.copyOf(code);
    }

    /** A chunk of unstructured text without pages. */
    public Chunk(String id, DocumentId document, String revision, int ordinal, int start, int end, String text) {
        this(id, document, revision, ordinal, start, end, text, ChunkPages.NONE, List.of(), List.of());
    }

    public static String idOf(DocumentId document, String revision, int ordinal) {
        return idPrefix(document.key(), revision) + ordinal;
    }

    /** What the id of every chunk of revision {@code revision} of the document {@code key} starts with. */
    public static String idPrefix(String key, String revision) {
        return key + "#" + revision + "#";
    }

    /** The document key of a chunk id ({@link #idOf}), read from the right: a revision holds no {@code #}. */
    public static String documentKeyOf(String chunkId) {
        int ordinal = chunkId.lastIndexOf('#');
        return chunkId.substring(0, chunkId.lastIndexOf('#', ordinal - 1));
    }

    /** The titles governing the document offset {@code offset}, outermost first (the innermost last). */
    public List<Section> sectionsAt(int offset) {
        return sections.stream().filter(s -> s.governs(offset)).toList();
    }

    /**
     * The innermost heading over the document offset {@code offset} (the section a citation names); {@code null}
     * where none governs (the document's own title is no section).
     */
    public String sectionAt(int offset) {
        List<Section> headings = sectionsAt(offset).stream().filter(s -> s.kind() == Section.Kind.HEADING).toList();
        return headings.isEmpty() ? null : headings.get(headings.size() - 1).title();
    }

    /** Whether {@code [from, to)} (document offsets) overlaps one of the chunk's code blocks. */
    public boolean inCode(int from, int to) {
        return code.stream().anyMatch(c -> c.overlaps(from, to));
    }
}
