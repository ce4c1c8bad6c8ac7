package dev.lazygraph.core.query.answer;

import static dev.lazygraph.core.testing.StoredChunks.sentences;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.llm.ContextTokens;
import dev.lazygraph.core.llm.LanguageModel.Prompt;
import dev.lazygraph.core.llm.LlmSession;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.BudgetPlan;
import dev.lazygraph.core.query.Route;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.community.Community;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.passage.PassageRanker;
import dev.lazygraph.core.query.passage.PassageRankings;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.summary.CachedCompletions;
import dev.lazygraph.core.summary.CommunitySummarizer;
import dev.lazygraph.core.summary.ValidatedSummaryCache;
import dev.lazygraph.core.testing.FakeLanguageModel;
import dev.lazygraph.core.testing.StoredChunks;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What of the evidence reaches the answer prompt: the second hop's passage (the page of result codes the
 * question's error leads to) beside the first hop's, under the term it defines; a paragraph copied into many
 * pages once, so the passage that answers is not crowded out.
 */
class LlmAnswerTest {
    private static final String C = "manual";
    private static final String QUESTION = "The ledger page says an insert fails with a particular error once the "
            + "largest possible row number has been used. What is that error's numeric result code?";

    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final TextAnalyzer analyzer = SharedAnalyzer.get();
    private final ExecutorService executor = Executors.newCachedThreadPool();

