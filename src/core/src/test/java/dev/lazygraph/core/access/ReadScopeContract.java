package dev.lazygraph.core.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.SearchHit;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.testing.SampleCorpus;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What permissions and scoped questions promise, on any store (the core test-jar ships it; the embedded and
 * DynamoDB modules run it on SQLite and dynalite). A collection holds public documents, documents of group
 * {@code hr}, of group {@code legal} and of both; each hidden document shares the public ones' names (Marie
 * Curie, Charles Babbage, the Sorbonne) so that it would be ranked, walked to, tested and summarized if the
 * view let it through, and holds words found nowhere else (its markers). Callers in different groups ask the
 * same questions on every route, cold and warm, in both orders, extractively and through an LLM (whose caches
 * of verdicts, summaries and answers are shared by all callers): no answer holds, in any field (text,
 * citations, further sources, communities and their summaries, the graph's concepts, warnings), a marker or a
 * key of a document its caller may not read.
 */
public abstract class ReadScopeContract {
    protected static final String C = "scoped";
    private static final IngestConfig INGEST = new IngestConfig(IngestConfig.DEFAULT_MAX_DOCUMENT_BYTES, 20, 0);

    static final String HR_KEY = "hr/curie-bonus.txt";
    static final String LEGAL_KEY = "legal/babbage-dispute.txt";
    static final String BOTH_KEY = "board/vantorel-merger.txt";
    static final Map<String, String> HIDDEN = Map.of(
            HR_KEY, "Marie Curie received the Zorvex bonus from the Sorbonne in Paris. The Zorvex bonus of Marie Curie "
                    + "was approved by Pierre Curie. Quenneville audited the Zorvex bonus of Marie Curie.",
            LEGAL_KEY, "Charles Babbage sued the Quillmark foundry over the Analytical Engine in London. The Quillmark "
                    + "dispute of Charles Babbage ended in London. Ada Lovelace testified in the Quillmark dispute.",
            BOTH_KEY, "The Vantorel merger joined the Sorbonne and the Science Museum in London. Marie Curie and "
                    + "Charles Babbage signed the Vantorel merger.");
    static final Map<String, Set<String>> GROUPS = Map.of(HR_KEY, Set.of("hr"), LEGAL_KEY, Set.of("legal"),
            BOTH_KEY, Set.of("hr", "legal"));
    /** Words each hidden document alone holds (lower case). */
    static final Map<String, List<String>> MARKERS = Map.of(HR_KEY, List.of("zorvex", "quenneville"),
            LEGAL_KEY, List.of("quillmark"), BOTH_KEY, List.of("vantorel"));

    static final Caller HR = Caller.inGroups(List.of("hr"));
    static final Caller LEGAL = Caller.inGroups(List.of("legal"));

    /** Questions about hidden documents that name none of their markers: an answer can only hold one if leaked. */
    static final List<QueryRequest> QUESTIONS = List.of(
            new QueryRequest(C, "Who received the bonus from the Sorbonne?", Route.BASIC, null, null, null, true),
            new QueryRequest(C, "Who did Charles Babbage sue over the Analytical Engine?", Route.BASIC, null, null,
                    null, true),
            new QueryRequest(C, "How did Marie Curie work with Pierre Curie at the Sorbonne?", Route.LOCAL, null, null,
                    null, true),
            new QueryRequest(C, "How is Charles Babbage related to Ada Lovelace and the foundry dispute?",
                    Route.LOCAL, null, null, null, true),
            new QueryRequest(C, "Which merger did Marie Curie and Charles Babbage sign?", Route.LOCAL, null, null,
                    null, true),
            new QueryRequest(C, "What are the main themes across these documents?", Route.GLOBAL, null, null, null,
                    true));

    /** A new, empty graph store; its caches come from {@link #newSummaryCache} and {@link #newVerdictCache}. */
    protected abstract GraphStore newStore();

    protected abstract SummaryCache newSummaryCache();

    protected abstract VerdictCache newVerdictCache();

    private GraphStore store;
    private IngestService ingest;
    private QueryService extractive;
    private QueryService withLlm;

    @BeforeEach
    void ingestTheCollection() {
        store = newStore();
        SummaryCache summaries = newSummaryCache();
        VerdictCache verdicts = newVerdictCache();
        ingest = new IngestService(INGEST, SharedAnalyzer.get(), store, DerivedCaches.of(summaries, verdicts));
        SampleCorpus.DOCUMENTS.forEach((key, text) -> put(key, text,
                DocumentMetadata.of(List.of(), Map.of("field", key.substring(0, key.indexOf('/'))))));
        HIDDEN.forEach((key, text) -> put(key, text, DocumentMetadata.ofGroups(GROUPS.get(key))));
        extractive = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, summaries, verdicts,
                Optional.empty());
        // The fake LLM finds an excerpt relevant when it names the Sorbonne or London: hidden ones all do.
        withLlm = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, summaries, verdicts,
                Optional.of(new FakeLanguageModel("London")));
    }

    @AfterEach
    void close() {
        extractive.close();
        withLlm.close();
    }

    private IngestOutcome put(String key, String text, DocumentMetadata metadata) {
        IngestOutcome outcome = ingest.ingest(new SourceDocument(new DocumentId(C, key), null,
                text.getBytes(StandardCharsets.UTF_8), metadata));
        assertFalse(outcome.isRejected(), outcome.toString());
        return outcome;
    }

    @Test
    void callersInDifferentGroupsGetAnswersBuiltOnlyFromWhatTheyMayReadInEitherOrder() {
        // The second order starts with the owner, who reads everything: the shared caches then hold summaries,
        // verdicts and answers built from every hidden document before the others ask.
        for (List<Caller> order : List.of(List.of(HR, LEGAL, Caller.ANONYMOUS),
                List.of(Caller.OWNER, LEGAL, Caller.ANONYMOUS, HR))) {
            for (QueryService service : List.of(extractive, withLlm)) {
                for (Caller caller : order) {
                    for (QueryRequest question : QUESTIONS) {
                        for (String round : List.of("cold", "warm")) {
                            Answer answer = service.ask(question.withScope(ReadScope.of(caller)));
                            assertOnlyReadable(caller, answer, round + " " + question.question());
                        }
                    }
                }
            }
        }
    }

    @Test
    void aCallerFindsWhatTheirGroupMayReadAndNothingElse() {
        Answer hr = withLlm.ask(QUESTIONS.get(0).withScope(ReadScope.of(HR)));
        assertTrue(hr.found(), hr.text());
        assertTrue(keys(hr).contains(HR_KEY), "hr reads its own document: " + hr.citations());

        Answer legal = withLlm.ask(QUESTIONS.get(0).withScope(ReadScope.of(LEGAL)));
        assertOnlyReadable(LEGAL, legal, "after hr asked");
        // A name only a hidden document holds is unknown to whoever may not read it: not found, citing nothing of it.
        QueryRequest auditor = new QueryRequest(C, "What did Quenneville audit?", Route.BASIC, null, null, null, true);
        assertTrue(withLlm.ask(auditor.withScope(ReadScope.of(HR))).found());
        Answer unknownToLegal = withLlm.ask(auditor.withScope(ReadScope.of(LEGAL)));
        assertFalse(unknownToLegal.found(), "for legal no document mentions Quenneville: " + unknownToLegal.text());
        keys(unknownToLegal).forEach(key -> assertTrue(readable(LEGAL, key), "legal: cited " + key));

        Answer both = extractive.ask(QUESTIONS.get(1).withScope(ReadScope.of(Caller.inGroups(List.of("legal", "x")))));
        assertTrue(keys(both).contains(LEGAL_KEY), "a caller in any of a document's groups reads it");
        assertTrue(extractive.search(C, "Vantorel merger", 10, ReadScope.of(HR)).stream()
                .anyMatch(hit -> hit.chunk().document().key().equals(BOTH_KEY)));
        assertTrue(extractive.search(C, "Vantorel merger", 10, ReadScope.of(Caller.ANONYMOUS)).stream()
                .noneMatch(hit -> hit.chunk().document().key().equals(BOTH_KEY)));
    }

    @Test
    void searchAndRankingNeverReturnAChunkTheCallerMayNotRead() {
        for (Caller caller : List.of(HR, LEGAL, Caller.ANONYMOUS)) {
            for (QueryRequest question : QUESTIONS) {
                for (SearchHit hit : extractive.search(C, question.question(), 100, ReadScope.of(caller))) {
                    String key = hit.chunk().document().key();
                    assertTrue(readable(caller, key), caller + " got " + key);
                    assertNoMarker(caller, hit.toString(), question.question());
                }
            }
        }
    }

    @Test
    void aDocumentWhoseGroupsChangeIsCheckedAgainAtItsNewRevision() {
        ReadScope hr = ReadScope.of(HR);
        ReadScope legal = ReadScope.of(LEGAL);
        for (QueryService service : List.of(extractive, withLlm)) {
            assertTrue(keys(service.ask(QUESTIONS.get(0).withScope(hr))).contains(HR_KEY));
            service.ask(QUESTIONS.get(2).withScope(hr));
        }
        IngestOutcome moved = put(HR_KEY, HIDDEN.get(HR_KEY), DocumentMetadata.ofGroups(List.of("legal")));
        assertEquals(IngestOutcome.Status.REPLACED, moved.status(), "new groups are a new revision of the same text");

        for (QueryService service : List.of(extractive, withLlm)) {
            for (QueryRequest question : QUESTIONS) {
                Answer forHr = service.ask(question.withScope(hr));
                assertFalse(forHr.toString().toLowerCase(Locale.ROOT).contains("zorvex"),
                        "hr no longer reads the bonus, nor anything cached from it: " + forHr);
                assertFalse(keys(forHr).contains(HR_KEY));
            }
            Answer forLegal = service.ask(QUESTIONS.get(0).withScope(legal));
            assertTrue(keys(forLegal).contains(HR_KEY), "legal now reads it: " + forLegal.citations());
            assertTrue(forLegal.citations().stream().filter(c -> c.documentKey().equals(HR_KEY))
                    .allMatch(c -> c.revision().equals(moved.revision())), "at its new revision");
        }
    }

    @Test
    void aFilterRestrictsTheQuestionToExactlyTheDocumentsItSelects() {
        String question = "Who was born in London or Paris and worked on the Analytical Engine or Radium?";
        List<SearchHit> all = extractive.search(C, question, 100, ReadScope.EVERYTHING);
        Set<String> everyKey = new TreeSet<>();
        all.forEach(hit -> everyKey.add(hit.chunk().document().key()));
        assertTrue(everyKey.containsAll(List.of("physics/curie.txt", "computing/babbage.txt", HR_KEY, LEGAL_KEY)),
                everyKey.toString());

        Map<DocumentFilter, List<String>> selects = new LinkedHashMap<>();
        selects.put(DocumentFilter.parse(List.of("key^=physics/")), List.of("physics/"));
        selects.put(DocumentFilter.parse(List.of("key^=physics/", "key^=hr/")), List.of("physics/", "hr/"));
        selects.put(DocumentFilter.parse(List.of("field=computing")), List.of("computing/"));
        selects.put(DocumentFilter.parse(List.of("field=computing", "field=physics")), List.of("computing/", "physics/"));
        selects.put(DocumentFilter.parse(List.of("key^=computing/b", "field=computing")), List.of("computing/b"));
        selects.put(DocumentFilter.parse(List.of("key^=hr/", "field=physics")), List.of());
        for (Map.Entry<DocumentFilter, List<String>> filter : selects.entrySet()) {
            Set<String> expected = new TreeSet<>(everyKey.stream()
                    .filter(key -> filter.getValue().stream().anyMatch(key::startsWith)).toList());
            Set<String> found = new TreeSet<>();
            extractive.search(C, question, 100, new ReadScope(Caller.OWNER, filter.getKey()))
                    .forEach(hit -> found.add(hit.chunk().document().key()));
            assertEquals(expected, found, filter.getKey().terms().toString());

            for (QueryRequest asked : QUESTIONS) {
                Answer answer = withLlm.ask(asked.withScope(new ReadScope(Caller.OWNER, filter.getKey())));
                for (String key : keys(answer)) {
                    assertTrue(filter.getValue().stream().anyMatch(key::startsWith), filter.getKey().terms() + " "
                            + asked.question() + " cited " + key);
                }
            }
        }
        Answer hrInPhysics = extractive.ask(QUESTIONS.get(0).withScope(
                new ReadScope(HR, DocumentFilter.parse(List.of("key^=physics/")))));
        assertFalse(keys(hrInPhysics).contains(HR_KEY), "a filter only ever narrows what the caller reads");
    }

    /**
     * A view of a collection in which no document has groups checks nothing it reads; a document given groups
     * while a question is being answered (just after the view took the collection for open) must still never
     * reach a caller outside them: the answer is built again on a view that checks.
     */
    @Test
    void aGroupedDocumentStoredWhileAQuestionIsAnsweredNeverReachesACallerOutsideItsGroups() {
        String open = "open";
        GraphStore raw = newStore();
        IngestService openIngest = new IngestService(INGEST, SharedAnalyzer.get(), raw,
                DerivedCaches.of(newSummaryCache(), newVerdictCache()));
        SampleCorpus.DOCUMENTS.forEach((key, text) -> assertFalse(openIngest.ingest(new SourceDocument(
                new DocumentId(open, key), null, text.getBytes(StandardCharsets.UTF_8), DocumentMetadata.NONE))
                .isRejected()));
        AtomicBoolean raced = new AtomicBoolean();
        GraphStore racing = (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(),
                new Class<?>[] {GraphStore.class}, (proxy, method, args) -> {
                    Object result;
                    try {
                        result = method.invoke(raw, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                    if (method.getName().equals("holdsGroupedDocuments") && !raced.getAndSet(true)) {
                        assertFalse(openIngest.ingest(new SourceDocument(new DocumentId(open, HR_KEY), null,
                                HIDDEN.get(HR_KEY).getBytes(StandardCharsets.UTF_8),
                                DocumentMetadata.ofGroups(GROUPS.get(HR_KEY)))).isRejected());
                    }
                    return result;
                });
        try (QueryService service = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), racing,
                newSummaryCache(), newVerdictCache(), Optional.empty())) {
            Answer answer = service.ask(new QueryRequest(open, "Who received the bonus from the Sorbonne?", Route.BASIC,
                    null, null, null, true).withScope(ReadScope.of(Caller.ANONYMOUS)));
            assertTrue(raced.get(), "the grouped document was stored while the question was answered");
            assertOnlyReadable(Caller.ANONYMOUS, answer, "raced");
            Answer forHr = service.ask(new QueryRequest(open, "Who received the bonus from the Sorbonne?", Route.BASIC,
                    null, null, null, true).withScope(ReadScope.of(HR)));
            assertTrue(keys(forHr).contains(HR_KEY), "hr reads it: " + forHr.citations());
        }
    }

    /** No field of the answer holds a marker or the key of a document {@code caller} may not read. */
    private static void assertOnlyReadable(Caller caller, Answer answer, String what) {
        for (String key : keys(answer)) {
            assertTrue(readable(caller, key), caller + " " + what + ": cited " + key);
        }
        assertNoMarker(caller, answer.toString(), what);
    }

    private static void assertNoMarker(Caller caller, String everything, String what) {
        String text = everything.toLowerCase(Locale.ROOT);
        HIDDEN.keySet().stream().filter(key -> !readable(caller, key)).forEach(key -> {
            assertFalse(text.contains(key), caller + " " + what + ": the key " + key + " in " + everything);
            MARKERS.get(key).forEach(marker -> assertFalse(text.contains(marker),
                    caller + " " + what + ": '" + marker + "' of " + key + " in " + everything));
        });
    }

    static boolean readable(Caller caller, String key) {
        return caller.mayRead(GROUPS.getOrDefault(key, Set.of()));
    }

    private static List<String> keys(Answer answer) {
        List<String> keys = new ArrayList<>();
        Stream.concat(answer.citations().stream(), answer.furtherSources().stream()).map(Citation::documentKey)
                .forEach(keys::add);
        return keys;
    }
}
