package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.graph.QuestionWeights;
import dev.lazygraph.core.query.graph.SiteRepeats;
import dev.lazygraph.core.query.passage.PassageRanker;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The extractive answer over two pages that say the same sentence, one of them with its source's markup. */
class ExtractiveAnswerTest {
    private static final String C = "manual";

    @Test
    void aSentenceSaidTwiceOnceWithMarkupIsQuotedOnce() {
        InMemoryGraphStore store = new InMemoryGraphStore();
        TextAnalyzer analyzer = SharedAnalyzer.get();
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache());
        String sentence = "A bounded tallyqueue keeps only the newest items and drops the oldest ones from the far end";
        ingest.ingest(page("guide/tallyqueue.html", "<h1>Tally queues</h1><p>" + sentence + ".</p><p>A tallyqueue "
                + "is safe to share between threads of one process.</p>"));
        ingest.ingest(page("reference/tallyqueue.html", "<h1>Tallyqueue reference</h1><p>"
                + sentence.replace("A bounded tallyqueue", "A bounded :class:`tallyqueue`") + ".</p><p>Its length "
                + "is given when the tallyqueue is created and never changes afterwards.</p>"));
        GraphView view = new GraphView(store, C, ReadScope.EVERYTHING);
        List<IndexedChunk> chunks = new ArrayList<>();
        for (String key : List.of("guide/tallyqueue.html", "reference/tallyqueue.html")) {
            var record = store.document(new DocumentId(C, key)).orElseThrow();
            chunks.addAll(view.chunks(List.of(Chunk.idOf(record.id(), record.revision(), 0))).values());
        }
        String question = "Which items does a bounded tallyqueue keep, and which ones does it drop?";
        QuestionWeights weights = QuestionWeights.of(view, Question.read(question, analyzer));
        Evidence evidence = new Evidence(question, weights, chunks, chunks, List.of(), List.of(), Chunk::text,
                SiteRepeats.in(view, chunks), new PassageRanker(analyzer).rank(chunks, weights));

        String answer = new ExtractiveAnswer(analyzer, 5).write(evidence).text();

        assertEquals(1, answer.split("drops the oldest ones", -1).length - 1, "quoted once: " + answer);
    }

    private static SourceDocument page(String key, String html) {
        return new SourceDocument(new DocumentId(C, key), null, html.getBytes(StandardCharsets.UTF_8));
    }
}
