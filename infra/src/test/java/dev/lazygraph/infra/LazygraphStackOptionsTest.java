package dev.lazygraph.infra;

import static dev.lazygraph.infra.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.App;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.assertions.Match;
import software.amazon.awscdk.cxapi.SynthesisMessage;
import software.amazon.awscdk.services.lambda.Architecture;

/**
 * A deployment with every option set (JWT, arm64, LLM secret, summary key pattern, extra environment, an alarm
 * email and the scheduled reconciler).
 */
class LazygraphStackOptionsTest {
    static final String ISSUER = "https://login.example.com/tenant/";
    static final String ONCALL = "oncall@example.com";
    @TempDir
    static Path dir;
    static Fixtures.Synthesized deployment;

    @BeforeAll
    static void synthesize() {
        DeploymentSettings settings = new DeploymentSettings("prod", FunctionRuntime.NATIVE, false, false,
                Fixtures.zip(dir, "ingest.zip", "bootstrap"), Fixtures.zip(dir, "query.zip", "bootstrap"),
                Fixtures.zip(dir, "question.zip", "bootstrap"),
                Architecture.ARM_64, Optional.of(new DeploymentSettings.Jwt(ISSUER, List.of("lazygraph", "cli"))),
                Optional.of("lazygraph/llm-api-key"), Optional.of("*#summary#*"),
                Map.of("LAZYGRAPH_INGEST_MAX_DOCUMENT_BYTES", "1048576"),
                Map.of("LAZYGRAPH_LLM_BASE_URL", "https://llm.example.com/v1",
                        "LAZYGRAPH_QUERY_RELEVANCE_BUDGET", "60"),
                new DeploymentSettings.Operations(Optional.of(ONCALL), Optional.of(Duration.ofHours(6))));
        deployment = Fixtures.synthesize(dir, settings);
    }

    @Test
    void theAlarmTopicMailsTheOnCallAddress() {
        Object subscription = onlyOfType("AWS::SNS::Subscription").getValue();
        assertEquals("email", at(subscription, "Properties", "Protocol"));
        assertEquals(ONCALL, at(subscription, "Properties", "Endpoint"));
        assertEquals(Map.of("Ref", onlyOfType("AWS::SNS::Topic").getKey()), at(subscription, "Properties", "TopicArn"));
    }

    @Test
    void theReconcilerRunsOnItsScheduleAsTheIngestBuildsOtherHandler() {
        Map.Entry<String, Object> reconcile = ofType("AWS::Lambda::Function").stream()
                .filter(f -> Objects.toString(at(f, "Properties", "Description")).startsWith("lazygraph reconcile"))
                .map(f -> Map.entry(functionId(f), (Object) f)).findFirst().orElseThrow();
        Map<String, Object> variables = at(reconcile.getValue(), "Properties", "Environment", "Variables");
        assertEquals(LazygraphStack.RECONCILE_HANDLER, variables.get("QUARKUS_LAMBDA_HANDLER"));
        assertEquals("1048576", variables.get("LAZYGRAPH_INGEST_MAX_DOCUMENT_BYTES"), "the ingest's own settings");
        assertEquals(900, ((Number) at(reconcile.getValue(), "Properties", "Timeout")).intValue());

        Object rule = onlyOfType("AWS::Events::Rule").getValue();
        assertEquals("rate(6 hours)", at(rule, "Properties", "ScheduleExpression"));
        assertEquals(List.of(reconcile.getKey(), "Arn"), at(rule, "Properties", "Targets", 0, "Arn", "Fn::GetAtt"));
        assertEquals(0, ((Number) at(rule, "Properties", "Targets", 0, "RetryPolicy", "MaximumRetryAttempts")).intValue());

        List<String> reconcileAlarms = ofType("AWS::CloudWatch::Alarm").stream()
                .map(alarm -> Objects.toString(at(alarm, "Properties", "AlarmDescription")))
                .filter(description -> description.contains("reconcile")).toList();
        assertEquals(2, reconcileAlarms.size(), reconcileAlarms.toString());
    }

