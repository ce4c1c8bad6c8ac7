package dev.lazygraph.functions.ingest;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER;
import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.QUESTION;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.FakeBucket;
import dev.lazygraph.core.events.SampleEvents;
import dev.lazygraph.s3.S3rver;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * A PDF and a Word file put into the bucket (s3rver), ingested by the real handler into DynamoDB (dynalite),
 * answer the question whose answer sits on page 3 citing page 3; a locked PDF is rejected once, with its
 * reason.
 */
@QuarkusTest
@QuarkusTestResource(value = LocalStandIns.class, restrictToAnnotatedClass = true)
class S3DocumentFormatsTest {

    @Inject
    GraphStore store;

    @Inject
    KeyStateLedger ledger;

    @Inject
    TextAnalyzer analyzer;

    @Test
    void aPdfAndADocxFromTheBucketAreAnsweredCitingThePageOfTheAnswer() {
        String folder = "formats/" + UUID.randomUUID() + "/";
        String locked = folder + "locked.pdf";
        byte[] lockedBytes = BinaryDocuments.encryptedPdf(REPORT);
        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, locked, lockedBytes);
        }
        assertEquals(List.of("REJECTED"), statuses(invoke(SampleEvents.batch(
                List.of(put(locked, "0062E99A88DCA00001", lockedBytes))).toString())));
        KeyState refused = ledger.state(new DocumentId("default", locked)).orElseThrow();
        assertTrue(refused.reason().startsWith("ENCRYPTED"), refused.reason());

        // One at a time: the same report in both, and an answer quotes the best passage of one document.
        answersCitingTheAnswersPage(folder + "annual review.pdf", BinaryDocuments.pdf(REPORT), "0062E99A88DCA00002");
        answersCitingTheAnswersPage(folder + "annual review.docx", BinaryDocuments.docx(REPORT, PageBreaks.RENDERED),
                "0062E99A88DCA00004");
    }

    private void answersCitingTheAnswersPage(String key, byte[] content, String sequencer) {
        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, key, content);
            try {
                assertEquals(List.of("CREATED"), statuses(invoke(
                        SampleEvents.batch(List.of(put(key, sequencer, content))).toString())));
                try (QueryService queries = new QueryService(QueryConfig.defaults(), analyzer, store,
                        new InMemorySummaryCache(), new InMemoryVerdictCache(), Optional.empty())) {
                    Answer answer = queries.ask(QueryRequest.of("default", QUESTION));
                    assertTrue(answer.text().contains(ANSWER), answer.text());
                    Citation first = answer.citations().get(0);
                    assertEquals(key, first.documentKey(), answer.citations().toString());
                    assertEquals(ANSWER_PAGE, first.page(), answer.citations().toString());
                }
            } finally {
                s3.deleteObject(b -> b.bucket(SampleEvents.BUCKET).key(key));
                assertEquals(List.of("DELETED"), statuses(invoke(SampleEvents.batch(List.of(SampleEvents.variant(
                        "s3-delete.json", SampleEvents.encodeKey(key), sequencer + "1", null))).toString())));
            }
        }
    }

    private static List<String> statuses(Response response) {
        assertEquals(200, response.statusCode(), response.asString());
        return response.jsonPath().getList("records.status");
    }

    private static Response invoke(String event) {
        int port = ConfigProvider.getConfig().getValue("quarkus.lambda.mock-event-server.test-port", Integer.class);
        return given().port(port).contentType("application/json").body(event).post();
    }

    private static ObjectNode put(String key, String sequencer, byte[] content) {
        return SampleEvents.variant("s3-put.json", SampleEvents.encodeKey(key), sequencer, FakeBucket.eTag(content));
    }
}
