package dev.lazygraph.functions.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.core.document.DocumentId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * {@code bin/lazygraph invoke ingest} on the packaged function (runner jar), against dynalite and s3rver:
 * the documented way to run the function locally works and stores what the event names.
 */
class InvokeScriptIT {

    @Test
    void invokeRunsThePackagedFunctionOnASampleEvent() throws IOException, InterruptedException {
        Path repo = Path.of(System.getProperty("lazygraph-dev.repo.root"));
        Assumptions.assumeTrue(Files.exists(repo.resolve(
                "functions/ingest/target/lazygraph-function-ingest-0.1.0-SNAPSHOT-runner.jar")),
                "only the JVM build has a runner jar");
        try (S3Client s3 = S3rver.client()) {
            S3rver.createBucket(s3, SampleEvents.BUCKET);
            SampleEvents.objects().forEach((key, content) -> S3rver.put(s3, SampleEvents.BUCKET, key, content));
        }
        String table = Dynalite.freshTableName("fn-invoke");

        ProcessBuilder invoke = new ProcessBuilder(repo.resolve("bin/lazygraph-invoke").toString(), "ingest",
                repo.resolve("events/s3-multipart.json").toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        invoke.environment().put("LAZYGRAPH_NO_BUILD", "1");
        invoke.environment().put("LAZYGRAPH_INVOKE_TABLE", table);
        invoke.environment().put("LAZYGRAPH_DYNALITE_PORT", Integer.toString(Dynalite.port()));
        invoke.environment().put("LAZYGRAPH_S3RVER_PORT", Integer.toString(S3rver.endpoint().getPort()));
        Process process = invoke.start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES));

        try (DynamoDbClient dynamo = Dynalite.client()) {
            try {
                assertEquals(0, process.exitValue(), stdout);
                JsonNode report = SampleEvents.JSON.readTree(stdout);
                assertEquals("CREATED", report.at("/records/0/status").asText(), stdout);
                var stored = new DynamoDbGraphStore(dynamo, table)
                        .document(new DocumentId("default", "handbook/onboarding-guide.md"));
                assertEquals("rK2.7nQ0Zp8s4WJtYVb9cXe1uHa6LmDo", stored.orElseThrow().revision());
            } finally {
                dynamo.deleteTable(b -> b.tableName(table));
            }
        }
    }
}
