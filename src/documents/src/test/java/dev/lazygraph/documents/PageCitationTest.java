package dev.lazygraph.documents;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER;
import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.QUESTION;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.chunk.Chunk;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The whole ingest and query path: a question whose answer sits on page 3 is answered citing page 3. */
class PageCitationTest {
    private static final String COLLECTION = "reports";

    static Stream<Arguments> pagedDocuments() {
        return Stream.of(
                Arguments.of("review.pdf", BinaryDocuments.pdf(REPORT)),
                Arguments.of("review.docx", BinaryDocuments.docx(REPORT, PageBreaks.RENDERED)),
                Arguments.of("review-hard-breaks.docx", BinaryDocuments.docx(REPORT, PageBreaks.HARD)),
                Arguments.of("review.pptx", BinaryDocuments.pptx(REPORT)),
                Arguments.of("review.odt", BinaryDocuments.odt(REPORT)),
                Arguments.of("review.odp", BinaryDocuments.odp(REPORT)));
    }

    @ParameterizedTest
    @MethodSource("pagedDocuments")
    void theAnswerCitesThePageItSitsOn(String key, byte[] content) {
        InMemoryGraphStore store = new InMemoryGraphStore();
        InMemorySummaryCache summaries = new InMemorySummaryCache();
        InMemoryVerdictCache verdicts = new InMemoryVerdictCache();
        IngestConfig config = IngestConfig.defaults();
        IngestService ingest = new IngestService(new DocumentParser(config.maxDocumentBytes(),
                TikaDocumentExtractor.standard(ExtractionLimits.defaults())), config, SharedAnalyzer.get(), store,
                DerivedCaches.of(summaries, verdicts));
        IngestOutcome outcome = ingest.ingest(new SourceDocument(new DocumentId(COLLECTION, key), null, content));
        assertFalse(outcome.isRejected(), outcome.reason());

        DocumentId id = new DocumentId(COLLECTION, key);
        List<Chunk> chunks = store.chunks(COLLECTION, IntStream.range(0, outcome.chunks())
                .mapToObj(ordinal -> Chunk.idOf(id, outcome.revision(), ordinal)).toList())
                .stream().map(IndexedChunk::chunk).sorted(Comparator.comparingInt(Chunk::ordinal)).toList();
        assertEquals(1, chunks.get(0).pages().first());
        assertEquals(REPORT.size(), chunks.get(chunks.size() - 1).pages().last(), "the chunks cover every page");

        try (QueryService queries = new QueryService(QueryConfig.defaults(), SharedAnalyzer.get(), store, summaries,
                verdicts, Optional.empty())) {
            Answer answer = queries.ask(QueryRequest.of(COLLECTION, QUESTION));
            assertTrue(answer.text().contains(ANSWER), answer.text());
            Citation first = answer.citations().get(0);
            assertEquals(key, first.documentKey());
            assertEquals(ANSWER_PAGE, first.page(), answer.text() + "\n" + answer.citations());
            assertEquals("Driftline recall", first.section());
        }
    }
}
