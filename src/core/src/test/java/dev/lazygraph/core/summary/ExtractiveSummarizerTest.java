package dev.lazygraph.core.summary;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ExtractiveSummarizerTest {
    private static Chunk chunk(String key, int start, String text) {
        DocumentId id = new DocumentId("c", key);
        return new Chunk(Chunk.idOf(id, "r1", 0), id, "r1", 0, start, start + text.length(), text);
    }

    private final List<Chunk> sources = List.of(
            chunk("a.md", 100, "The river floods the valley every spring. Farmers plant rice in the valley after "
                    + "the river floods. A bird sang."),
            chunk("b.md", 0, "Rice farmers depend on the river floods of the valley. The old mill is closed."));

    @Test
    void theMostCentralSentencesComeFirstEachCitingItsSource() {
        String summary = new ExtractiveSummarizer(SharedAnalyzer.get(), 2).summarize(sources);

        Matcher m = Pattern.compile("(.+?) \\[(\\d)]\\s*").matcher(summary);
        List<String> sentences = new ArrayList<>();
        while (m.find()) {
            String sentence = m.group(1).trim();
            sentences.add(sentence);
            Chunk source = sources.get(Integer.parseInt(m.group(2)) - 1);
            assertTrue(source.text().contains(sentence), sentence + " is not in its cited source");
        }
        assertEquals(2, sentences.size(), summary);
        assertTrue(sentences.stream().allMatch(s -> s.contains("river") || s.contains("valley")), summary);
        assertFalse(summary.contains("bird") || summary.contains("mill"), summary);
    }

    @Test
    void repeatedSentencesAppearOnce() {
        Chunk twice = chunk("c.md", 0, "The valley floods. The valley floods. The valley floods in spring.");
        String summary = new ExtractiveSummarizer(SharedAnalyzer.get(), 3).summarize(List.of(twice));
        assertEquals(1, summary.split("The valley floods\\. \\[1]", -1).length - 1, summary);
    }

    @Test
    void sentencesAreLocatedDespiteDifferentWhitespace() {
        Chunk c = chunk("d.md", 50, "Intro.\nThe river\n  floods   the valley.\tEnd.");
        int[] span = Sentence.locate(c, "The river floods the valley.");
        assertNotNull(span);
        assertEquals("The river\n  floods   the valley.", c.text().substring(span[0] - 50, span[1] - 50));
        assertArrayEquals(new int[] {57, 89}, span);
        assertNull(Sentence.locate(c, "The river floods the town."));
    }

    @Test
    void sentencesCarryTheirDocumentOffsets() {
        List<Sentence> sentences = Sentence.of(sources.get(0), SharedAnalyzer.get());
        assertEquals(3, sentences.size());
        for (Sentence s : sentences) {
            String original = sources.get(0).text().substring(s.start() - 100, s.end() - 100);
            assertEquals(Sentence.display(original), s.text());
        }
    }
}
