package dev.lazygraph.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awscdk.services.lambda.Architecture;

class DeploymentSettingsTest {

    @Test
    void defaultsPointAtTheNativeBuildsAndUseIam() {
        DeploymentSettings settings = DeploymentSettings.fromContext(key -> null);
        assertEquals("dev", settings.stage());
        assertEquals(FunctionRuntime.NATIVE, settings.runtime());
        assertEquals(false, settings.snapStart(), "Lambda snapshots no native function");
        assertEquals(false, settings.embeddings(), "the semantic signal is asked for, not paid for unasked");
        assertEquals(Path.of("../functions/ingest/target/function.zip"), settings.ingestZip());
        assertEquals(Path.of("../functions/query/target/function.zip"), settings.queryZip());
        assertEquals(Architecture.X86_64.toString(), settings.architecture().toString());
        assertEquals(Optional.empty(), settings.jwt());
        assertEquals(Optional.empty(), settings.llmApiKeySecret());
        assertEquals(Map.of(), settings.queryEnvironment());
    }

    @Test
    void readsEveryContextValue() {
        Map<String, Object> context = new HashMap<>();
        context.put("stage", "prod");
        context.put("runtime", "java21");
        context.put("ingestZip", "/builds/ingest.zip");
        context.put("architecture", "arm64");
        context.put("jwtIssuer", "https://issuer.example.com/");
        context.put("jwtAudience", "lazygraph, cli ,");
        context.put("llmApiKeySecret", "lazygraph/openai");
        context.put("queryEnvironment", Map.of("LAZYGRAPH_QUERY_RELEVANCE_BUDGET", 60, "LAZYGRAPH_QUERY_TOKEN_BUDGET", 8000));
        DeploymentSettings settings = DeploymentSettings.fromContext(context::get);
        assertEquals("prod", settings.stage());
        assertEquals(FunctionRuntime.JVM, settings.runtime());
        assertTrue(settings.snapStart(), "the JVM builds start from a snapshot unless told otherwise");
        assertEquals(Path.of("/builds/ingest.zip"), settings.ingestZip());
        assertEquals(Architecture.ARM_64.toString(), settings.architecture().toString());
        assertEquals(new DeploymentSettings.Jwt("https://issuer.example.com/", List.of("lazygraph", "cli")),
                settings.jwt().orElseThrow());
        assertEquals(Optional.of("lazygraph/openai"), settings.llmApiKeySecret());
        assertEquals(Map.of("LAZYGRAPH_QUERY_RELEVANCE_BUDGET", "60", "LAZYGRAPH_QUERY_TOKEN_BUDGET", "8000"),
                settings.queryEnvironment());
    }

    @Test
    void embeddingsAreAnOptionOfTheJvmBuildsOnly() {
        assertTrue(DeploymentSettings.fromContext(
                Map.<String, Object>of("runtime", "java21", "embeddings", "true")::get).embeddings());
        assertTrue(DeploymentSettings.fromContext(
                Map.<String, Object>of("runtime", "java21", "embeddings", true)::get).embeddings(), "cdk.json's boolean");
        assertEquals(false, DeploymentSettings.fromContext(Map.<String, Object>of("embeddings", "false")::get)
                .embeddings());
        assertTrue(refusal(Map.of("embeddings", "true")).contains("runtime=java21"));
        assertTrue(refusal(Map.of("runtime", "java21", "embeddings", "yes")).contains("embeddings must be true or false"));
    }

    @Test
    void snapStartIsAnOptionOfTheJvmBuildsOnly() {
        assertEquals(false, DeploymentSettings.fromContext(
                Map.<String, Object>of("runtime", "java21", "snapStart", "false")::get).snapStart());
        assertTrue(DeploymentSettings.fromContext(
                Map.<String, Object>of("runtime", "java21", "snapStart", true)::get).snapStart(), "cdk.json's boolean");
        assertEquals(false, DeploymentSettings.fromContext(Map.<String, Object>of("snapStart", "false")::get).snapStart());
        assertTrue(refusal(Map.of("snapStart", "true")).contains("runtime=java21"));
        assertTrue(refusal(Map.of("runtime", "java21", "snapStart", "off")).contains("true or false"));
    }

