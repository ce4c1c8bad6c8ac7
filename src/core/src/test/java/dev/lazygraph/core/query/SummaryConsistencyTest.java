package dev.lazygraph.core.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.relevance.CachedVerdict;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.summary.CachedSummary;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.testing.SampleCorpus;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A summary containing replaced or deleted text is never served (issue 3, issue 7 #4). */
class SummaryConsistencyTest {
    private static final String C = SampleCorpus.COLLECTION;
    private static final String CURIE = "physics/curie.txt";
    /** Names only what both revisions mention: a question about what the documents never mention is not answered. */
    private static final String QUESTION = "How did Marie Curie and Pierre Curie work on Radium?";
    private static final List<String> OLD_TEXT = List.of("Warsaw", "Polonium", "famous across Europe");
    private static final String NEW_TEXT = "Marie Curie was born in Krakow in 1868. Marie Curie studied chemistry "
            + "with Pierre Curie. Marie Curie and Pierre Curie isolated Thorium and Radium in a shed.";

    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final RecordingCache cache = new RecordingCache(new InMemorySummaryCache());
    private final OpenNlpAnalyzer analyzer = SharedAnalyzer.get();
    private final InMemoryVerdictCache verdicts = new InMemoryVerdictCache();
    private final SampleCorpus corpus = new SampleCorpus(store, DerivedCaches.of(cache, verdicts), analyzer);
    private final QueryService service = new QueryService(QueryConfig.defaults(), analyzer, store, cache, verdicts,
            Optional.empty());

    @AfterEach
    void close() {
        service.close();
    }

    /** Records every summary put, and can run a concurrent write just before a put reaches the cache. */
    static final class RecordingCache implements SummaryCache {
        final SummaryCache delegate;
        final List<CachedSummary> puts = Collections.synchronizedList(new ArrayList<>());
        volatile Runnable beforeNextPut;

        RecordingCache(SummaryCache delegate) {
            this.delegate = delegate;
        }

        @Override
        public Optional<CachedSummary> get(String collection, String key) {
            return delegate.get(collection, key);
        }

        @Override
        public void put(CachedSummary summary) {
            Runnable race = beforeNextPut;
            if (race != null && summary.sources().containsKey(CURIE)) {
                beforeNextPut = null;
                race.run();
            }
            puts.add(summary);
            delegate.put(summary);
        }

        @Override
        public int invalidate(DocumentId document) {
            return delegate.invalidate(document);
        }
    }

    private static String shown(Answer answer) {
        StringBuilder b = new StringBuilder(answer.text());
        answer.communities().forEach(c -> b.append('\n').append(c.summary()));
        return b.toString();
    }

    private void assertNoOldText(Answer answer) {
        assertNoOldTextShown(answer);
        QueryServiceTest.assertCitationsAreRealSpans(answer, corpus);
    }

    /**
     * For LLM answers, whose citations name whole excerpts rather than the sentences shown. An answer that
     * found nothing names what the question asked about, which the documents no longer mention: no text of
     * theirs is shown.
     */
    private static void assertNoOldTextShown(Answer answer) {
        if (!answer.found()) {
            assertTrue(answer.citations().isEmpty() && answer.communities().isEmpty(), answer.toString());
            assertTrue(answer.text().startsWith("Not found in these documents"), answer.text());
            return;
        }
        String shown = shown(answer);
        for (String old : OLD_TEXT) {
            assertFalse(shown.contains(old), "replaced text \"" + old + "\" served:\n" + shown);
        }
    }

    /** Every summary still in the cache was built from documents at their current revisions. */
    private void assertNoStaleSummarySurvives() {
        for (CachedSummary put : List.copyOf(cache.puts)) {
            Optional<CachedSummary> kept = cache.delegate.get(put.collection(), put.key());
            if (kept.isPresent()) {
                kept.get().sources().forEach((key, revision) -> assertEquals(
                        Optional.of(revision), store.document(new DocumentId(C, key)).map(DocumentRecord::revision),
                        "a summary of a replaced or deleted revision of " + key + " survived"));
            }
        }
    }

    private Answer askAboutCurie() {
        Answer answer = service.ask(QueryRequest.of(C, QUESTION));
        assertEquals(Route.LOCAL, answer.route());
        return answer;
    }

    @Test
    void afterAnOverwriteNoSummaryOfTheOldRevisionIsServed() {
        Answer before = askAboutCurie();
        assertTrue(OLD_TEXT.stream().anyMatch(shown(before)::contains), "the old text was used before: " + shown(before));

        corpus.put(CURIE, NEW_TEXT);
        Answer after = askAboutCurie();

        assertNoOldText(after);
        assertTrue(shown(after).contains("Thorium"), shown(after));
        assertTrue(after.cost().cacheMisses() > 0, "summaries of the new revision were computed");
        assertNoStaleSummarySurvives();
    }

    @Test
    void afterADeleteTheDocumentIsNeverCitedAgain() {
        askAboutCurie();

        corpus.delete(CURIE);
        Answer after = askAboutCurie();

        assertNoOldText(after);
        assertTrue(after.citations().stream().noneMatch(c -> c.documentKey().equals(CURIE)), after.citations().toString());
        assertNoStaleSummarySurvives();
    }

    @Test
    void aSummaryLeftBehindByAnIngestThatNeverInvalidatedIsNotServed() {
        askAboutCurie();

        corpus.putWithoutInvalidating(CURIE, NEW_TEXT);
        Answer after = askAboutCurie();

        // The old summaries stay in the cache until the document's next invalidation, unreachable: their keys
        // name the old chunk ids. Validation on read is what keeps them from ever being served.
        assertNoOldText(after);
    }

    @Test
    void aSummaryComputedFromTheOldRevisionAndStoredAfterTheInvalidationIsNeverServed() {
        // The overwrite and its invalidation happen after the summary was computed from the old text but
        // before the query stores it.
        cache.beforeNextPut = () -> corpus.put(CURIE, NEW_TEXT);

        Answer answer = askAboutCurie();

        assertEquals(null, cache.beforeNextPut, "the race happened");
        assertTrue(cache.puts.stream().anyMatch(s -> s.text().contains("Polonium") || s.text().contains("Warsaw")),
                "a summary of the old revision reached the cache");
        assertNoOldText(answer);
        assertNoStaleSummarySurvives();
        assertNoOldText(askAboutCurie());
    }

    private List<Chunk> curieChunks() {
        return store.snapshot(C).chunks().stream().map(IndexedChunk::chunk)
                .filter(c -> c.document().key().equals(CURIE)).toList();
    }

    @Test
    void withAnLlmNoCachedVerdictOrAnswerOfTheOldRevisionSurvivesAnOverwriteOrADelete() {
        String questionKey = VerdictCache.questionKey(QUESTION);
        try (QueryService withLlm = new QueryService(QueryConfig.defaults(), analyzer, store, cache, verdicts,
                Optional.of(new FakeLanguageModel("curie")))) {
            Answer before = withLlm.ask(QueryRequest.of(C, QUESTION));
            List<Chunk> oldChunks = curieChunks();
            assertFalse(verdicts.get(C, questionKey, oldChunks).isEmpty(), "verdicts about Curie were cached");
            assertTrue(OLD_TEXT.stream().anyMatch(shown(before)::contains), shown(before));

            corpus.put(CURIE, NEW_TEXT);
            assertEquals(Map.of(), verdicts.get(C, questionKey, oldChunks), "the overwrite invalidated them");
            Answer after = withLlm.ask(QueryRequest.of(C, QUESTION));
            assertNoOldTextShown(after);
            assertTrue(after.cost().llmTokens().get(Stage.RELEVANCE).input() > 0, "the new chunks were judged afresh");
            assertNoStaleSummarySurvives();

            List<Chunk> newChunks = curieChunks();
            corpus.delete(CURIE);
            assertEquals(Map.of(), verdicts.get(C, questionKey, newChunks), "the delete invalidated them");
            Answer deleted = withLlm.ask(QueryRequest.of(C, QUESTION));
            assertTrue(deleted.citations().stream().noneMatch(c -> c.documentKey().equals(CURIE)));
            assertNoStaleSummarySurvives();
        }
    }

    @Test
    void aVerdictJudgedOnTheOldRevisionAndStoredAfterTheInvalidationDoesNotSurvive() {
        String questionKey = VerdictCache.questionKey(QUESTION);
        List<Chunk> oldChunks = curieChunks();
        AtomicBoolean raced = new AtomicBoolean();
        VerdictCache racing = new VerdictCache() {
            @Override
            public Map<String, CachedVerdict> get(String collection, String key, Collection<Chunk> chunks) {
                return verdicts.get(collection, key, chunks);
            }

            @Override
            public void put(List<CachedVerdict> batch) {
                if (batch.stream().anyMatch(v -> v.documentKey().equals(CURIE)) && raced.compareAndSet(false, true)) {
                    corpus.put(CURIE, NEW_TEXT);
                }
                verdicts.put(batch);
            }

            @Override
            public int invalidate(DocumentId document) {
                return verdicts.invalidate(document);
            }
        };
        try (QueryService withLlm = new QueryService(QueryConfig.defaults(), analyzer, store, cache, racing,
                Optional.of(new FakeLanguageModel("curie")))) {
            Answer answer = withLlm.ask(QueryRequest.of(C, QUESTION));

            assertTrue(raced.get(), "the race happened");
            assertEquals(Map.of(), verdicts.get(C, questionKey, oldChunks), "the late verdicts were removed");
            assertNoOldTextShown(answer);
            assertNoStaleSummarySurvives();
        }
    }

    /** Overwrites and deletes of the racing test, each raced by a query. */
    private static final int WRITES = 30;

    @Test
    void queriesRacingWithOverwritesAndDeletesOnlyEverServeTextThatWasCurrentDuringTheQuery() throws Exception {
        List<Write> writes = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean writing = new AtomicBoolean(true);
        AtomicInteger answers = new AtomicInteger();
        AtomicInteger tagged = new AtomicInteger();
        // Each write waits for a query to start after it, so writes and queries interleave however fast
        // either runs: every one of the WRITES versions is raced by a query.
        Semaphore queryStarted = new Semaphore(0);
        Pattern versionTag = Pattern.compile("\\bV(\\d+)\\b");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            Future<?> writer = pool.submit(() -> {
                for (int v = 1; v <= WRITES; v++) {
                    Integer version = v % 7 == 0 ? null : v;
                    Write write = new Write(System.nanoTime(), version);
                    writes.add(write);
                    if (version == null) {
                        corpus.delete(CURIE);
                    } else {
                        corpus.put(CURIE, ("Marie Curie V%d was born in Warsaw. Marie Curie V%d worked on Radium "
                                + "with Pierre Curie. Pierre Curie V%d and Marie Curie shared the Nobel Prize.")
                                .formatted(v, v, v));
                    }
                    write.end = System.nanoTime();
                    queryStarted.drainPermits();
                    assertTrue(queryStarted.tryAcquire(60, TimeUnit.SECONDS), "no query started after write " + v);
                }
                writing.set(false);
                return null;
            });
            List<Future<?>> readers = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                String question = List.of(QUESTION, "When was Marie Curie born?", "What are the main themes across these documents?").get(r);
                readers.add(pool.submit(() -> {
                    while (writing.get()) {
                        long start = System.nanoTime();
                        Answer answer;
                        queryStarted.release();
                        try {
                            answer = service.ask(QueryRequest.of(C, question));
                        } catch (ConcurrentUpdateException | UnknownCollectionException e) {
                            continue;
                        }
                        long end = System.nanoTime();
                        answers.incrementAndGet();
                        Matcher m = versionTag.matcher(shown(answer));
                        if (m.find()) {
                            tagged.incrementAndGet();
                            m.reset();
                        }
                        while (m.find()) {
                            int v = Integer.parseInt(m.group(1));
                            assertTrue(wasCurrentDuring(List.copyOf(writes), v, start, end),
                                    "version " + v + " was not current during the query:\n" + shown(answer));
                        }
                    }
                    return null;
                }));
            }
            writer.get(120, TimeUnit.SECONDS);
            for (Future<?> reader : readers) {
                reader.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(tagged.get() > 0, "some of the " + answers.get() + " answers used the racing document");
        assertNoStaleSummarySurvives();
    }

    /** A write of the racing test; {@code version} null for a delete. */
    private static final class Write {
        final long start;
        final Integer version;
        volatile long end = Long.MAX_VALUE;

        Write(long start, Integer version) {
            this.start = start;
            this.version = version;
        }
    }

    /** Version {@code v} may have been visible from the start of its write to the end of the next write. */
    private static boolean wasCurrentDuring(List<Write> writes, int v, long start, long end) {
        for (int i = 0; i < writes.size(); i++) {
            Write w = writes.get(i);
            if (w.version != null && w.version == v) {
                long visibleTo = i + 1 < writes.size() ? writes.get(i + 1).end : Long.MAX_VALUE;
                return w.start <= end && visibleTo >= start;
            }
        }
        return false;
    }
}
