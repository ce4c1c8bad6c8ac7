package dev.lazygraph.core.query.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.embed.TextEmbedder;
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
import java.util.Optional;
import java.util.Set;
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

        String answer = new ExtractiveAnswer(analyzer, 5, Optional.empty()).write(evidence).text();

        assertEquals(1, answer.split("drops the oldest ones", -1).length - 1, "quoted once: " + answer);
    }

    @Test
    void aLineOfVersionHistoryIsNoAnswerToWhatSomethingDoes() {
        String answer = answer("api/resolver.html", "<h1>Resolver</h1><h2>new Resolver([options])</h2><table>"
                + "<tr><th>Version</th><th>Changes</th></tr>"
                + "<tr><td>v16.7.0</td><td>The resolver options object now accepts a tries option.</td></tr>"
                + "<tr><td>v12.18.3</td><td>The resolver constructor now accepts an options object.</td></tr></table>"
                + "<p>Added in: v8.3.0</p><p>A new resolver accepts two options: timeout, the query timeout in "
                + "milliseconds, and tries, the number of attempts made before giving up.</p>",
                "Which options does the constructor of a new resolver accept?");

        List<String> lines = answer.lines().toList();
        assertTrue(lines.get(0).contains("the number of attempts"), "the first quote says what the options are: "
                + answer);
        assertFalse(answer.contains("Added in"), "no line that is only version history: " + answer);
        assertTrue(lines.stream().skip(1).noneMatch(line -> line.contains("the number of attempts")),
                "a change note comes after the sentence saying what holds: " + answer);
    }

    @Test
    void aChangeNoteThatSaysWhatHoldsNowAnswersWhenNoPlainSentenceDoes() {
        String answer = answer("library/crate.html", "<h1>crate - packing objects</h1><h2>crate.pack(obj, protocol)"
                + "</h2><p>Packs obj into a byte string that crate.unpack reads back.</p><p>The protocol argument "
                + "picks the packing format that crate writes.</p><p>Changed in version 3.8: The default protocol "
                + "is 4.</p><p>New in version 3.2.</p>",
                "What protocol does crate.pack use by default?");

        assertTrue(answer.lines().findFirst().orElseThrow().contains("Changed in version 3.8: The default protocol is 4."),
                answer);
        assertFalse(answer.contains("New in version 3.2"), "a line of history alone is no quote: " + answer);
    }

    @Test
    void aDefinitionsSentenceGivingTheAskedDefaultLeadsThoughItRepeatsNoWordOfTheQuestion() {
        String answer = answer("config/gateway.html", "<h1>The Gateway component</h1><dl>"
                + "<dt>maxWidgetCount</dt><dd><p>The maximum total number of request widgets a gateway parses from "
                + "the query string and the request body of one request. Widgets beyond it are silently ignored. "
                + "If not specified, a default of 7300 is used.</p></dd>"
                + "<dt>maxPayloadSize</dt><dd><p>The maximum size in bytes of a request body the gateway parses for "
                + "widgets. The limit applies only to request bodies posted as forms.</p></dd>"
                + "<dt>widgetTimeout</dt><dd><p>The number of seconds the gateway waits for the request widgets of "
                + "a slow client. If not specified, a default of 20 seconds is used.</p></dd></dl>",
                "How many request widgets does the gateway parse per request by default?");

        assertTrue(answer.startsWith("maxWidgetCount: If not specified, a default of 7300 is used."), answer);
    }

    @Test
    void aTermEndingInAColonIsShownWithOneColon() {
        String answer = answer("api/lockwait.html", "<h1>lockwait(seconds)</h1><table><tr><td>Parameters:</td><td><p>"
                + "seconds - how long lockwait waits for a busy ledger before it gives up, 5 by default.</p></td></tr>"
                + "<tr><td>Returns:</td><td><p>The number of ledgers that were busy.</p></td></tr></table>",
                "How long does lockwait wait for a busy ledger by default?");

        assertTrue(answer.startsWith("Parameters: seconds - how long lockwait waits"), answer);
    }

    @Test
    void aSentenceAnnouncingCodeItCannotQuoteLosesToACompleteOne() {
        String answer = answer("guide/compact.html", "<h1>Compacting a ledger</h1><p>To keep a ledger small, run the "
                + "compact command on the ledger:</p><pre>ledger compact --keep 30 main.ledger</pre><p>The compact "
                + "command drops the entries older than the keep days of a ledger.</p>",
                "Which command keeps a ledger small?");

        assertTrue(answer.startsWith("The compact command drops the entries"), answer);
    }

    @Test
    void aQuoteUnderAHeadingNamingAnApiIsShownWithThatName() {
        String answer = answer("api/vault.html", "<h1>Vault - sealed storage</h1><h2>vault.sealCopy(source, target)</h2>"
                + "<p>Writes a sealed copy of the source file to the target path and returns its checksum.</p>"
                + "<h2>vault.openCopy(path)</h2><p>Reads a sealed copy back and checks its checksum first.</p>"
                + "<h2>Keeping copies small</h2><p>Sealed copies are compressed before they are written.</p>",
                "How do I write a sealed copy of a source file to a target path?");

        assertTrue(answer.startsWith("vault.sealCopy(source, target): Writes a sealed copy"), answer);
    }

    @Test
    void quotesOneAfterAnotherUnderOneTermShowItOnce() {
        String answer = answer("api/ledger.html", "<h1>ledger - ledgers</h1><dl><dt>ledger.open(path, *, mode='r', "
                + "lockwait=5, retries=3, encoding=None, strict=False)</dt><dd><p>Opens the ledger stored at path "
                + "for reading unless another mode is given.</p><p>When the ledger is busy, open waits lockwait "
                + "seconds for it before it raises LedgerBusy.</p></dd></dl>",
                "How long does opening a busy ledger wait before it raises?");

        String signature = "ledger.open(path, *, mode='r', lockwait=5, retries=3, encoding=None, strict=False)";
        assertTrue(answer.contains("seconds for it before it raises LedgerBusy"), answer);
        assertTrue(answer.contains("Opens the ledger stored at path"), answer);
        assertEquals(1, answer.split(java.util.regex.Pattern.quote(signature), -1).length - 1, answer);
    }

    @Test
    void aSentenceUnderAHeadingNamingATagAnswersWhichTagDoesWhatItSays() {
        String answer = answer("topics/zones.html", "<h1>Time zones</h1><h2>Zone helpers</h2><p>The following "
                + "filters and tags, provided by the zone template library, control the zone conversions of moments."
                + "</p><p>You can get the name of the current zone using the zone_name tag of a template.</p>"
                + "<h3>localwhen</h3><p>Enables or disables conversion of aware moments to the current zone in the "
                + "contained block.</p><h3>Zone names</h3><p>A zone is named by its region and its city.</p>",
                "Which template tag switches the conversion of moments to the current zone on or off for a block?");

        assertTrue(answer.startsWith("localwhen: Enables or disables conversion"), answer);
    }

    @Test
    void aSentenceSayingInOtherWordsWhatIsAskedLeadsWhenItsMeaningIsRankedToo() {
        String page = "<h1>The sweeper</h1><p>The sweeper removes stale entries from the tallyqueue and keeps the "
                + "rest in memory.</p><p>The sweeper scans the tallyqueue from its oldest end.</p><p>A sweep begins "
                + "every thirty seconds, at a fixed interval the host sets.</p><p>The sweeper logs what it removes."
                + "</p>";
        String question = "How often does the sweeper go through the tallyqueue?";

        String byWords = answer("tasks/sweeper.html", page, question, Optional.empty());
        String byMeaningToo = answer("tasks/sweeper.html", page, question, Optional.of(new MeaningGroups()));

        assertFalse(byWords.startsWith("A sweep begins"), "words alone prefer the sentence repeating the question's: "
                + byWords);
        assertTrue(byMeaningToo.startsWith("A sweep begins every thirty seconds"), byMeaningToo);
    }

    /**
     * A stand-in for the embedder that knows what a few words mean: each text's vector counts its words of each
     * group (how often something happens, in which order, in what state), plus one for everything else, at unit
     * length.
     */
    private static final class MeaningGroups implements TextEmbedder {
        private static final List<Set<String>> GROUPS = List.of(Set.of("often", "every", "interval", "seconds"),
                Set.of("scans", "oldest", "end"), Set.of("stale"));

        @Override
        public String model() {
            return "meaning-groups";
        }

        @Override
        public List<float[]> embed(List<String> texts) {
            return texts.stream().map(MeaningGroups::vector).toList();
        }

        private static float[] vector(String text) {
            float[] v = new float[GROUPS.size() + 1];
            for (String word : text.toLowerCase(java.util.Locale.ROOT).split("\\W+")) {
                for (int g = 0; g < GROUPS.size(); g++) {
                    v[g] += GROUPS.get(g).contains(word) ? 1 : 0;
                }
            }
            v[GROUPS.size()] = 1;
            double length = 0;
            for (float x : v) {
                length += x * x;
            }
            for (int i = 0; i < v.length; i++) {
                v[i] /= (float) Math.sqrt(length);
            }
            return v;
        }
    }

    /** The extractive answer to {@code question} over one page. */
    private static String answer(String key, String html, String question) {
        return answer(key, html, question, Optional.empty());
    }

    /** The extractive answer to {@code question} over one page, ranked by meaning too with {@code embedder}. */
    private static String answer(String key, String html, String question, Optional<TextEmbedder> embedder) {
        InMemoryGraphStore store = new InMemoryGraphStore();
        TextAnalyzer analyzer = SharedAnalyzer.get();
        new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache()).ingest(page(key, html));
        GraphView view = new GraphView(store, C, ReadScope.EVERYTHING);
        var record = store.document(new DocumentId(C, key)).orElseThrow();
        List<IndexedChunk> chunks = new ArrayList<>(
                view.chunks(List.of(Chunk.idOf(record.id(), record.revision(), 0))).values());
        QuestionWeights weights = QuestionWeights.of(view, Question.read(question, analyzer));
        Evidence evidence = new Evidence(question, weights, chunks, chunks, List.of(), List.of(), Chunk::text,
                SiteRepeats.in(view, chunks), new PassageRanker(analyzer).rank(chunks, weights));
        return new ExtractiveAnswer(analyzer, 5, embedder).write(evidence).text();
    }

    private static SourceDocument page(String key, String html) {
        return new SourceDocument(new DocumentId(C, key), null, html.getBytes(StandardCharsets.UTF_8));
    }
}
