package dev.lazygraph.functions.ingest;

import dev.lazygraph.core.events.SampleEvents;
import dev.lazygraph.s3.S3rver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * {@code bin/lazygraph invoke ingest} on the packaged function (runner jar), against dynalite and s3rver:
 * the documented way to run the function locally works, stores what the event names, and the function it
 * starts has no LLM or REST client feature installed.
 */
class InvokeScriptIT {
    private static final Pattern FEATURES = Pattern.compile("Installed features: \\[([^]]*)]");

    @Test
    void invokeRunsThePackagedFunctionOnASampleEvent(@TempDir Path logs) throws IOException, InterruptedException {
        Path repo = Path.of(System.getProperty("lazygraph-dev.repo.root"));
        Path jar = Path.of(System.getProperty("lazygraph-dev.runner-jar"));
        assertTrue(Files.isRegularFile(jar), "the build packaged no " + jar);
        try (S3Client s3 = S3rver.client()) {
            S3rver.createBucket(s3, SampleEvents.BUCKET);
            SampleEvents.objects().forEach((key, content) -> S3rver.put(s3, SampleEvents.BUCKET, key, content));
        }
        String table = Dynalite.freshTableName("fn-invoke");

        Path stderr = logs.resolve("invoke.log");
        ProcessBuilder invoke = new ProcessBuilder(repo.resolve("bin/lazygraph-invoke").toString(), "ingest",
                repo.resolve("events/s3-multipart.json").toString())
                .redirectError(stderr.toFile());
        invoke.environment().put("LAZYGRAPH_NO_BUILD", "1");
        invoke.environment().put("LAZYGRAPH_INVOKE_TABLE", table);
        invoke.environment().put("LAZYGRAPH_DYNALITE_PORT", Integer.toString(Dynalite.port()));
        invoke.environment().put("LAZYGRAPH_S3RVER_PORT", Integer.toString(S3rver.endpoint().getPort()));
        Process process = invoke.start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES));
        String log = Files.readString(stderr);
        System.err.print(log);

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
        Matcher features = FEATURES.matcher(log);
        assertTrue(features.find(), "Quarkus names its installed features at start");
        for (String feature : features.group(1).split(",\\s*")) {
            assertFalse(feature.matches("langchain4j.*|rest.*|qute|smallrye-openapi|smallrye-health"),
                    "the ingest function carries " + feature + ": " + features.group(1));
        }
    }
}
