package dev.lazygraph.core.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.CommunityUse;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.testing.SampleCorpus;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * A hidden document weighs in nowhere, on any store (the core test-jar ships it; the embedded and DynamoDB modules
 * run it on SQLite and dynalite): a caller's answers from a store that also holds documents the caller may not
 * read are, field for field, the answers of a store holding only what the caller may read. Store A holds the
 * public documents and the hidden ones of {@link ReadScopeContract} (groups {@code hr}, {@code legal}, both),
 * which share the public documents' words and names, so they would move BM25's idf and length normalisation, the
 * concept counts, the walk's and the communities' weights if any of it were counted. For each caller a store B
 * holds exactly what that caller may read (same keys, texts, groups and tags). Search (hits and their scores), the
 * three routes, extractive and through an LLM, with the answer graph, with and without a filter, cold and warm
 * after the owner filled the shared caches by asking the same extractively: equal to the last digit. (Only the cost
 * report and whether a summary came from the cache may differ: they tell what was asked before. LLM work the
 * owner cached is left out: a cached relevance verdict is charged its share of the batch that bought it, so where
 * a small budget runs out may depend on what others asked, docs/permissions.md.)
 */
public abstract class HiddenDocumentsContract {
    private static final String C = ReadScopeContract.C;
    private static final IngestConfig INGEST = new IngestConfig(IngestConfig.DEFAULT_MAX_DOCUMENT_BYTES, 20, 0);

    /** Every route, with the answer graph, unfiltered and filtered by key prefix and by tag. */
    private static final List<QueryRequest> QUESTIONS = questions();

    /** A store with its summary and verdict caches. */
    public record Stores(GraphStore graph, SummaryCache summaries, VerdictCache verdicts) {
    }

    /** New, empty stores, independent of every other this returned. */
    protected abstract Stores newStores();

    private static List<QueryRequest> questions() {
        List<QueryRequest> asked = new ArrayList<>(ReadScopeContract.QUESTIONS);
        asked.add(new QueryRequest(C, "Who studied at the Sorbonne in Paris?", null, null, null, null, true));
        return asked;
    }

    private static final List<DocumentFilter> FILTERS = List.of(DocumentFilter.NONE,
            DocumentFilter.parse(List.of("key^=physics/", "key^=hr/")), DocumentFilter.parse(List.of("field=physics")));

    @Test
    void aCallersAnswersEqualThoseOfAStoreWithoutTheDocumentsHiddenFromThem() throws Exception {
        // The callers share nothing (each has a store of everything and one of what it may read of its own), so
        // each caller's questions run on a thread of their own: on a remote store most of a question is waiting for
        // replies. The stores are made and filled first, one after another (newStores need not be thread-safe).
        List<Callable<Void>> callers = new ArrayList<>();
        List<Services> opened = new ArrayList<>();
        try {
            for (Caller caller : List.of(Caller.ANONYMOUS, ReadScopeContract.HR, ReadScopeContract.LEGAL)) {
                Services a = new Services(stored(key -> true));
                opened.add(a);
                Services b = new Services(stored(key -> ReadScopeContract.readable(caller, key)));
                opened.add(b);
                callers.add(() -> {
                    assertAnswersAlike(caller, a, b);
                    return null;
                });
            }
            runAllThenRethrowTheFirstFailure(callers);
        } finally {
            opened.forEach(Services::close);
        }
    }

    /** {@code caller}'s answers from {@code a} (every document) equal those from {@code b} (what it may read). */
    private static void assertAnswersAlike(Caller caller, Services a, Services b) {
        // The owner asks first: the shared caches then hold what was built from every document.
        a.askAll(ReadScope.EVERYTHING, false);
        b.askAll(ReadScope.EVERYTHING, false);
        for (DocumentFilter filter : FILTERS) {
            ReadScope scope = new ReadScope(caller, filter);
            // Filtered questions once, extractively (what the filter changes is the scope, not the caches).
            boolean unfiltered = filter.isNone();
            for (String round : unfiltered ? List.of("cold", "warm") : List.of("cold")) {
                Map<String, String> fromA = a.askAll(scope, unfiltered);
                Map<String, String> fromB = b.askAll(scope, unfiltered);
                for (String what : fromB.keySet()) {
                    assertEquals(fromB.get(what), fromA.get(what), caller + " " + filter.terms() + " " + round
                            + " " + what);
                }
            }
        }
    }