    @Test
    @SuppressWarnings("unchecked")
    void theReconcilerMayListTheBucketButWritesNoQueue() {
        List<Map<String, Object>> statements = ofType("AWS::IAM::Role").stream()
                .filter(role -> Objects.toString(at(role, "Properties", "Description")).startsWith("lazygraph reconcile"))
                .flatMap(role -> ((List<Map<String, Object>>) at(role, "Properties", "Policies", 0, "PolicyDocument",
                        "Statement")).stream())
                .toList();
        List<Object> actions = statements.stream().flatMap(s -> s.get("Action") instanceof List<?> list
                ? list.stream() : java.util.stream.Stream.of(s.get("Action"))).map(Object.class::cast).toList();
        assertTrue(actions.containsAll(List.of("s3:ListBucket", "s3:ListBucketVersions", "s3:GetBucketVersioning",
                "s3:GetObject", "dynamodb:PutItem")), actions.toString());
        assertTrue(actions.stream().noneMatch(action -> action.toString().startsWith("sqs:")
                || action.toString().contains("*")), actions.toString());
    }

    @Test
    void awsSolutionsChecksPassWithTheOperationsOptionsOn() {
        List<SynthesisMessage> findings = new java.util.ArrayList<>(
                deployment.annotations().findError("*", Match.stringLikeRegexp("AwsSolutions-.*")));
        findings.addAll(deployment.annotations().findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*")));
        assertEquals(List.of(), findings.stream().map(m -> m.getId() + ": " + m.getEntry().getData()).toList());
    }

    private static String functionId(Map<String, Object> function) {
        return deployment.resources().entrySet().stream().filter(e -> e.getValue() == function).map(Map.Entry::getKey)
                .findFirst().orElseThrow();
    }

    @Test
    void jwtIssuerAndAudienceReplaceIamOnEveryRoute() {
        Map.Entry<String, Object> authorizer = onlyOfType("AWS::ApiGatewayV2::Authorizer");
        assertEquals("JWT", at(authorizer.getValue(), "Properties", "AuthorizerType"));
        assertEquals(ISSUER, at(authorizer.getValue(), "Properties", "JwtConfiguration", "Issuer"));
        assertEquals(List.of("lazygraph", "cli"), at(authorizer.getValue(), "Properties", "JwtConfiguration", "Audience"));
        List<Map<String, Object>> routes = ofType("AWS::ApiGatewayV2::Route");
        assertEquals(LazygraphStack.QUESTION_ROUTES.size() + LazygraphStack.API_ROUTES.size(), routes.size());
        for (Map<String, Object> route : routes) {
            assertEquals("JWT", at(route, "Properties", "AuthorizationType"));
            assertEquals(Map.of("Ref", authorizer.getKey()), at(route, "Properties", "AuthorizerId"));
        }
    }

    @Test
    void summaryWritesAreLimitedToTheSummaryPartitionKeys() {
        List<Map<String, Object>> statements = ofType("AWS::IAM::Role").stream()
                .filter(role -> Objects.toString(at(role, "Properties", "Description")).matches("lazygraph (query|questions):.*"))
                .flatMap(role -> ((List<Map<String, Object>>) at(role, "Properties", "Policies", 0, "PolicyDocument",
                        "Statement")).stream())
                .toList();
        List<Map<String, Object>> writes = statements.stream().filter(s -> "WriteSummaries".equals(s.get("Sid")))
                .toList();
        assertEquals(2, writes.size(), "the query (api) and the question function's roles");
        for (Map<String, Object> write : writes) {
            assertEquals(List.of("*#summary#*"),
                    at(write, "Condition", "ForAllValues:StringLike", "dynamodb:LeadingKeys"));
        }
        Map<String, Object> reads = statements.stream().filter(s -> "ReadGraph".equals(s.get("Sid")))
                .findFirst().orElseThrow();
        assertEquals(null, reads.get("Condition"), "the graph stays readable under every key");
    }

    @Test
    void functionsRunOnArmAndTheLlmKeyIsAReferenceNotAValue() {
        Map<String, Map<String, Object>> functions = ofType("AWS::Lambda::Function").stream()
                .filter(f -> "provided.al2023".equals(at(f, "Properties", "Runtime")))
                .collect(Collectors.toMap(f -> Objects.toString(at(f, "Properties", "Description")).split(" ")[1],
                        f -> at(f, "Properties")));
        assertEquals(java.util.Set.of("ingest", "query", "question", "reconcile"), functions.keySet());
        functions.values().forEach(f -> assertEquals(List.of("arm64"), f.get("Architectures")));

        assertEquals((Object) at(functions.get("query"), "Environment", "Variables"),
                at(functions.get("question"), "Environment", "Variables"), "both answer questions");
        Map<String, Object> query = at(functions.get("query"), "Environment", "Variables");
        assertEquals("{{resolve:secretsmanager:lazygraph/llm-api-key:SecretString:::}}",
                query.get("LAZYGRAPH_LLM_API_KEY"), "the name the query function reads (lazygraph.llm.api-key)");
        assertEquals("https://llm.example.com/v1", query.get("LAZYGRAPH_LLM_BASE_URL"));
        assertEquals("60", query.get("LAZYGRAPH_QUERY_RELEVANCE_BUDGET"));

        Map<String, Object> ingest = at(functions.get("ingest"), "Environment", "Variables");
        assertEquals("1048576", ingest.get("LAZYGRAPH_INGEST_MAX_DOCUMENT_BYTES"));
        assertTrue(ingest.keySet().stream().noneMatch(name -> name.contains("LLM") || name.contains("LANGCHAIN4J")),
                "ingest spends no LLM tokens and gets no LLM settings: " + ingest.keySet());
    }

    @Test
    void synthRefusesAZipWithoutBootstrap() {
        DeploymentSettings settings = new DeploymentSettings("broken", FunctionRuntime.NATIVE, false, false,
                Fixtures.zip(dir, "jvm-ingest.zip", "quarkus-run.jar", "lib/"), Fixtures.zip(dir, "q.zip", "bootstrap"),
                Fixtures.zip(dir, "qn.zip", "bootstrap"),
                Architecture.X86_64, Optional.empty(), Optional.empty(), Optional.empty(), Map.of(), Map.of(),
                DeploymentSettings.Operations.NONE);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new LazygraphStack(new App(), "Broken", StackProps.builder().build(), settings));
        assertTrue(refused.getMessage().contains("jvm-ingest.zip") && refused.getMessage().contains("bootstrap"),
                refused.getMessage());
    }

