package dev.lazygraph.core.query.relevance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.testing.SampleCorpus;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnippetsTest {
    private final OpenNlpAnalyzer analyzer = SharedAnalyzer.get();
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final IndexedChunk chunk;

    SnippetsTest() {
        new SampleCorpus(store, new InMemorySummaryCache(), analyzer);
        chunk = store.snapshot(SampleCorpus.COLLECTION).chunks().stream()
                .filter(c -> c.chunk().text().contains("Becquerel discovered radioactivity"))
                .findFirst().orElseThrow();
    }

    private Snippets snippets(String question, int maxChars) {
        GraphView view = new GraphView(store, SampleCorpus.COLLECTION, ReadScope.EVERYTHING);
        return new Snippets(analyzer, QuestionWeights.of(view, Question.read(question, analyzer)), maxChars);
    }

    @Test
    void theSnippetIsTheSentenceCoveringTheQuestionNotTheWholeChunk() {
        String snippet = snippets("What did Henri Becquerel work with uranium?", 70).of(chunk.chunk());
        assertTrue(snippet.contains("uranium salts"), snippet);
        assertTrue(snippet.length() < chunk.chunk().text().length(), snippet);
    }

    @Test
    void aSnippetNeverExceedsItsLengthAndKeepsTextOrder() {
        for (int max : List.of(20, 60, 120, 400)) {
            String snippet = snippets("Becquerel radioactivity Paris uranium", max).of(chunk.chunk());
            assertTrue(snippet.length() <= max, max + ": " + snippet);
            assertFalse(snippet.isBlank());
        }
        String both = snippets("Becquerel radioactivity Paris uranium", 400).of(chunk.chunk());
        assertTrue(both.indexOf("radioactivity in Paris") < both.indexOf("uranium"), both);
    }

    @Test
    void aQuestionWithNothingSpecificGetsTheChunksCentralSentences() {
        String snippet = snippets("What are the main themes?", 1_000).of(chunk.chunk());
        assertEquals(chunk.chunk().text().replaceAll("\\s+", " ").strip().length() > 0, !snippet.isEmpty());
        assertTrue(chunk.chunk().text().replaceAll("\\s+", " ").contains(snippet.split(" … ")[0]), snippet);
    }
}
