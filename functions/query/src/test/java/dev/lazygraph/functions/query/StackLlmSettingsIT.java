package dev.lazygraph.functions.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.aws.dynamodb.Dynalite;
import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.infra.DeploymentSettings;
import dev.lazygraph.infra.LazygraphStack;
import dev.lazygraph.service.llm.fake.FakeChatServer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The LLM settings of a deployment reach the LLM: the query function's environment is taken from the
 * synthesized CDK template (the LLM key from a Secrets Manager secret, the endpoint and model from
 * cdk.json's queryEnvironment, exactly as the README tells a user to set them), resolved the way
 * CloudFormation resolves it, and the packaged function is booted with it through {@code bin/lazygraph invoke}.
 * The function must log at start which LLM it uses, and call it (a local OpenAI-compatible server).
 */
class StackLlmSettingsIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SECRET = Pattern.compile("\\{\\{resolve:secretsmanager:([^:}]+):SecretString:::}}");
    private static final String SECRET_NAME = "lazygraph/llm-api-key";

    @Test
    void aKeyFromSecretsManagerAloneSwitchesTheLlmOnAtOpenAi(@TempDir Path dir) throws Exception {
        Path repo = Path.of(System.getProperty("lazygraph-dev.repo.root"));
        String apiKey = "sk-test-" + UUID.randomUUID();
        Map<String, Object> template = synthesize(repo, dir, Map.of("llmApiKeySecret", SECRET_NAME));
        String table = Dynalite.freshTableName("fn-llm");
        try (DynamoDbClient dynamo = Dynalite.client()) {
            try {
                Invocation health = invoke(repo, dir, resolve(queryFunctionEnvironment(template), table,
                        Map.of(SECRET_NAME, apiKey)), table, repo.resolve("events/http-health.json"));

                assertEquals(0, health.exitCode(), health.stdout());
                assertEquals(200, JSON.readTree(health.stdout()).path("statusCode").asInt(), health.stdout());
                assertTrue(health.log().contains("LLM: model gpt-4o-mini at https://api.openai.com/v1/ (API key set)"),
                        "the start log names the LLM in use");
                assertFalse(health.log().contains(apiKey), "the key is never logged");
            } finally {
                dynamo.deleteTable(b -> b.tableName(table));
            }
        }
    }

    @Test
    void theQueryFunctionCallsTheLlmTheStackConfigures(@TempDir Path dir) throws Exception {
        Path repo = Path.of(System.getProperty("lazygraph-dev.repo.root"));
        String apiKey = "sk-test-" + UUID.randomUUID();
        try (FakeChatServer llm = FakeChatServer.start(); DynamoDbClient dynamo = Dynalite.client()) {
            Map<String, Object> template = synthesize(repo, dir, Map.of(
                    "llmApiKeySecret", SECRET_NAME,
                    "queryEnvironment", Map.of("LAZYGRAPH_LLM_BASE_URL", llm.baseUrl(),
                            "LAZYGRAPH_LLM_MODEL", "fake-chat")));
            String table = Dynalite.createTable(dynamo, "fn-llm");
            try {
                Map<String, String> environment = resolve(queryFunctionEnvironment(template), table,
                        Map.of(SECRET_NAME, apiKey));
                ingestSamples(repo, dynamo, table);

                Invocation query = invoke(repo, dir, environment, table,
                        globalQuestion(repo, dir, "What are the main themes across these documents?"));

                assertEquals(0, query.exitCode(), query.stdout());
                JsonNode response = JSON.readTree(query.stdout());
                assertEquals(200, response.path("statusCode").asInt(), query.stdout());
                String body = response.path("body").asText();
                JsonNode answer = JSON.readTree(response.path("isBase64Encoded").asBoolean()
                        ? new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8) : body);
                assertTrue(answer.at("/cost/llmCalls").asInt() > 0, answer.path("cost").toString());
                assertTrue(llm.completions() > 0, "the fake OpenAI server answered no call");
                assertEquals(Set.of("Bearer " + apiKey), llm.authorizations(), "the secret's key is sent");
                assertEquals(Set.of("fake-chat"), llm.models());
                assertTrue(query.log().contains("LLM: model fake-chat at " + llm.baseUrl() + " (API key set)"),
                        "the start log names the LLM in use");
                assertFalse(query.log().contains(apiKey) || query.stdout().contains(apiKey), "the key is never logged");
            } finally {
                dynamo.deleteTable(b -> b.tableName(table));
            }
        }
    }

    /**
     * {@code cdk synth -c runtime=java21 ...} with cdk.json's context, as LazygraphApp runs it: the query
     * function from this module's JVM build (the very function.zip it would deploy).
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> synthesize(Path repo, Path dir, Map<String, Object> options) throws IOException {
        Map<String, Object> cdkJson = JSON.readValue(repo.resolve("infra/cdk.json").toFile(), Map.class);
        Map<String, Object> context = new HashMap<>((Map<String, Object>) cdkJson.get("context"));
        context.put("runtime", "java21");
        context.put("queryZip", System.getProperty("lazygraph-dev.function-zip"));
        context.put("ingestZip", jvmZip(dir).toString());
        // The question function gets the query function's environment (LazygraphStackTest); its own zip is not
        // what this test boots, so a stand-in JVM zip serves.
        context.put("questionZip", jvmZip(dir).toString());
        context.putAll(options);
        App app = App.Builder.create().context(context).outdir(dir.resolve("cdk.out").toString()).build();
        DeploymentSettings settings = DeploymentSettings.fromContext(app.getNode()::tryGetContext);
        LazygraphStack stack = new LazygraphStack(app, "Lazygraph-" + settings.stage(), StackProps.builder().build(),
                settings);
        return (Map<String, Object>) Template.fromStack(stack).toJSON();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> queryFunctionEnvironment(Map<String, Object> template) {
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        return resources.entrySet().stream()
                .filter(e -> e.getKey().startsWith("QueryFunction"))
                .map(e -> (Map<String, Object>) e.getValue())
                .filter(resource -> "AWS::Lambda::Function".equals(resource.get("Type")))
                .map(resource -> (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>)
                        resource.get("Properties")).get("Environment")).get("Variables"))
                .findFirst().orElseThrow();
    }

    /**
     * What CloudFormation does with the template's values: a {@code Ref} to the table becomes its name, a
     * Secrets Manager dynamic reference the secret's value. Anything else unresolved fails the test.
     */
    private static Map<String, String> resolve(Map<String, Object> variables, String table, Map<String, String> secrets) {
        Map<String, String> resolved = new HashMap<>();
        variables.forEach((name, value) -> {
            if (value instanceof Map<?, ?> ref && ref.size() == 1 && ref.containsKey("Ref")
                    && String.valueOf(ref.get("Ref")).startsWith("GraphTable")) {
                resolved.put(name, table);
            } else if (value instanceof String text && SECRET.matcher(text).matches()) {
                Matcher secret = SECRET.matcher(text);
                assertTrue(secret.matches() && secrets.containsKey(secret.group(1)), text);
                resolved.put(name, secrets.get(secret.group(1)));
            } else {
                assertTrue(value instanceof String text && !text.contains("{{resolve:"), name + " = " + value);
                resolved.put(name, (String) value);
            }
        });
        return resolved;
    }

    /** The sample corpus of the README's first command, in the table the function reads. */
    private static void ingestSamples(Path repo, DynamoDbClient dynamo, String table) throws IOException {
        Path samples = repo.resolve("samples");
        try (DynamoDbGraphStore store = new DynamoDbGraphStore(dynamo, table);
             Stream<Path> files = Files.walk(samples)) {
            IngestService ingest = new IngestService(IngestConfig.defaults(), new OpenNlpAnalyzer(), store,
                    new DynamoDbSummaryCache(dynamo, table));
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String key = samples.relativize(file).toString().replace('\\', '/');
                assertFalse(ingest.ingest(new SourceDocument(new DocumentId("default", key), null,
                        Files.readAllBytes(file))).isRejected(), key);
            }
        }
    }

    private record Invocation(int exitCode, String stdout, String log) {
    }

    /** events/http-query.json asking {@code question} on the global route. */
    private static Path globalQuestion(Path repo, Path dir, String question) throws IOException {
        ObjectNode event = (ObjectNode) JSON.readTree(repo.resolve("events/http-query.json").toFile());
        event.put("body", JSON.writeValueAsString(Map.of("question", question, "route", "global")));
        ((ObjectNode) event.path("headers")).remove("content-length");
        return Files.writeString(dir.resolve("query-event.json"), event.toString());
    }

    /**
     * {@code bin/lazygraph invoke query EVENT} with the deployment's environment: the documented way to run
     * the function locally, on the runner jar this build packaged.
     */
    private static Invocation invoke(Path repo, Path dir, Map<String, String> environment, String table,
                                     Path eventFile) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("lazygraph-dev.runner-jar"));
        assertTrue(Files.isRegularFile(jar), "the build packaged no " + jar);
        Path log = dir.resolve("invoke.log");

        ProcessBuilder invoke = new ProcessBuilder(repo.resolve("bin/lazygraph-invoke").toString(), "query",
                eventFile.toString()).redirectError(log.toFile());
        invoke.environment().putAll(environment);
        invoke.environment().put("LAZYGRAPH_NO_BUILD", "1");
        invoke.environment().put("LAZYGRAPH_INVOKE_TABLE", table);
        invoke.environment().put("LAZYGRAPH_DYNALITE_PORT", Integer.toString(Dynalite.port()));
        invoke.environment().put("LAZYGRAPH_S3RVER_PORT", System.getProperty("lazygraph-dev.s3rver.port", "4568"));
        Process process = invoke.start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES));
        String stderr = Files.readString(log);
        System.err.print(stderr);
        return new Invocation(process.exitValue(), stdout, stderr);
    }

    /** A stand-in for the ingest function's JVM build, which this module does not build. */
    private static Path jvmZip(Path dir) throws IOException {
        Path zip = dir.resolve("ingest-function.zip");
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream entries = new ZipOutputStream(out)) {
            entries.putNextEntry(new ZipEntry("lib/io.quarkus.quarkus-amazon-lambda-3.33.2.jar"));
            entries.closeEntry();
        }
        return zip;
    }
}
