package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a question asks for, and how much of it a sentence holds. */
class AskedForTest {
    private final TextAnalyzer analyzer = SharedAnalyzer.get();

    @Test
    void aQuestionSayingNothingIsGivenInAContractionOrAnIdiomAsksForTheDefault() {
        for (String question : List.of(
                "When I open a gadget and don't give it a port, which port does it use?",
                "Which port does a gadget use if I didn't set one?",
                "Which port does a gadget use when I don’t name one?",
                "Which port does a gadget use unless I change it?",
                "How many gadgets may a crate hold if I leave the cap alone?")) {
            assertTrue(AskedFor.of(question, analyzer).orElseThrow().toString().contains("default"), question);
        }
        assertTrue(AskedFor.of("Which port does a gadget use?", analyzer).map(a -> !a.toString().contains("default"))
                .orElse(true));
    }

    @Test
    void aSentenceSayingWhatHoldsWhenNothingIsGivenHoldsTheDefault() {
        AskedFor asked = AskedFor.of("How many gadgets may a crate hold by default?", analyzer).orElseThrow();
        for (String sentence : List.of("If not specified, this attribute is set to 4096.",
                "When it is not configured, a crate holds 4096 gadgets.", "If omitted, 4096 gadgets fit.",
                "The crate holds 4096 gadgets by default.")) {
            assertEquals(1.0, asked.held(sentence, "", List::of), sentence);
        }
        assertEquals(0.5, asked.held("If specified, a crate holds 4096 gadgets.", "", List::of));
    }
}