    @Test
    void alarmsMailNobodyAndTheReconcilerIsOffUnlessAsked() {
        assertEquals(DeploymentSettings.Operations.NONE, DeploymentSettings.fromContext(key -> null).operations());
        DeploymentSettings.Operations on = DeploymentSettings.fromContext(
                Map.<String, Object>of("alarmEmail", "oncall@example.com", "reconcileRate", "6 hours")::get).operations();
        assertEquals(java.util.Optional.of("oncall@example.com"), on.alarmEmail());
        assertEquals(java.util.Optional.of(java.time.Duration.ofHours(6)), on.reconcileEvery());
        assertEquals(java.time.Duration.ofDays(1), DeploymentSettings.Operations.rate("1 day"));
        assertTrue(refusal(Map.of("reconcileRate", "10 minutes")).contains("at least 15 minutes"));
        assertTrue(refusal(Map.of("reconcileRate", "hourly")).contains("like '6 hours'"));
        assertTrue(refusal(Map.of("alarmEmail", "oncall")).contains("email address"));
    }

    @Test
    void jwtNeedsIssuerAndAudienceTogether() {
        assertTrue(refusal(Map.of("jwtIssuer", "https://issuer.example.com/")).contains("both jwtIssuer and jwtAudience"));
        assertTrue(refusal(Map.of("jwtAudience", "lazygraph")).contains("both jwtIssuer and jwtAudience"));
        assertTrue(refusal(Map.of("jwtIssuer", "http://issuer.example.com/", "jwtAudience", "x")).contains("https://"));
        assertTrue(refusal(Map.of("jwtIssuer", "https://issuer.example.com/", "jwtAudience", " , ")).contains("audience"));
    }

    @Test
    void refusesCredentialsInTheEnvironment() {
        for (String name : List.of("QUARKUS_LANGCHAIN4J_OPENAI_API_KEY", "OPENAI_API_KEY", "DB_PASSWORD",
                "LLM_SECRET", "SOME_SESSION_TOKEN")) {
            String message = refusal(Map.of("queryEnvironment", Map.of(name, "sk-live-123")));
            assertTrue(message.contains(name) && message.contains("llmApiKeySecret"), message);
            assertTrue(!message.contains("sk-live-123"), "the refused value itself is never echoed");
        }
        assertTrue(refusal(Map.of("ingestEnvironment", Map.of("AWS_REGION", "eu-west-1"))).contains("AWS_"));
        assertTrue(refusal(Map.of("ingestEnvironment", Map.of("lower", "x"))).contains("lower"));
    }

    @Test
    void theLlmHasOneSetOfNamesAndOnlyTheQueryFunctionGetsThem() {
        String client = refusal(Map.of("queryEnvironment", Map.of("QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL", "https://x/v1")));
        assertTrue(client.contains("QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL") && client.contains("LAZYGRAPH_LLM_BASE_URL"),
                client);
        String ingest = refusal(Map.of("ingestEnvironment", Map.of("LAZYGRAPH_LLM_BASE_URL", "https://x/v1")));
        assertTrue(ingest.contains("never calls an LLM"), ingest);
        assertEquals(Map.of("LAZYGRAPH_LLM_BASE_URL", "https://x/v1", "LAZYGRAPH_LLM_MODEL", "m"),
                DeploymentSettings.fromContext(Map.<String, Object>of("queryEnvironment",
                        Map.of("LAZYGRAPH_LLM_BASE_URL", "https://x/v1", "LAZYGRAPH_LLM_MODEL", "m"))::get)
                        .queryEnvironment());
    }

    @Test
    void refusesMalformedValues() {
        assertTrue(refusal(Map.of("runtime", "java17")).contains("provided.al2023 (native build) or java21"));
        assertTrue(refusal(Map.of("architecture", "sparc")).contains("x86_64 or arm64"));
        assertTrue(refusal(Map.of("stage", "Prod!")).contains("stage"));
        assertTrue(refusal(Map.of("queryEnvironment", "LAZYGRAPH_X=1")).contains("cdk.json"));
        assertTrue(refusal(Map.of("stage", List.of("a", "b"))).contains("single value"));
    }

    private static String refusal(Map<String, Object> context) {
        return assertThrows(IllegalArgumentException.class, () -> DeploymentSettings.fromContext(context::get))
                .getMessage();
    }
}
