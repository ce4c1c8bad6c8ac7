package dev.lazygraph.app.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.events.CollectionRule;
import dev.lazygraph.core.events.DeadLetterReplay;
import dev.lazygraph.core.events.DeadLetterReplay.Letter;
import dev.lazygraph.core.events.DeadLetterReplay.Replayed;
import dev.lazygraph.core.store.memory.InMemoryKeyStateLedger;
import dev.lazygraph.core.events.FakeBucket;
import dev.lazygraph.core.events.KeyMirror;
import dev.lazygraph.core.events.KeyState;
import dev.lazygraph.core.events.ObjectEventProcessor;
import dev.lazygraph.core.events.RecordResult.Status;
import dev.lazygraph.core.events.SampleEvents;
import dev.lazygraph.core.events.Sequencer;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.SharedAnalyzer;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.s3.events.S3DeadLetterReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Listing and replaying the ingest function's dead letters on a local SQS (ElasticMQ), as Lambda's on-failure
 * destination writes them: each replayed through the event processor, deleted only when it was applied.
 */
class DeadLetterReplayTest {
    private static final String MEMO = "memos/board.txt";
    private static final String NOTES = "notes/pilot.txt";

    private ElasticMq sqs;
    private String queueUrl;
    private SqsDeadLetters letters;
    private final FakeBucket bucket = new FakeBucket();
    private final InMemoryGraphStore store = new InMemoryGraphStore();
    private final InMemoryKeyStateLedger ledger = new InMemoryKeyStateLedger();
    private ObjectEventProcessor processor;

    @BeforeEach
    void start() {
        sqs = new ElasticMq();
        queueUrl = sqs.createQueue("ingest-dlq");
        letters = SqsDeadLetters.forQueue(queueUrl);
        IngestService ingest = new IngestService(new IngestConfig(64_000, 300, 1), SharedAnalyzer.get(), store,
                new InMemorySummaryCache());
        processor = new ObjectEventProcessor(ledger, new KeyMirror(ingest, bucket, 64_000),
                new CollectionRule(false, "default"));
        bucket.objects.put(MEMO, "The board approved the new harbour crane in May.".getBytes(StandardCharsets.UTF_8));
        bucket.objects.put(NOTES, "The pilot notes describe the ferry timetable.".getBytes(StandardCharsets.UTF_8));
    }

    @AfterEach
    void stop() {
        letters.close();
        sqs.close();
    }

    /** What Lambda's on-failure destination sends: an invocation record around the event. */
    private void sendFailedInvocation(ObjectNode event) {
        ObjectNode record = SampleEvents.JSON.createObjectNode();
        record.put("version", "1.0");
        record.putObject("requestContext").put("condition", "RetriesExhausted").put("approximateInvokeCount", 3);
        record.set("requestPayload", event);
        record.putObject("responsePayload").put("errorMessage", "1 of 1 records failed and will be retried");
        sqs.client.sendMessage(b -> b.queueUrl(queueUrl).messageBody(record.toString()));
    }

    private static ObjectNode created(String key, String sequencer) {
        return SampleEvents.variant("s3-put.json", key, sequencer, null);
    }

    @Test
    void listingShowsEveryMessageAndLeavesThemAll() {
        sendFailedInvocation(created(MEMO, "0062E99A88DC500001"));
        sendFailedInvocation(created(NOTES, "0062E99A88DC500002"));

        List<Letter> listed = new DeadLetterReplay(letters, new S3DeadLetterReader()).list(100);

        assertEquals(2, listed.size());
        assertTrue(listed.stream().allMatch(letter -> letter.records().isPresent()
                && letter.error().contains("records failed")), listed::toString);
        assertEquals(2, sqs.approximateMessages(queueUrl), "listing deletes nothing and hides nothing");
        assertEquals(2, new DeadLetterReplay(letters, new S3DeadLetterReader()).list(100).size(), "and can be repeated at once");
    }

    /** events/dead-letter.json, the message format docs/operations.md shows: read as the event it wraps. */
    @Test
    void theSampleDeadLetterIsReadAsTheS3EventItWrapsWithTheFunctionsError() {
        sqs.client.sendMessage(b -> b.queueUrl(queueUrl).messageBody(SampleEvents.text("dead-letter.json")));

        Letter letter = new DeadLetterReplay(letters, new S3DeadLetterReader()).list(1).get(0);

        assertEquals(SampleEvents.parse(SampleEvents.text("s3-put.json")).records(), letter.records().orElseThrow());
        assertEquals("1 of 1 records failed and will be retried: reports/Q3 résumé final.txt (DynamoDB throttled"
                + " the write)", letter.error());
    }

    @Test
    void replayDeletesWhatWasAppliedAndKeepsWhatStillFails() {
        sendFailedInvocation(created(MEMO, "0062E99A88DC500001"));
        sendFailedInvocation(created(NOTES, "0062E99A88DC500002"));
        sqs.client.sendMessage(b -> b.queueUrl(queueUrl).messageBody("{\"not\": \"an event\"}"));
        bucket.unreachable.add(NOTES);

        List<Replayed> first = new DeadLetterReplay(letters, new S3DeadLetterReader()).replay(100, processor, (result, nanos) -> { });

        assertEquals(3, first.size());
        assertEquals(1, first.stream().filter(Replayed::deleted).count(), first::toString);
        assertTrue(store.document(new DocumentId("default", MEMO)).isPresent());
        assertFalse(store.document(new DocumentId("default", NOTES)).isPresent());
        assertEquals(2, sqs.approximateMessages(queueUrl), "the failing and the unreadable message stay, visible");

        bucket.unreachable.clear();
        List<Replayed> second = new DeadLetterReplay(letters, new S3DeadLetterReader()).replay(100, processor, (result, nanos) -> { });
        assertEquals(1, second.stream().filter(Replayed::deleted).count(), second::toString);
        assertTrue(store.document(new DocumentId("default", NOTES)).isPresent());
        assertEquals(1, sqs.approximateMessages(queueUrl), "only the unreadable message is left");
    }

    @Test
    void aReplayedEventOlderThanWhatWasAppliedSinceIsSkippedAndDeleted() {
        DocumentId memo = new DocumentId("default", MEMO);
        ledger.record(memo, KeyState.deleted(Sequencer.of("0062E99A88DC600000")));
        // The function's own dead-letter queue (not the on-failure destination) holds the bare event.
        sqs.client.sendMessage(b -> b.queueUrl(queueUrl).messageBody(created(MEMO, "0062E99A88DC500001").toString()));

        List<Replayed> replayed = new DeadLetterReplay(letters, new S3DeadLetterReader()).replay(100, processor, (result, nanos) -> { });

        assertEquals(List.of(Status.SKIPPED), replayed.get(0).report().records().stream().map(r -> r.status()).toList());
        assertTrue(replayed.get(0).deleted(), "nothing is left to apply");
        assertFalse(store.document(memo).isPresent(), "the newer delete stays");
        assertEquals(0, sqs.approximateMessages(queueUrl));
    }
}
