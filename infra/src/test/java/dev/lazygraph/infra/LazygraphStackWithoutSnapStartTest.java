package dev.lazygraph.infra;

import static dev.lazygraph.infra.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awscdk.assertions.Match;

/** {@code -c runtime=java21 -c snapStart=false}: the JVM builds started the plain way, still behind the alias. */
class LazygraphStackWithoutSnapStartTest {
    @TempDir
    static Path dir;

    static Fixtures.Synthesized deployment;
    static Map<String, Object> resources;

    @BeforeAll
    static void synthesize() {
        DeploymentSettings settings = DeploymentSettings.fromContext(Map.<String, Object>of(
                "stage", "plain", "runtime", "java21", "snapStart", "false",
                "ingestZip", LazygraphStackJvmTest.jvmZip(dir, "ingest.zip").toString(),
                "queryZip", LazygraphStackJvmTest.jvmZip(dir, "query.zip").toString(),
                "questionZip", LazygraphStackJvmTest.jvmZip(dir, "question.zip").toString())::get);
        deployment = Fixtures.synthesize(dir, settings);
        resources = deployment.resources();
    }

    @Test
    void theFunctionsRunOnJava21WithoutSnapStart() {
        List<Map<String, Object>> functions = functions();
        assertEquals(3, functions.size(), "ingest, query and question");
        for (Map<String, Object> function : functions) {
            assertEquals("java21", at(function, "Properties", "Runtime"));
            assertNull(at(function, "Properties", "SnapStart"), "no snapshot: " + at(function, "Properties"));
        }
    }

    @Test
    void s3AndTheApiStillInvokeTheLiveAlias() {
        long aliases = resources.values().stream().filter(r -> "AWS::Lambda::Alias".equals(at(r, "Type"))).count();
        assertEquals(3, aliases);
        List<Object> integrations = resources.values().stream()
                .filter(r -> "AWS::ApiGatewayV2::Integration".equals(at(r, "Type"))).toList();
        assertEquals(2, integrations.size(), "query and question");
        for (Object integration : integrations) {
            String target = at(integration, "Properties", "IntegrationUri", "Ref");
            assertEquals("AWS::Lambda::Alias", at(resources, target, "Type"));
        }
    }

    @Test
    void awsSolutionsChecksPass() {
        assertEquals(List.of(), deployment.annotations().findError("*", Match.stringLikeRegexp("AwsSolutions-.*")).stream()
                .map(m -> m.getId() + ": " + m.getEntry().getData()).toList());
        assertEquals(List.of(), deployment.annotations().findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*")).stream()
                .map(m -> m.getId() + ": " + m.getEntry().getData()).toList());
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> functions() {
        return resources.values().stream().filter(r -> "AWS::Lambda::Function".equals(at(r, "Type")))
                .map(r -> (Map<String, Object>) r)
                .filter(r -> "java21".equals(at(r, "Properties", "Runtime"))).toList();
    }
}
