package dev.lazygraph.core.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.testing.SampleCorpus;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CommunitySummarizerTest {
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemorySummaryCache raw = new InMemorySummaryCache();
    private final OpenNlpAnalyzer analyzer = SharedAnalyzer.get();
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final List<Chunk> chunks;
    private final List<String> concepts = List.of("marie curie", "radium");

    CommunitySummarizerTest() {
        new SampleCorpus(store, raw, analyzer);
        // Every chunk of the Curie document (it spans several), deliberately not in id order: the summarizer
        // orders its sources itself.
        chunks = store.snapshot(SampleCorpus.COLLECTION).chunks().stream()
                .filter(c -> c.chunk().document().key().startsWith("physics/curie")).map(c -> c.chunk())
                .sorted((a, b) -> b.id().compareTo(a.id())).toList();
    }

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    /** Summarizes as a query would, with {@code llm} (or extractively when it is {@code null}). */
    private CommunitySummarizer.Result summarize(FakeLanguageModel llm, List<String> concepts, List<Chunk> chunks) {
        return summarize(llm, 10_000, concepts, chunks);
    }

    private CommunitySummarizer.Result summarize(FakeLanguageModel llm, int tokenBudget, List<String> concepts,
                                                 List<Chunk> chunks) {
        LlmSession session = new LlmSession(llm, tokenBudget, Duration.ofSeconds(30), Clock.systemUTC(), executor,
                false);
        return new CommunitySummarizer(new ValidatedSummaryCache(raw, store), new ExtractiveSummarizer(analyzer, 3),
                new LlmSummarizer(3)).summarize(new CommunitySummarizer.Reading(SampleCorpus.COLLECTION, session,
                Chunk::text), concepts, chunks);
    }

    @Test
    void anExtractiveSummaryIsComputedOnceAndThenServedFromTheCache() {
        CommunitySummarizer.Result first = summarize(null, concepts, chunks);
        CommunitySummarizer.Result second = summarize(null, concepts, chunks);

        assertEquals(ExtractiveSummarizer.METHOD, first.method());
        assertFalse(first.cached());
        assertTrue(first.current());
        assertTrue(second.cached());
        assertEquals(first.text(), second.text());
        assertEquals(chunks.stream().map(Chunk::id).sorted().toList(), first.sources().stream().map(Chunk::id).toList());
    }

    @Test
    void theSummaryKeyIgnoresTheOrderOfConceptsAndSources() {
        summarize(null, concepts, chunks);
        List<Chunk> rotated = new ArrayList<>(chunks);
        Collections.rotate(rotated, 1);
        CommunitySummarizer.Result reordered = summarize(null, List.of("radium", "marie curie"), rotated);
        assertTrue(reordered.cached());
    }

    @Test
    void anLlmSummaryIsCachedApartFromTheExtractiveOne() {
        summarize(null, concepts, chunks);
        FakeLanguageModel llm = new FakeLanguageModel("curie");

        CommunitySummarizer.Result first = summarize(llm, concepts, chunks);
        CommunitySummarizer.Result second = summarize(llm, concepts, chunks);

        assertEquals(LlmSummarizer.METHOD, first.method());
        assertFalse(first.cached(), "the cached extractive summary is not served when the LLM can write one");
        assertTrue(second.cached());
        assertEquals(1, llm.calls(Stage.SUMMARY));
    }

    /**
     * A question whose budget would not buy the LLM summary gets the extractive one, also when another question
     * (another caller's, with a larger budget) cached the LLM summary before: what was cached changes no answer.
     */
    @Test
    void aCachedLlmSummaryIsServedOnlyWhereTheBudgetWouldBuyIt() {
        FakeLanguageModel llm = new FakeLanguageModel("curie");
        CommunitySummarizer.Result poorFirst = summarize(llm, 50, concepts, chunks);
        assertEquals(ExtractiveSummarizer.METHOD, poorFirst.method(), "50 tokens buy no summary");
        assertEquals(LlmSummarizer.METHOD, summarize(llm, 10_000, concepts, chunks).method());

        CommunitySummarizer.Result poorAfter = summarize(llm, 50, concepts, chunks);
        assertEquals(ExtractiveSummarizer.METHOD, poorAfter.method());
        assertEquals(poorFirst.text(), poorAfter.text());
        assertTrue(summarize(llm, 10_000, concepts, chunks).cached(), "within the budget the cached one is served");
        assertEquals(1, llm.calls(Stage.SUMMARY));
    }

    @Test
    void whenTheLlmFailsTheSummaryIsExtractiveAndNotStoredAsTheLlmOne() {
        FakeLanguageModel failing = new FakeLanguageModel("curie").mode(FakeLanguageModel.Mode.FAIL);
        CommunitySummarizer.Result fallback = summarize(failing, concepts, chunks);
        assertEquals(ExtractiveSummarizer.METHOD, fallback.method());

        FakeLanguageModel working = new FakeLanguageModel("curie");
        CommunitySummarizer.Result later = summarize(working, concepts, chunks);
        assertEquals(LlmSummarizer.METHOD, later.method());
        assertFalse(later.cached());
    }

    @Test
    void theLlmSeesTheChunksOnlyAsQuotedData() {
        FakeLanguageModel llm = new FakeLanguageModel("curie");
        summarize(llm, concepts, chunks);
        var prompt = llm.prompts().get(0);
        assertFalse(prompt.system().contains("Warsaw"));
        assertTrue(prompt.user().contains("<data id=\"1\">\n" + chunks.get(chunks.size() - 1).text() + "\n</data>"));
    }
}
