package dev.lazygraph.core.chunk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.Heading;
import dev.lazygraph.core.document.Section;
import dev.lazygraph.core.query.Citation;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkPagesTest {
    /** Pages 1-4 start at 0, 100, 100 (page 2 has no text) and 200. */
    private static final List<Integer> STARTS = List.of(0, 100, 100, 200);

    @Test
    void aChunkSaysWhichPagesItCovers() {
        ChunkPages within = ChunkPages.of(STARTS, 20, 90);
        assertEquals(1, within.first());
        assertEquals(1, within.last());
        ChunkPages across = ChunkPages.of(STARTS, 50, 250);
        assertEquals(1, across.first());
        assertEquals(4, across.last(), "page 2 is empty, page 3 starts at 100, page 4 at 200");
        assertEquals(3, across.at(150));
        assertEquals(4, across.at(200));
        assertEquals(3, ChunkPages.of(STARTS, 100, 180).first(), "text at 100 is on page 3, after the empty page");
    }

    @Test
    void aDocumentWithoutPagesHasNone() {
        assertFalse(ChunkPages.of(List.of(), 0, 10).hasPages());
        assertEquals(0, ChunkPages.NONE.at(5));
        assertThrows(IllegalArgumentException.class, () -> new ChunkPages(0, List.of(5)));
    }

    @Test
    void aCitationNamesThePagesAndTheSectionOfItsSpan() {
        DocumentId id = new DocumentId("c", "review.pdf");
        Chunk chunk = new Chunk(Chunk.idOf(id, "r", 0), id, "r", 0, 50, 250, "x".repeat(200),
                ChunkPages.of(STARTS, 50, 250), Section.ofHeadings(List.of(new Heading(10, 1, "Overview"),
                        new Heading(120, 1, "Recall")), 250), List.of());
        Citation early = Citation.of(1, chunk, 60, 90);
        assertEquals(1, early.page());
        assertEquals(null, early.lastPage());
        assertEquals("Overview", early.section());
        Citation spanning = Citation.of(2, chunk, 150, 210);
        assertEquals(3, spanning.page());
        assertEquals(4, spanning.lastPage());
        assertEquals("Recall", spanning.section());
        Citation unpaged = Citation.of(3, new Chunk(chunk.id(), id, "r", 0, 0, 5, "text."), 0, 5);
        assertEquals(null, unpaged.page());
        assertEquals(null, unpaged.section());
    }
}
