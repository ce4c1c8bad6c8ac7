package dev.lazygraph.functions.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lazygraph.aws.dynamodb.Dynalite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@code bin/lazygraph invoke query} on the packaged function (runner jar), against dynalite. */
class InvokeScriptIT {

    @Test
    void invokeRunsThePackagedFunctionOnASampleEvent() throws IOException, InterruptedException {
        Path repo = Path.of(System.getProperty("lazygraph-dev.repo.root"));
        Path jar = Path.of(System.getProperty("lazygraph-dev.runner-jar"));
        assertTrue(Files.isRegularFile(jar), "the build packaged no " + jar);
        String table = Dynalite.freshTableName("fn-invoke");

        ProcessBuilder invoke = new ProcessBuilder(repo.resolve("bin/lazygraph-invoke").toString(), "query",
                repo.resolve("events/http-health.json").toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        invoke.environment().put("LAZYGRAPH_NO_BUILD", "1");
        invoke.environment().put("LAZYGRAPH_INVOKE_TABLE", table);
        invoke.environment().put("LAZYGRAPH_DYNALITE_PORT", Integer.toString(Dynalite.port()));
        invoke.environment().put("LAZYGRAPH_S3RVER_PORT", System.getProperty("lazygraph-dev.s3rver.port", "4568"));
        Process process = invoke.start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES));

        try (DynamoDbClient dynamo = Dynalite.client()) {
            try {
                assertEquals(0, process.exitValue(), stdout);
                JsonNode response = new ObjectMapper().readTree(stdout);
                assertEquals(200, response.path("statusCode").asInt(), stdout);
            } finally {
                dynamo.deleteTable(b -> b.tableName(table));
            }
        }
    }
}
