package dev.lazygraph.app.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.s3.S3rver;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/** {@code reconcile} and {@code dead-letters} as a user runs them, against s3rver, dynalite and ElasticMQ. */
@QuarkusMainTest
@TestProfile(OperationsCliTest.LocalAws.class)
class OperationsCliTest {
    private static final String BUCKET = "ops-cli-" + Long.toHexString(System.nanoTime());
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

    /** {@code --table} became system properties of this JVM (LaunchOptions); the other CLI tests use no table. */
    @AfterAll
    static void stop() {
        System.clearProperty("lazygraph.store");
        System.clearProperty("lazygraph.table");
        sqs.close();
        try (DynamoDbClient dynamo = Dynalite.client()) {
            dynamo.deleteTable(b -> b.tableName(table));
        }
    }

    @Test
    void reconcileFindsFixesAndThenHasNothingToDoAndDeadLettersReplay(QuarkusMainLauncher launcher) {
        LaunchResult dryRun = launcher.launch("reconcile", "--bucket", BUCKET, "--table", table, "--dry-run",
                "--collection", "default");
        assertEquals(0, dryRun.exitCode(), dryRun.getErrorOutput());
        assertTrue(dryRun.getOutput().contains("missing notes/ferry.txt"), dryRun.getOutput());
        assertTrue(dryRun.getOutput().contains("2 missing (dry run, nothing changed)"), dryRun.getOutput());

        LaunchResult limited = launcher.launch("reconcile", "--bucket", BUCKET, "--table", table, "--max-keys", "1",
                "--collection", "default");
        assertEquals(0, limited.exitCode(), limited.getErrorOutput());
        assertTrue(limited.getOutput().contains("resume with --start-after 'notes/crane.md'"), limited.getOutput());

        LaunchResult rest = launcher.launch("reconcile", "--bucket", BUCKET, "--table", table, "--start-after",
                "notes/crane.md", "--collection", "default");
        assertEquals(0, rest.exitCode(), rest.getErrorOutput());
        assertTrue(rest.getOutput().contains("missing notes/ferry.txt (bucket "), rest.getOutput());
        assertTrue(rest.getOutput().contains("FIXED CREATED"), rest.getOutput());

        assertTrue(rest.getOutput().contains("compared 1 keys of s3://" + BUCKET + " (0 objects are no documents):"
                + " 1 missing; 1 fixed"), rest.getOutput());

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
