package dev.lazygraph.core.query.community;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DocumentUnitsTest {
    private static final List<String> GUESTS = List.of("Ada Lovelace", "Alan Turing", "Grace Hopper",
            "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth");

    /** Each guest's episode in three parts, its file named one of the show's three ways. */
    private static List<String> keys() {
        List<String> keys = new ArrayList<>();
        for (int g = 0; g < GUESTS.size(); g++) {
            String guest = GUESTS.get(g);
            String name = switch (g % 3) {
                case 0 -> "Quillcast_EP-" + (g + 1) + "_" + guest.replace(' ', '_') + "_Transcript";
                case 1 -> "Quillcast Episode " + (g + 1) + "_" + guest.replace(" ", "");
                default -> "Quillcast_Episode " + (g + 1) + "_" + guest.replace(' ', '-') + "_Transcript (1)";
            };
            for (int part = 1; part <= 3; part++) {
                keys.add("shows/" + name + "-part" + part + ".txt");
            }
        }
        return keys;
    }

    @Test
    void thePartsOfAnEpisodeAreOneUnitNamedByItsGuest() {
        DocumentUnits units = DocumentUnits.of(keys());

        assertTrue(units.split());
        for (int g = 0; g < GUESTS.size(); g++) {
            List<String> ofGuest = keys().subList(3 * g, 3 * g + 3);
            String unit = units.unit(ofGuest.get(0));
            ofGuest.forEach(k -> assertEquals(unit, units.unit(k), "the parts of one episode are one unit: " + k));
            assertEquals(GUESTS.get(g), units.name(unit), "named by what sets it apart, no show name, number or part");
        }
    }

    @Test
    void filesWithoutPartMarkersAreUnitsOfTheirOwn() {
        DocumentUnits units = DocumentUnits.of(List.of("notes/standup.md", "notes/retro.md", "notes/planning.md"));

        assertFalse(units.split());
        assertEquals("notes/retro", units.unit("notes/retro.md"));
        assertEquals("retro", units.name(units.unit("notes/retro.md")));
    }

    @Test
    void aConceptReadFromAFileNameQuotesIt() {
        DocumentUnits units = DocumentUnits.of(keys());

        assertTrue(units.quotesAFileName("quillcast episode 2alanturingtxt"), "a name glued to others");
        assertTrue(units.quotesAFileName("transcript"));
        assertFalse(units.quotesAFileName("compiler design"));
        assertFalse(units.quotesAFileName("weather"), "a word holding a short name word is no file name");
    }
}
