package dev.lazygraph.core.passage;

import static dev.lazygraph.core.testing.StoredChunks.sentences;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.testing.StoredChunks;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassageSplitterTest {
    private static final String C = "manual";
    private final TextAnalyzer analyzer = SharedAnalyzer.get();
    private final StoredChunks pages = new StoredChunks(C);

    @Test
    void passagesAreWholeSentencesOfAtMostAHundredWords() {
        IndexedChunk chunk = pages.firstChunk("long.html", "<h1>Lamps</h1><p>" + sentences("lamp", 40) + "</p>");
        List<Passage> passages = new PassageSplitter(analyzer).split(chunk);
        assertTrue(passages.size() >= 3, "40 sentences of 8 words are more than two passages: " + passages.size());
        for (Passage passage : passages) {
            assertTrue(PassageSplitter.words(passage.text()) <= PassageSplitter.MAX_WORDS, passage.text());
            assertTrue(passage.text().startsWith("The lamp") || passage.text().startsWith("Lamps"), passage.text());
            assertTrue(passage.text().endsWith("design."), passage.text());
        }
        for (int i = 1; i < passages.size(); i++) {
            assertFalse(passages.get(i).overlaps(passages.get(i - 1)));
        }
    }

}
