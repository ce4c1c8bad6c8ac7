package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.SampleEvents;
import dev.lazygraph.core.events.FakeBucket;
import dev.lazygraph.s3.S3rver;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.KeyStateLedger;
import dev.lazygraph.core.graph.DocumentRecord;
import dev.lazygraph.core.graph.GraphSnapshots;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.Posting;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.service.snapstart.PrimingCorpus;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ClientProxy;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Every events/ file, and variants of them, through the real handler: each event is posted to the Lambda
 * mock event server, which hands it to the function's runtime loop exactly as Lambda would (Quarkus'
 * input reader, the handler bean, its JSON response). The function reads s3rver and writes dynalite; the
 * assertions read the stored result back through the same GraphStore and ledger beans.
 */
@QuarkusTest
@QuarkusTestResource(value = LocalStandIns.class, restrictToAnnotatedClass = true)
class S3IngestHandlerTest {
    private static final DocumentId Q3 = new DocumentId("default", "reports/Q3 résumé final.txt");
    private static final DocumentId HANDBOOK = new DocumentId("default", "handbook/onboarding-guide.md");
    private static final DocumentId REVIEW = new DocumentId("default", "notes/2024-05-02 architecture review.html");
    private static final DocumentId TIPS = new DocumentId("default", "notes/c++ build tips.txt");
    private static final DocumentId DIAGRAM = new DocumentId("default", "images/diagram.png");

    @Inject
    GraphStore store;

    @Inject
    KeyStateLedger ledger;

    @Inject
    FailingLanguageModel llm;

    @Inject
    IngestPriming priming;

    private static Response invoke(String event) {
        int port = ConfigProvider.getConfig().getValue("quarkus.lambda.mock-event-server.test-port", Integer.class);
        return given().port(port).contentType("application/json").body(event).post();
    }

    private static JsonPath invokeOk(String event) {
        Response response = invoke(event);
        assertEquals(200, response.statusCode(), response.asString());
        return response.jsonPath();
    }

    private static List<String> statuses(JsonPath report) {
        return report.getList("records.status");
    }

    /** Whether a stored chunk of {@code id} has the BM25 term {@code term}. */
    private boolean mentions(DocumentId id, String term) {
        List<String> chunkIds = store.termPostings(id.collection(), List.of(term)).getOrDefault(term, List.of())
                .stream().map(Posting::chunkId).toList();
        return store.chunks(id.collection(), chunkIds).stream()
                .anyMatch(chunk -> chunk.chunk().document().equals(id));
    }

    private List<String> chunkTexts(DocumentId id) {
        // The container's store (a DynamoDbGraphStore behind its client proxy) is the diagnostics port's too.
        return ((GraphSnapshots) ClientProxy.unwrap(store)).snapshot(id.collection()).chunks().stream()
                .filter(chunk -> chunk.chunk().document().equals(id))
                .map(chunk -> chunk.chunk().text())
                .toList();
    }

    @Test
    void everySampleEventThroughTheHandler() {
        JsonPath put = invokeOk(SampleEvents.text("s3-put.json"));
        assertEquals(List.of("CREATED"), statuses(put));
        assertEquals("reports/Q3 résumé final.txt", put.getString("records[0].key"));
        DocumentRecord q3 = store.document(Q3).orElseThrow();
        assertEquals("Fh4bxqW1E3HdzT_LUHoC8r0wDzuGx3Qg", q3.revision());
        assertTrue(mentions(Q3, "revenue"));

        JsonPath multipart = invokeOk(SampleEvents.text("s3-multipart.json"));
        assertEquals(List.of("CREATED"), statuses(multipart));
        assertEquals("rK2.7nQ0Zp8s4WJtYVb9cXe1uHa6LmDo", store.document(HANDBOOK).orElseThrow().revision());
        assertTrue(mentions(HANDBOOK, "probation"));

        JsonPath batch = invokeOk(SampleEvents.text("s3-batch.json"));
        assertEquals(List.of("CREATED", "CREATED", "REJECTED", "DELETED"), statuses(batch));
        assertTrue(store.document(REVIEW).isPresent());
        assertTrue(mentions(REVIEW, "solver"));
        assertTrue(store.document(TIPS).isPresent(), "'c%2B%2B+build+tips.txt' is 'c++ build tips.txt'");
        assertTrue(store.document(DIAGRAM).isEmpty());
        KeyState diagram = ledger.state(DIAGRAM).orElseThrow();
        assertEquals(KeyState.Outcome.REJECTED, diagram.outcome());
        assertTrue(diagram.reason().startsWith("UNSUPPORTED_TYPE"), diagram.reason());

        // S3 sends the removal event once the object is gone.
        try (S3Client s3 = S3rver.client()) {
            s3.deleteObject(b -> b.bucket(SampleEvents.BUCKET).key(Q3.key()));
            JsonPath delete = invokeOk(SampleEvents.text("s3-delete.json"));
            assertEquals(List.of("DELETED"), statuses(delete));
            assertTrue(store.document(Q3).isEmpty());
            assertTrue(!mentions(Q3, "revenue"), "no posting of the deleted document is left");

            // At-least-once delivery: the same events again, now all older than or equal to what was applied.
            S3rver.put(s3, SampleEvents.BUCKET, Q3.key(), SampleEvents.objects().get(Q3.key()));
            assertEquals(List.of("SKIPPED"), statuses(invokeOk(SampleEvents.text("s3-put.json"))));
            assertTrue(store.document(Q3).isEmpty(), "the create older than the delete must not resurrect it");
            assertEquals(List.of("SKIPPED", "SKIPPED", "SKIPPED", "SKIPPED"),
                    statuses(invokeOk(SampleEvents.text("s3-batch.json"))));
            assertEquals(List.of("SKIPPED"), statuses(invokeOk(SampleEvents.text("s3-multipart.json"))));
        }
        assertEquals(List.of(HANDBOOK, REVIEW, TIPS).stream().map(DocumentId::key).sorted().toList(),
                store.documents("default").stream().map(record -> record.id().key()).sorted().toList());
    }

