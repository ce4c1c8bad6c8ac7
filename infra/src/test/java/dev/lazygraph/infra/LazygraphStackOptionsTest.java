package dev.lazygraph.infra;

import static dev.lazygraph.infra.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
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
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.lambda.Architecture;

/** A deployment with every option set (JWT, arm64, LLM secret, summary key pattern, extra environment). */
class LazygraphStackOptionsTest {
    static final String ISSUER = "https://login.example.com/tenant/";
    @TempDir
    static Path dir;
    static Map<String, Object> resources;

    @BeforeAll
    static void synthesize() {
        DeploymentSettings settings = new DeploymentSettings("prod", FunctionRuntime.NATIVE,
                Fixtures.zip(dir, "ingest.zip", "bootstrap"), Fixtures.zip(dir, "query.zip", "bootstrap"),
                Architecture.ARM_64, Optional.of(new DeploymentSettings.Jwt(ISSUER, List.of("lazygraph", "cli"))),
                Optional.of("lazygraph/llm-api-key"), Optional.of("*#summary#*"),
                Map.of("LAZYGRAPH_INGEST_MAX_DOCUMENT_BYTES", "1048576"),
                Map.of("LAZYGRAPH_LLM_BASE_URL", "https://llm.example.com/v1",
                        "LAZYGRAPH_QUERY_RELEVANCE_BUDGET", "60"));
        App app = Fixtures.app(dir);
        resources = at(Template.fromStack(Fixtures.stack(app, settings)).toJSON(), "Resources");
    }

    @Test
    void jwtIssuerAndAudienceReplaceIamOnEveryRoute() {
        Map.Entry<String, Object> authorizer = onlyOfType("AWS::ApiGatewayV2::Authorizer");
        assertEquals("JWT", at(authorizer.getValue(), "Properties", "AuthorizerType"));
        assertEquals(ISSUER, at(authorizer.getValue(), "Properties", "JwtConfiguration", "Issuer"));
        assertEquals(List.of("lazygraph", "cli"), at(authorizer.getValue(), "Properties", "JwtConfiguration", "Audience"));
        List<Map<String, Object>> routes = ofType("AWS::ApiGatewayV2::Route");
        assertEquals(LazygraphStack.ROUTES.size(), routes.size());
        for (Map<String, Object> route : routes) {
            assertEquals("JWT", at(route, "Properties", "AuthorizationType"));
            assertEquals(Map.of("Ref", authorizer.getKey()), at(route, "Properties", "AuthorizerId"));
        }
    }

    @Test
    void summaryWritesAreLimitedToTheSummaryPartitionKeys() {
        List<Map<String, Object>> statements = ofType("AWS::IAM::Role").stream()
                .filter(role -> Objects.toString(at(role, "Properties", "Description")).startsWith("lazygraph query"))
                .flatMap(role -> ((List<Map<String, Object>>) at(role, "Properties", "Policies", 0, "PolicyDocument",
                        "Statement")).stream())
                .toList();
        Map<String, Object> writes = statements.stream().filter(s -> "WriteSummaries".equals(s.get("Sid")))
                .findFirst().orElseThrow();
        assertEquals(List.of("*#summary#*"),
                at(writes, "Condition", "ForAllValues:StringLike", "dynamodb:LeadingKeys"));
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
        assertEquals(2, functions.size(), functions.keySet().toString());
        functions.values().forEach(f -> assertEquals(List.of("arm64"), f.get("Architectures")));

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
        DeploymentSettings settings = new DeploymentSettings("broken", FunctionRuntime.NATIVE,
                Fixtures.zip(dir, "jvm-ingest.zip", "quarkus-run.jar", "lib/"), Fixtures.zip(dir, "q.zip", "bootstrap"),
                Architecture.X86_64, Optional.empty(), Optional.empty(), Optional.empty(), Map.of(), Map.of());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new LazygraphStack(new App(), "Broken", StackProps.builder().build(), settings));
        assertTrue(refused.getMessage().contains("jvm-ingest.zip") && refused.getMessage().contains("bootstrap"),
                refused.getMessage());
    }

    @Test
    void contextCannotOverrideWhatTheStackWires() {
        DeploymentSettings settings = new DeploymentSettings("clash", FunctionRuntime.NATIVE,
                Fixtures.zip(dir, "i.zip", "bootstrap"), Fixtures.zip(dir, "q2.zip", "bootstrap"),
                Architecture.X86_64, Optional.empty(), Optional.empty(), Optional.empty(),
                Map.of(), Map.of("LAZYGRAPH_TABLE", "someone-elses-table"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new LazygraphStack(new App(), "Clash", StackProps.builder().build(), settings));
        assertTrue(refused.getMessage().contains("LAZYGRAPH_TABLE"), refused.getMessage());
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> ofType(String type) {
        return resources.values().stream().map(r -> (Map<String, Object>) r)
                .filter(r -> type.equals(r.get("Type"))).toList();
    }

    static Map.Entry<String, Object> onlyOfType(String type) {
        List<Map.Entry<String, Object>> matching = resources.entrySet().stream()
                .filter(e -> type.equals(at(e.getValue(), "Type"))).toList();
        assertEquals(1, matching.size(), type);
        return matching.get(0);
    }
}
