package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A question spanning two pages of a generated manual: the page the question describes names the error, the
 * page of result codes gives its number. Other pages talk about result codes and inserts too; only the one the
 * best quote's bridge ("QUILL_FULL") leads to is the follow-up.
 */
class FollowUpSearchTest {
    private static final String C = "manual";
    private static final String QUESTION = "The ledger page says an insert fails with a particular error once the "
            + "largest possible row number has been used. What is that error's numeric result code?";

    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final TextAnalyzer analyzer = SharedAnalyzer.get();
    private final ChunkRanker ranker = new ChunkRanker(QueryConfig.defaults());

    @BeforeEach
    void manual() {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache());
        put(ingest, "ledger.html", "<h1>Ledgers</h1><p>Each row of a ledger gets a row number one larger than the "
                + "largest used before. If the largest possible row number has been used, an insert fails with a "
                + "QUILL_FULL error.</p>");
        put(ingest, "codes.html", "<h1>Result codes</h1><dl><dt>(13) QUILL_FULL</dt><dd><p>The QUILL_FULL result "
                + "code says that a write could not complete because the ledger or the disk is full.</p></dd>"
                + "<dt>(5) QUILL_BUSY</dt><dd><p>The QUILL_BUSY result code says that another connection holds "
                + "the ledger.</p></dd></dl>");
        put(ingest, "errors.html", "<h1>Errors</h1><p>Every call returns a numeric result code. A result code of "
                + "zero means success; the extended result codes say more about the error.</p>");
        put(ingest, "insert.html", "<h1>INSERT</h1><p>An insert adds rows to a ledger. An insert that breaks a "
                + "constraint fails and the error names the constraint.</p>");
    }

    private static void put(IngestService ingest, String key, String html) {
        ingest.ingest(new SourceDocument(new DocumentId(C, key), null, html.getBytes(StandardCharsets.UTF_8)));
    }

    private List<IndexedChunk> follow(List<String> firstHopKeys, int followUps) {
        GraphView view = new GraphView(store, C, ReadScope.EVERYTHING);
        List<String> ids = firstHopKeys.stream().map(key -> store.document(new DocumentId(C, key)).orElseThrow())
                .map(d -> Chunk.idOf(d.id(), d.revision(), 0)).toList();
        List<IndexedChunk> firstHop = List.copyOf(view.chunks(ids).values());
        QuestionWeights weights = QuestionWeights.of(view, Question.read(QUESTION, analyzer));
        return new FollowUpSearch(analyzer, ranker, followUps)
                .follow(view, QUESTION, weights, firstHop, SiteRepeats.in(view, firstHop));
    }

    @Test
    void theBestQuotesBridgeLeadsToThePageThatAnswers() {
        List<IndexedChunk> found = follow(List.of("ledger.html"), 1);
        assertEquals(List.of("codes.html"), found.stream().map(c -> c.chunk().document().key()).toList());
    }

    @Test
    void documentsTheFirstSearchReachedAreNeverFollowUps() {
        List<IndexedChunk> found = follow(List.of("ledger.html", "codes.html"), 2);
        assertTrue(found.stream().noneMatch(c -> List.of("ledger.html", "codes.html")
                .contains(c.chunk().document().key())), found.toString());
    }
}