    /** Runs every task at once and waits for all; the first failure is thrown, the others suppressed in it. */
    private static void runAllThenRethrowTheFirstFailure(List<Callable<Void>> tasks) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(tasks.size());
        try {
            Throwable first = null;
            for (Future<Void> task : threads.invokeAll(tasks)) {
                try {
                    task.get();
                } catch (ExecutionException e) {
                    if (first == null) {
                        first = e.getCause();
                    } else {
                        first.addSuppressed(e.getCause());
                    }
                }
            }
            if (first instanceof Error error) {
                throw error;
            }
            if (first instanceof Exception exception) {
                throw exception;
            }
        } finally {
            threads.shutdownNow();
        }
    }

    /** The check can fail: the owner, who reads the hidden documents, gets other scores from A than from B. */
    @Test
    void theHiddenDocumentsDoWeighInForWhoeverMayReadThem() {
        Stores everything = stored(key -> true);
        Stores readable = stored(key -> ReadScopeContract.readable(Caller.ANONYMOUS, key));
        try (Services a = new Services(everything); Services b = new Services(readable)) {
            String question = ReadScopeContract.QUESTIONS.get(0).question();
            String fromA = a.extractive.search(C, question, 100, ReadScope.EVERYTHING).toString();
            String fromB = b.extractive.search(C, question, 100, ReadScope.EVERYTHING).toString();
            assertNotEquals(fromB, fromA);
        }
    }

    private Stores stored(Predicate<String> holds) {
        Stores stores = newStores();
        IngestService ingest = new IngestService(INGEST, SharedAnalyzer.get(), stores.graph(),
                DerivedCaches.of(stores.summaries(), stores.verdicts()));
        Map<String, DocumentMetadata> documents = new LinkedHashMap<>();
        SampleCorpus.DOCUMENTS.forEach((key, text) -> documents.put(key,
                DocumentMetadata.of(List.of(), Map.of("field", key.substring(0, key.indexOf('/'))))));
        ReadScopeContract.HIDDEN.forEach((key, text) -> documents.put(key,
                DocumentMetadata.of(List.copyOf(ReadScopeContract.GROUPS.get(key)), Map.of("field", "physics"))));
        Map<String, String> texts = new LinkedHashMap<>(SampleCorpus.DOCUMENTS);
        texts.putAll(ReadScopeContract.HIDDEN);
        documents.forEach((key, metadata) -> {
            if (holds.test(key)) {
                assertFalse(ingest.ingest(new SourceDocument(new DocumentId(C, key), null,
                        texts.get(key).getBytes(StandardCharsets.UTF_8), metadata)).isRejected(), key);
            }
        });
        return stores;
    }

    /** One store's query services: extractive, and through the fake LLM (which finds London and the Sorbonne). */
    private static final class Services implements AutoCloseable {
        final QueryService extractive;
        final QueryService withLlm;

        Services(Stores stores) {
            extractive = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), stores.graph(),
                    stores.summaries(), stores.verdicts(), Optional.empty());
            withLlm = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), stores.graph(),
                    stores.summaries(), stores.verdicts(), Optional.of(new FakeLanguageModel("London")));
        }

        /**
         * What -> the reply, every question searched and asked on every route (through the LLM too when
         * {@code withLlm}), everything of an answer but its cost.
         */
        Map<String, String> askAll(ReadScope scope, boolean alsoWithLlm) {
            Map<String, String> replies = new LinkedHashMap<>();
            for (QueryRequest question : QUESTIONS) {
                replies.put("search " + question.question(),
                        extractive.search(C, question.question(), 100, scope).toString());
                for (Route route : Route.values()) {
                    QueryRequest asked = question.withRoute(route).withScope(scope);
                    replies.put("extractive " + route + " " + question.question(), withoutCacheState(extractive.ask(asked)));
                    if (alsoWithLlm) {
                        replies.put("llm " + route + " " + question.question(), withoutCacheState(withLlm.ask(asked)));
                    }
                }
            }
            return replies;
        }

        /**
         * The answer but its cost and whether each summary came from the cache: those tell what was asked before
         * (by anyone, of the same public sources), not what a hidden document holds.
         */
        private static String withoutCacheState(Answer answer) {
            List<CommunityUse> communities = answer.communities().stream().map(c -> new CommunityUse(c.id(),
                    c.level(), c.concepts(), c.summary(), false)).toList();
            return new Answer(answer.question(), answer.route(), answer.routeReason(), answer.found(), answer.text(),
                    answer.citations(), answer.furtherSources(), communities, null, answer.warnings(),
                    answer.graph()).toString();
        }

        @Override
        public void close() {
            extractive.close();
            withLlm.close();
        }
    }

}