    @Test
    void duplicatedReorderedAndStaleEventsLeaveTheStateOfTheNewest() {
        String key = "ordering/" + UUID.randomUUID() + "/pilot notes.txt";
        DocumentId id = new DocumentId("default", key);
        byte[] v1 = "The Rotterdam pilot starts in May with two hundred stops.".getBytes(StandardCharsets.UTF_8);
        byte[] v2 = "The Rotterdam pilot moved to June and covers three hundred stops.".getBytes(StandardCharsets.UTF_8);
        String create1 = SampleEvents.variant("s3-put.json", encode(key), "0062E99A88DC500001", FakeBucket.eTag(v1)).toString();
        String create2 = SampleEvents.variant("s3-put.json", encode(key), "0062E99A88DC500002", FakeBucket.eTag(v2)).toString();
        String remove3 = SampleEvents.variant("s3-delete.json", encode(key), "0062E99A88DC500003", null).toString();

        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, key, v1);
            assertEquals(List.of("CREATED"), statuses(invokeOk(create1)));
            assertEquals(List.of("SKIPPED"), statuses(invokeOk(create1)));
            assertEquals(List.of("SKIPPED"), statuses(invokeOk(create1)));

            S3rver.put(s3, SampleEvents.BUCKET, key, v2);
            assertEquals(List.of("REPLACED"), statuses(invokeOk(create2)));
            assertEquals(List.of("SKIPPED"), statuses(invokeOk(create1)), "the older overwrite arrives last");
            assertEquals(Optional.of(FakeBucket.eTag(v2)), store.document(id).map(DocumentRecord::revision));
            assertTrue(!chunkTexts(id).isEmpty() && chunkTexts(id).stream().allMatch(text -> text.contains("June")),
                    chunkTexts(id).toString());
            assertTrue(chunkTexts(id).stream().noneMatch(text -> text.contains("May")),
                    "nothing of the older revision is left");

