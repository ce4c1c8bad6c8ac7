package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.query.community.Community;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThemesTest {
    private static Community of(String... concepts) {
        return new Community("1", 1, List.of(concepts), List.of(), 1.0, List.of());
    }

    @Test
    void aLabelListsTheMostImportantConceptsThatEachAddAWord() {
        assertEquals("tidewatch depth gauge, quartz resonator, trondheim",
                Themes.label(of("tidewatch depth gauge", "tidewatch", "quartz resonator", "depth gauge", "trondheim",
                        "harbour")));
    }

    @Test
    void aConceptRepeatingAWordIsLabelledLikeAnyOther() {
        assertEquals("bora bora, coral reef",
                Themes.label(of("bora bora", "bora bora lagoon", "coral reef")));
    }
}
