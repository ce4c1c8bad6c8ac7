package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.query.Citation;
import java.util.List;
import org.junit.jupiter.api.Test;

class CitationListTest {
    private static Chunk chunk(String key, int start, String text) {
        DocumentId id = new DocumentId("c", key);
        return new Chunk(Chunk.idOf(id, "r3", 0), id, "r3", 0, start, start + text.length(), text);
    }

    private final Chunk a = chunk("a.md", 10, "Rivers flood.  Valleys   turn green.");
    private final Chunk b = chunk("b.md", 0, "Mills grind grain.");

    @Test
    void verbatimSentencesAreCitedByTheirOwnOffsetsOthersByTheirChunk() {
        CitationList cites = new CitationList();

        String text = cites.renumber("Valleys turn green. [1] Grain is ground in mills. [2]", List.of(a, b));

        assertEquals("Valleys turn green. [1] Grain is ground in mills. [2]", text);
        assertEquals(List.of(new Citation(1, "a.md", "r3", a.id(), 25, 46, null, null, null), new Citation(2, "b.md", "r3", b.id(), 0, 18, null, null, null)),
                cites.citations());
    }

    @Test
    void markersAreRenumberedIntoOneListWithoutDuplicates() {
        CitationList cites = new CitationList();
        cites.cite(b);

        assertEquals("Rivers flood. [2]", cites.renumber("Rivers flood. [1]", List.of(a)));
        assertEquals("Mills grind grain. [1] Rivers flood. [2]",
                cites.renumber("Mills grind grain. [2] Rivers flood. [1]", List.of(a, b)));
        assertEquals(2, cites.citations().size());
    }

    @Test
    void consecutiveMarkersCiteOneSegmentTwiceAndUnknownMarkersStayText() {
        CitationList cites = new CitationList();

        String text = cites.renumber("Both say so. [1][2] See [7] too.", List.of(a, b));

        assertEquals("Both say so. [1] [2] See [7] too.", text);
        assertEquals(2, cites.citations().size());
    }
}