            s3.deleteObject(b -> b.bucket(SampleEvents.BUCKET).key(key));
            assertEquals(List.of("DELETED"), statuses(invokeOk(remove3)));
            assertEquals(List.of("SKIPPED", "SKIPPED"),
                    statuses(invokeOk(SampleEvents.batch(List.of(json(create2), json(create1))).toString())));
            assertTrue(store.document(id).isEmpty());
        }
    }

    @Test
    void aDeleteDeliveredBeforeItsCreateWins() {
        String key = "ordering/" + UUID.randomUUID() + "/draft.txt";
        DocumentId id = new DocumentId("default", key);
        byte[] draft = "A draft that was uploaded and deleted again.".getBytes(StandardCharsets.UTF_8);

        // The object was created and deleted before either event arrived; the delete comes first.
        assertEquals(List.of("DELETED"), statuses(invokeOk(
                SampleEvents.variant("s3-delete.json", encode(key), "0062E99A88DC700002", null).toString())));
        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, key, draft); // even if the bucket held it again, the old event loses
            assertEquals(List.of("SKIPPED"), statuses(invokeOk(SampleEvents.variant("s3-put.json", encode(key),
                    "0062E99A88DC700001", FakeBucket.eTag(draft)).toString())));
            s3.deleteObject(b -> b.bucket(SampleEvents.BUCKET).key(key));
        }
        assertTrue(store.document(id).isEmpty());
        assertEquals(KeyState.Outcome.DELETED, ledger.state(id).orElseThrow().outcome());
    }

    @Test
    void aFailedRecordFailsTheInvocationAfterTheOthersAndTheRetryRedoesOnlyIt() {
        String missingBucket = "lazygraph-missing-" + UUID.randomUUID().toString().substring(0, 8);
        String key = "retry/" + UUID.randomUUID() + "/memo.txt";
        byte[] memo = "The retry memo explains how Lambda redelivers failed events.".getBytes(StandardCharsets.UTF_8);
        ObjectNode unreachable = SampleEvents.variant("s3-put.json", "retry/unreachable.txt", "0062E99A88DC800001", null);
        ((ObjectNode) unreachable.at("/Records/0/s3/bucket")).put("name", missingBucket);
        ObjectNode fine = SampleEvents.variant("s3-put.json", encode(key), "0062E99A88DC800002", FakeBucket.eTag(memo));
        String event = SampleEvents.batch(List.of(unreachable, fine)).toString();

        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, key, memo);

            Response failed = invoke(event);
            assertTrue(failed.statusCode() >= 500, failed.statusCode() + " " + failed.asString());
            assertTrue(failed.asString().contains("1 of 2 records failed"), failed.asString());
            assertTrue(store.document(new DocumentId("default", key)).isPresent(), "the other record was applied");

            S3rver.createBucket(s3, missingBucket);
            S3rver.put(s3, missingBucket, "retry/unreachable.txt", memo);
            assertEquals(List.of("CREATED", "SKIPPED"), statuses(invokeOk(event)));
            assertTrue(store.document(new DocumentId("default", "retry/unreachable.txt")).isPresent());
        }
    }

    @Test
    void ingestNeverCallsALanguageModelEvenWhenTheContainerHasOne() {
        String key = "llm-free/" + UUID.randomUUID() + "/field notes.md";
        byte[] notes = ("# Field notes\n\nThe survey team mapped the northern reef in April. Marta Lindqvist led the "
                + "dives; the sonar data went to the Bergen lab for analysis.").getBytes(StandardCharsets.UTF_8);
        assertTrue(Arc.container().select(LanguageModel.class).isResolvable(),
                "any LanguageModel the ingest wiring asked for would be the failing one");

        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, key, notes);
            assertEquals(List.of("CREATED"), statuses(invokeOk(SampleEvents.variant("s3-put.json", encode(key),
                    "0062E99A88DC900001", FakeBucket.eTag(notes)).toString())));
            assertTrue(mentions(new DocumentId("default", key), "sonar"), "the document was analyzed and stored");
            assertEquals(0, llm.calls());

            s3.deleteObject(b -> b.bucket(SampleEvents.BUCKET).key(key));
            assertEquals(List.of("DELETED"), statuses(invokeOk(
                    SampleEvents.variant("s3-delete.json", encode(key), "0062E99A88DC900002", null).toString())));
        }
    }

    @Test
    void aRecordWhoseKeyIsNullIsInvalidNotTheObjectNamedNull() {
        ObjectNode nullKey = SampleEvents.json("s3-put.json");
        ((ObjectNode) nullKey.at("/Records/0/s3/object")).putNull("key");
        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, SampleEvents.BUCKET, "null", "An object really named null.".getBytes(StandardCharsets.UTF_8));
            JsonPath report = invokeOk(nullKey.toString());
            assertEquals(List.of("INVALID"), statuses(report));
            assertTrue(report.getString("records[0].detail").contains("without an object key"));
            s3.deleteObject(b -> b.bucket(SampleEvents.BUCKET).key("null"));
        }
        assertTrue(store.document(new DocumentId("default", "null")).isEmpty());
    }

    private static ObjectNode json(String event) {
        try {
            return (ObjectNode) SampleEvents.JSON.readTree(event);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Keys as S3 puts them in notifications: form-encoded, '/' kept. */
    private static String encode(String key) {
        return URLEncoder.encode(key, StandardCharsets.UTF_8).replace("%2F", "/");
    }

    @Test
    void theSnapStartWarmUpIngestsAPageInMemoryAndWritesNothing() {
        long documents = store.stats("default").documents();
        priming.beforeCheckpoint(null);
        IngestOutcome outcome = priming.lastOutcome();
        assertEquals(IngestOutcome.Status.CREATED, outcome.status(), "a new graph each round: " + outcome);
        assertTrue(outcome.chunks() > 0 && outcome.concepts() > 0, "parsed, chunked and tagged: " + outcome);
        assertEquals(documents, store.stats("default").documents());
        assertEquals(0, store.stats(PrimingCorpus.COLLECTION).documents(), "nothing reached the function's store");
    }
}
