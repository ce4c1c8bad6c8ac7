package dev.lazygraph.core.query.passage;

import static dev.lazygraph.core.testing.StoredChunks.sentences;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.testing.StoredChunks;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Passages of whole sentences, ranked so the paragraph that answers comes first, whichever chunk it is in. */
class PassageRankerTest {
    private static final String C = "manual";
    private final TextAnalyzer analyzer = SharedAnalyzer.get();
    private final StoredChunks pages = new StoredChunks(C);

    @Test
    void theAnsweringParagraphOfALowerChunkRanksAboveTheTopChunksOthers() {
        IndexedChunk first = pages.firstChunk("lanterns.html", "<h1>Lanterns</h1><p>" + sentences("lantern", 30) + "</p>");
        IndexedChunk second = pages.firstChunk("wicks.html", "<h1>Wicks</h1><p>A lamp wick made of braided cotton lasts about forty hours "
                + "of burning. " + sentences("candle", 12) + "</p>");
        GraphView view = new GraphView(pages.store(), C, ReadScope.EVERYTHING);
        QuestionWeights weights = QuestionWeights.of(view,
                Question.read("How many hours does a braided cotton lamp wick last?", analyzer));
        List<RankedPassage> ranked = new PassageRanker(analyzer).rank(List.of(first, second), weights);
        assertTrue(ranked.get(0).passage().text().contains("forty hours"), ranked.get(0).passage().text());
        assertEquals(second.id(), ranked.get(0).passage().chunk().id());
    }

    @Test
    void aPoolKeepsWhatEitherRankingFindsFirst() {
        IndexedChunk a = pages.firstChunk("a.html", "<p>" + sentences("owl", 3) + "</p>");
        IndexedChunk b = pages.firstChunk("b.html", "<p>" + sentences("fox", 3) + "</p>");
        IndexedChunk c = pages.firstChunk("c.html", "<p>" + sentences("elk", 3) + "</p>");
        List<IndexedChunk> pool = PassagePool.fuse(List.of(List.of(a, c), List.of(b, c)));
        assertEquals(List.of(c, a, b), pool, "in both rankings first, then each ranking's first");
    }
}