    @BeforeEach
    void manual() {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache());
        put(ingest, "ledger.html", "<h1>Ledgers</h1><p>Each row of a ledger gets a row number one larger than the "
                + "largest used before. If the largest possible row number has been used, an insert fails with a "
                + "QUILL_FULL error. An insert into a ledger whose row numbers are all used never reuses a deleted "
                + "row number. The largest possible row number is the largest signed 64-bit integer.</p>");
        put(ingest, "insert.html", "<h1>INSERT</h1><p>An insert adds rows to a ledger. An insert that breaks a "
                + "constraint fails and the error names the constraint. An insert may name the row number of the "
                + "new row. An insert without one gets the next row number of its ledger.</p>");
        put(ingest, "errors.html", "<h1>Errors</h1><p>Every call returns a numeric result code. A result code of "
                + "zero means success; the extended result codes say more about the error. An error's result code "
                + "is also kept by the connection until its next call.</p>");
        put(ingest, "codes.html", "<h1>Result codes</h1><dl><dt>(13) QUILL_FULL</dt><dd><p>The QUILL_FULL result "
                + "code says that a write could not complete because the ledger or the disk is full.</p></dd></dl>");
    }

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    private static void put(IngestService ingest, String key, String html) {
        ingest.ingest(new SourceDocument(new DocumentId(C, key), null, html.getBytes(StandardCharsets.UTF_8)));
    }

    /** The user message of the answer prompt written for the evidence with {@code tokens} for the answer stage. */
    private String prompt(List<String> firstHop, List<String> followUps, int tokens) {
        return prompt(firstHop, followUps, tokens, List.of());
    }

    private String prompt(List<String> firstHop, List<String> followUps, int tokens,
                          List<SummarizedCommunity> communities) {
        GraphView view = new GraphView(store, C, ReadScope.EVERYTHING);
        List<IndexedChunk> first = chunks(view, firstHop);
        List<IndexedChunk> second = chunks(view, followUps);
        List<IndexedChunk> all = new ArrayList<>(first);
        all.addAll(second);
        QuestionWeights weights = QuestionWeights.of(view, Question.read(QUESTION, analyzer));
        Evidence evidence = new Evidence(QUESTION, weights, first, first, second, communities, Chunk::text,
                SiteRepeats.in(view, all), new PassageRanker(analyzer).rank(all, weights));
        FakeLanguageModel model = new FakeLanguageModel("ledger");
        BudgetPlan.RouteBudget plan = new BudgetPlan.RouteBudget(tokens, List.of(BudgetPlan.Share.of(Stage.ANSWER, 1.0)));
        LlmSession session = new LlmSession(model, tokens, plan, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        new LlmAnswer().write(Route.LOCAL, evidence,
                new CachedCompletions(new ValidatedSummaryCache(new InMemorySummaryCache(), store), session, C));
        return model.prompts().stream().filter(p -> p.stage() == Stage.ANSWER).map(Prompt::user)
                .findFirst().orElseThrow();
    }

    private List<IndexedChunk> chunks(GraphView view, List<String> keys) {
        List<String> ids = keys.stream().map(key -> store.document(new DocumentId(C, key)).orElseThrow())
                .map(d -> Chunk.idOf(d.id(), d.revision(), 0)).toList();
        return List.copyOf(view.chunks(ids).values());
    }

    @Test
    void theSecondHopsPassageReachesThePrompt() {
        String user = prompt(List.of("ledger.html", "insert.html", "errors.html"), List.of("codes.html"), 2_000);
        assertTrue(user.contains("(13) QUILL_FULL") && user.contains("The QUILL_FULL result code says"), user);
    }

    @Test
    void aParagraphCopiedIntoManyPagesIsShownOnceAndTheAnsweringPassageReachesThePrompt() {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache());
        String question = "Which river flows through the harbour town of Quillhaven?";
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            String key = "town" + i + ".html";
            keys.add(key);
            put(ingest, key, "<h1>Quillhaven " + i + "</h1><p>The harbour town of Quillhaven, founded by fishermen "
                    + "from the northern islands in the year 13" + i + "0, grew around a sheltered bay where the old "
                    + "town walls, the market square and the lighthouse still stand beside the quay today. The "
                    + "harbour town of Quillhaven held its first fair of boats in 14" + i + "0, when the fishermen "
                    + "of the town and of the islands met on the quay beside the market square for a week. The "
                    + "town of Quillhaven also keeps a harbour museum of boats, nets and maps of the bay.</p>");
        }
        put(ingest, "brenne.html", "<h1>Brenne</h1><p>The Brenne is a river that flows through Quillhaven.</p>");
        keys.add("brenne.html");
        GraphView view = new GraphView(store, C, ReadScope.EVERYTHING);
        List<IndexedChunk> top = new ArrayList<>();
        for (String key : keys) {
            top.addAll(chunks(view, List.of(key)));
        }
        QuestionWeights weights = QuestionWeights.of(view, Question.read(question, analyzer));
        Evidence evidence = new Evidence(question, weights, top, top, List.of(), List.of(), Chunk::text,
                SiteRepeats.in(view, top), new PassageRanker(analyzer).rank(top, weights));
        FakeLanguageModel model = new FakeLanguageModel("the Brenne");
        BudgetPlan.RouteBudget plan = BudgetPlan.DEFAULT.of(Route.BASIC);
        LlmSession session = new LlmSession(model, plan.tokens(), plan, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        new LlmAnswer().write(Route.BASIC, evidence,
                new CachedCompletions(new ValidatedSummaryCache(new InMemorySummaryCache(), store), session, C));
        String user = model.prompts().stream().filter(p -> p.stage() == Stage.ANSWER).map(Prompt::user)
                .findFirst().orElseThrow();

        assertTrue(user.contains("The Brenne is a river that flows through Quillhaven."), user);
        int shown = 0;
        for (int i = 0; i < 7; i++) {
            shown += user.contains("in the year 13" + i + "0") ? 1 : 0;
        }
        assertEquals(1, shown, "the copied town paragraph is shown once: " + user);
    }

    @Test
    void theLlmReadsTheTopChunksFurtherPassageWhichTheQuotesRankingPutsBelowLowerChunks() {
        StoredChunks pages = new StoredChunks(C);
        String question = "How many hours does a lamp wick of braided cotton burn?";
        IndexedChunk top = pages.firstChunk("wicks.html", "<h1>Wicks</h1><p>A lamp wick of braided cotton is cut "
                + "from a cotton braid and set in the lamp's burner, where a wick of braided cotton draws the oil up. "
                + sentences("braid", 14) + "</p><p>Its flame lasts forty hours before the next trim. "
                + sentences("flame", 14) + "</p>");
        List<IndexedChunk> pool = new ArrayList<>(List.of(top));
        for (int i = 0; i < 16; i++) {
            pool.add(pages.firstChunk("lamp" + i + ".html", "<h1>Lamp " + i + "</h1><p>The lamp of hall " + i
                    + " burns for hours on a wick of braided cotton, and its lamp wick is braided cotton as well. "
                    + sentences("hall" + i, 10) + "</p>"));
        }
        GraphView view = new GraphView(pages.store(), C, ReadScope.EVERYTHING);
        QuestionWeights weights = QuestionWeights.of(view, Question.read(question, analyzer));
        PassageRankings rankings = new PassageRanker(analyzer).rankings(pool, weights, Optional.empty());
        Evidence evidence = new Evidence(question, weights, pool, pool, List.of(), List.of(), Chunk::text,
                SiteRepeats.in(view, pool), rankings.byPassage(), rankings.byChunk());
        FakeLanguageModel model = new FakeLanguageModel("forty hours");
        BudgetPlan.RouteBudget plan = new BudgetPlan.RouteBudget(40_000, List.of(BudgetPlan.Share.of(Stage.ANSWER, 1.0)));
        LlmSession session = new LlmSession(model, plan.tokens(), plan, Duration.ofSeconds(30), Clock.systemUTC(), executor, false);
        new LlmAnswer().write(Route.BASIC, evidence,
                new CachedCompletions(new ValidatedSummaryCache(new InMemorySummaryCache(), store), session, C));
        String user = model.prompts().stream().filter(p -> p.stage() == Stage.ANSWER).map(Prompt::user)
                .findFirst().orElseThrow();

        assertTrue(evidence.passages().stream().limit(Evidence.QUOTED_PASSAGES)
                .noneMatch(p -> p.passage().text().contains("forty hours")), "the quote's passages stay as ranked");
        assertTrue(user.contains("Its flame lasts forty hours"), user);
    }

    @Test
    void aLargeShareStillHoldsTheContextToItsTokensAndFillsThem() {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache());
        String[] words = {"amber", "basalt", "cedar", "delta", "ember", "fjord", "garnet", "heron", "indigo", "juniper",
                "kestrel", "lagoon", "marble", "nettle"};
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            String key = w + ".html";
            keys.add(key);
            StringBuilder code = new StringBuilder();
            for (int line = 0; line < 12; line++) {
                code.append(w).append("_ledger.insert(row={'").append(w.substring(0, 3)).append(line).append("': ")
                        .append(line * 31 + i).append("}, retry=[").append(line * 7 + i).append("]) // ")
                        .append(words[(i + line) % words.length]).append('\n');
            }
            put(ingest, key, "<h1>The " + w + " ledger</h1><p>An insert into the " + w + " ledger fails with the "
                    + "QUILL_FULL error once the largest possible row number has been used; the " + w + " numeric "
                    + "result code is returned by every " + w + " call.</p><pre>" + code + "</pre><p>The " + w
                    + " result code is kept by the " + w + " connection until its next call.</p>");
        }
        String user = prompt(keys, List.of(), 40_000);
        int tokens = ContextTokens.count(user);
        assertTrue(tokens <= LlmAnswer.CONTEXT_TOKENS,
                "the context holds " + tokens + " tokens: " + user);
        assertTrue(tokens > LlmAnswer.CONTEXT_TOKENS * 19 / 20, "and uses its room: " + tokens);
    }

    @Test
    void longSummariesTakeAQuarterOfTheContextAndTheAnsweringPassagesKeepTheRest() {
        List<SummarizedCommunity> communities = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            StringBuilder text = new StringBuilder();
            for (int sentence = 0; sentence < 12; sentence++) {
                text.append("Community ").append(i).append(" gathers ledgers, inserts and result codes of release ")
                        .append(i * 100 + sentence).append(", which the pages describe at length. ");
            }
            communities.add(new SummarizedCommunity(new Community(String.valueOf(i), 0, List.of("ledger"),
                    List.of(), 1.0 / i, List.of()), new CommunitySummarizer.Result(text.toString(), List.of(),
                    "llm", false, true)));
        }
        String user = prompt(List.of("ledger.html", "insert.html", "errors.html"), List.of("codes.html"), 40_000,
                communities);

        int tokens = ContextTokens.count(user);
        assertTrue(tokens <= LlmAnswer.CONTEXT_TOKENS,
                "the context holds " + tokens + " tokens: " + user);
        int summaries = user.indexOf("Excerpts:");
        assertTrue(ContextTokens.count(user.substring(0, summaries)) <= LlmAnswer.SUMMARY_TOKENS + 40,
                "summaries and question within their share: " + user);
        assertTrue(user.contains("<data id=\"summary 1\">"), "the best summary is kept: " + user);
        assertTrue(user.contains("The QUILL_FULL result code says"), "the answering passage is read: " + user);
    }
}