    @Test
    void contextCannotOverrideWhatTheStackWires() {
        DeploymentSettings settings = new DeploymentSettings("clash", FunctionRuntime.NATIVE, false, false,
                Fixtures.zip(dir, "i.zip", "bootstrap"), Fixtures.zip(dir, "q2.zip", "bootstrap"),
                Fixtures.zip(dir, "qn2.zip", "bootstrap"),
                Architecture.X86_64, Optional.empty(), Optional.empty(), Optional.empty(),
                Map.of(), Map.of("LAZYGRAPH_TABLE", "someone-elses-table"), DeploymentSettings.Operations.NONE);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new LazygraphStack(new App(), "Clash", StackProps.builder().build(), settings));
        assertTrue(refused.getMessage().contains("LAZYGRAPH_TABLE"), refused.getMessage());
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> ofType(String type) {
        return deployment.resources().values().stream().map(r -> (Map<String, Object>) r)
                .filter(r -> type.equals(r.get("Type"))).toList();
    }

    static Map.Entry<String, Object> onlyOfType(String type) {
        List<Map.Entry<String, Object>> matching = deployment.resources().entrySet().stream()
                .filter(e -> type.equals(at(e.getValue(), "Type"))).toList();
        assertEquals(1, matching.size(), type);
        return matching.get(0);
    }
}
