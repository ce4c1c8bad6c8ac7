package dev.lazygraph.app.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.app.SystemPropertiesRestored;
import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.s3.S3rver;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/** {@code reconcile} and {@code dead-letters} as a user runs them, against s3rver, dynalite and ElasticMQ. */
@QuarkusMainTest
@TestProfile(OperationsCliTest.LocalAws.class)
@ExtendWith(SystemPropertiesRestored.class)
class OperationsCliTest {
    private static final String BUCKET = "ops-cli-" + Long.toHexString(System.nanoTime());
    /** Not text in any charset: the ingest refuses it. */
    private static final byte[] BINARY = {0, 1, 2, 3, (byte) 0xFF, 0, 0, 7};
    private static String table;
    private static ElasticMq sqs;

    /** The S3 and DynamoDB clients point at the stand-ins, as QUARKUS_S3_* / QUARKUS_DYNAMODB_* would. */
    public static class LocalAws implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> config = new HashMap<>(S3rver.functionConfig());
            config.putAll(Dynalite.quarkusClientConfig());
            return config;
        }
    }

    @BeforeAll
    static void standIns() {
        try (DynamoDbClient dynamo = Dynalite.client()) {
            table = Dynalite.createTable(dynamo, "ops-cli");
        }
        try (S3Client s3 = S3rver.client()) {
            S3rver.createBucket(s3, BUCKET);
            S3rver.put(s3, BUCKET, "notes/ferry.txt", bytes("The ferry timetable changes in October."));
            S3rver.put(s3, BUCKET, "notes/crane.md", bytes("# Crane\nThe harbour crane was inspected in May."));
        }
        sqs = new ElasticMq();
    }

    @AfterAll
    static void stop() {
        sqs.close();
        try (DynamoDbClient dynamo = Dynalite.client()) {
            dynamo.deleteTable(b -> b.tableName(table));
        }
    }

    @Test
    void reconcileFindsFixesAndThenHasNothingToDoAndDeadLettersReplay(QuarkusMainLauncher launcher) {
        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, BUCKET, "notes/", new byte[0]); // a folder marker: no document can be it
            S3rver.put(s3, BUCKET, "notes/scan.txt", BINARY); // the ingest refuses it
        }
        LaunchResult dryRun = reconcile(launcher, "--dry-run");
        assertTrue(dryRun.getOutput().contains("missing notes/ferry.txt"), dryRun.getOutput());
        assertTrue(dryRun.getOutput().lines().anyMatch(("compared 4 keys of s3://" + BUCKET + ": 3 missing (dry run,"
                + " nothing changed); 0 objects refused by the ingest, 1 object no document can be (folder markers,"
                + " invalid keys)")::equals), dryRun.getOutput());

        LaunchResult limited = reconcile(launcher, "--max-keys", "2");
        assertTrue(limited.getOutput().contains("resume with --start-after 'notes/crane.md'"), limited.getOutput());

        LaunchResult rest = reconcile(launcher, "--start-after", "notes/crane.md");
        assertTrue(rest.getOutput().contains("missing notes/ferry.txt (bucket "), rest.getOutput());
        assertTrue(rest.getOutput().contains("FIXED CREATED"), rest.getOutput());
        assertTrue(rest.getOutput().contains("FIXED REJECTED"), rest.getOutput());
        assertTrue(rest.getOutput().lines().anyMatch(("compared 2 keys of s3://" + BUCKET + ": 2 missing; 2 fixed;"
                + " 1 object refused by the ingest, 0 objects no document can be (folder markers, invalid keys)")
                ::equals), rest.getOutput());

        LaunchResult converged = reconcile(launcher);
        assertEquals(List.of("compared 4 keys of s3://" + BUCKET + ": no differences; 1 object refused by the ingest,"
                + " 1 object no document can be (folder markers, invalid keys)"), converged.getOutput().lines().toList(),
                "a refused object is counted as refused at every run, not as an object no document can be");

        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, BUCKET, "notes/late.txt", bytes("A late note about the lighthouse."));
        }
        String queue = sqs.createQueue("ingest-dlq");
        sqs.client.sendMessage(b -> b.queueUrl(queue).messageBody("{\"requestPayload\": {\"Records\": [{"
                + "\"eventName\": \"ObjectCreated:Put\", \"s3\": {\"bucket\": {\"name\": \"" + BUCKET + "\"},"
                + " \"object\": {\"key\": \"notes/late.txt\", \"sequencer\": \"0062E99A88DC500001\"}}}]},"
                + " \"responsePayload\": {\"errorMessage\": \"throttled\"}}"));

        LaunchResult listed = launcher.launch("dead-letters", "list", "--queue-url", queue);
        assertEquals(0, listed.exitCode(), listed.getErrorOutput());
        assertTrue(listed.getOutput().contains("[ObjectCreated:Put notes/late.txt] failed: throttled"), listed.getOutput());

        LaunchResult replayed = launcher.launch("dead-letters", "replay", "--queue-url", queue, "--table", table,
                "--collection", "default");
        assertEquals(0, replayed.exitCode(), replayed.getErrorOutput());
        assertTrue(replayed.getOutput().contains("notes/late.txt: CREATED"), replayed.getOutput());
        assertTrue(replayed.getOutput().contains("1 messages: 1 applied and deleted, 0 kept"), replayed.getOutput());
        assertEquals(0, sqs.approximateMessages(queue));

        // Differences found in the order stale (crane), extra (ferry), missing (zebra): summed up in one order.
        try (S3Client s3 = S3rver.client()) {
            S3rver.put(s3, BUCKET, "notes/crane.md", bytes("# Crane\nThe harbour crane was repainted in June."));
            s3.deleteObject(b -> b.bucket(BUCKET).key("notes/ferry.txt"));
            S3rver.put(s3, BUCKET, "notes/zebra.txt", bytes("The zebra crossing by the quay was repainted."));
        }
        LaunchResult drift = reconcile(launcher);
        assertTrue(drift.getOutput().lines().anyMatch(("compared 6 keys of s3://" + BUCKET + ": 1 missing, 1 stale,"
                + " 1 extra; 3 fixed; 1 object refused by the ingest, 1 object no document can be (folder markers,"
                + " invalid keys)")::equals), drift.getOutput());
    }

    @Test
    void docsOnTheTableShowsTheRevisionOfEachObjectOfTheBucket(QuarkusMainLauncher launcher) {
        String bucket = BUCKET + "-docs";
        try (S3Client s3 = S3rver.client()) {
            S3rver.createBucket(s3, bucket);
            S3rver.put(s3, bucket, "logs/tide.txt", bytes("High tide came at noon."));
            S3rver.put(s3, bucket, "logs/wind.md", bytes("# Wind\nA gale blew from the west."));
        }
        LaunchResult reconciled = launcher.launch("reconcile", "--bucket", bucket, "--table", table,
                "--collection", "docs-check");
        assertEquals(0, reconciled.exitCode(), reconciled.getErrorOutput());

        LaunchResult docs = launcher.launch("docs", "--table", table, "--collection", "docs-check");
        assertEquals(0, docs.exitCode(), docs.getErrorOutput());
        try (S3Client s3 = S3rver.client()) {
            for (String key : List.of("logs/tide.txt", "logs/wind.md")) {
                String eTag = s3.headObject(b -> b.bucket(bucket).key(key)).eTag().replace("\"", "");
                assertTrue(docs.getOutput().lines().anyMatch(line -> line.startsWith(key + "  revision " + eTag + "  (")),
                        "the document's revision is the object's ETag: " + eTag + "\n" + docs.getOutput());
            }
        }
    }

    @Test
    void aTableThatDoesNotExistIsNamedAsSuchNotAsAStackTrace(QuarkusMainLauncher launcher) {
        LaunchResult docs = launcher.launch("docs", "--table", table + "-missing", "--collection", "docs-check");
        assertEquals(1, docs.exitCode(), docs.getOutput());
        assertTrue(docs.getErrorOutput().startsWith("lazygraph: docs: the DynamoDB table given by --table does not"
                + " exist at this endpoint ("), docs.getErrorOutput());
        assertFalse(docs.getErrorOutput().contains("Exception"), docs.getErrorOutput());
    }

    private LaunchResult reconcile(QuarkusMainLauncher launcher, String... options) {
        List<String> args = new ArrayList<>(List.of("reconcile", "--bucket", BUCKET, "--table", table,
                "--collection", "default"));
        args.addAll(List.of(options));
        LaunchResult result = launcher.launch(args.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result.getErrorOutput());
        return result;
    }

    @Test
    void reconcileWithoutATableSaysWhatIsMissing(QuarkusMainLauncher launcher) {
        System.clearProperty("lazygraph.store");
        LaunchResult result = launcher.launch("reconcile", "--bucket", BUCKET, "--data",
                System.getProperty("java.io.tmpdir") + "/ops-cli-data", "--collection", "default");
        assertEquals(2, result.exitCode(), result.getOutput());
        assertTrue(result.getErrorOutput().contains("give --table NAME"), result.getErrorOutput());
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
