package dev.lazygraph.core.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.testing.SampleCorpus;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
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

    private CommunitySummarizer summarizer(FakeLanguageModel llm) {
        Optional<LlmSummarizer> withLlm = Optional.ofNullable(llm).map(m ->
                new LlmSummarizer(new LlmSession(m, 10_000, Duration.ofSeconds(30), executor, false), 3, 0, Chunk::text));
        return new CommunitySummarizer(new ValidatedSummaryCache(raw, store), new ExtractiveSummarizer(analyzer, 3),
                withLlm);
    }

    @Test
    void anExtractiveSummaryIsComputedOnceAndThenServedFromTheCache() {
        CommunitySummarizer.Result first = summarizer(null).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        CommunitySummarizer.Result second = summarizer(null).summarize(SampleCorpus.COLLECTION, concepts, chunks);

        assertEquals(ExtractiveSummarizer.METHOD, first.method());
        assertFalse(first.cached());
        assertTrue(first.current());
        assertTrue(second.cached());
        assertEquals(first.text(), second.text());
        assertEquals(chunks.stream().map(Chunk::id).sorted().toList(), first.sources().stream().map(Chunk::id).toList());
    }

    @Test
    void theSummaryKeyIgnoresTheOrderOfConceptsAndSources() {
        summarizer(null).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        List<Chunk> rotated = new ArrayList<>(chunks);
        Collections.rotate(rotated, 1);
        CommunitySummarizer.Result reordered = summarizer(null).summarize(SampleCorpus.COLLECTION,
                List.of("radium", "marie curie"), rotated);
        assertTrue(reordered.cached());
    }

    @Test
    void anLlmSummaryIsCachedApartFromTheExtractiveOne() {
        summarizer(null).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        FakeLanguageModel llm = new FakeLanguageModel("curie");

        CommunitySummarizer.Result first = summarizer(llm).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        CommunitySummarizer.Result second = summarizer(llm).summarize(SampleCorpus.COLLECTION, concepts, chunks);

        assertEquals(LlmSummarizer.METHOD, first.method());
        assertFalse(first.cached(), "the cached extractive summary is not served when the LLM can write one");
        assertTrue(second.cached());
        assertEquals(1, llm.calls("summary"));
    }

    @Test
    void whenTheLlmFailsTheSummaryIsExtractiveAndNotStoredAsTheLlmOne() {
        FakeLanguageModel failing = new FakeLanguageModel("curie").mode(FakeLanguageModel.Mode.FAIL);
        CommunitySummarizer.Result fallback = summarizer(failing).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        assertEquals(ExtractiveSummarizer.METHOD, fallback.method());

        FakeLanguageModel working = new FakeLanguageModel("curie");
        CommunitySummarizer.Result later = summarizer(working).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        assertEquals(LlmSummarizer.METHOD, later.method());
        assertFalse(later.cached());
    }

    @Test
    void theLlmSeesTheChunksOnlyAsQuotedData() {
        FakeLanguageModel llm = new FakeLanguageModel("curie");
        summarizer(llm).summarize(SampleCorpus.COLLECTION, concepts, chunks);
        var prompt = llm.prompts().get(0);
        assertFalse(prompt.system().contains("Warsaw"));
        assertTrue(prompt.user().contains("<data id=\"1\">\n" + chunks.get(chunks.size() - 1).text() + "\n</data>"));
    }
}
