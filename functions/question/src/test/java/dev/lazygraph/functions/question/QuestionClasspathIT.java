package dev.lazygraph.functions.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The question function's deployment package (the function.zip the java21 runtime deploys: its root and lib/ are
 * the function's classpath) carries none of the machinery the api function starts before its first event: no HTTP
 * server or router (Vert.x HTTP, Vert.x Web), no REST layer or REST client (quarkus-rest, RESTEasy), no MCP, OpenAPI,
 * Qute or health, no quarkus-langchain4j (its LLM client is langchain4j's own, on the JDK's HTTP client); and, like the api function, no document parser and no embedded database.
 */
class QuestionClasspathIT {
    /** Jars are named group.artifact-version. */
    private static final Pattern NOT_A_QUESTION = Pattern.compile("lib/("
            + "io\\.quarkus\\.quarkus-vertx-http-|io\\.vertx\\.vertx-web|io\\.quarkus\\.quarkus-amazon-lambda-http-"
            + "|io\\.quarkus\\.quarkus-rest|io\\.quarkus\\.resteasy\\.|org\\.jboss\\.resteasy"
            + "|io\\.quarkiverse\\.mcp\\.|io\\.quarkus\\.quarkus-smallrye-openapi|io\\.smallrye\\.smallrye-open-api"
            + "|io\\.quarkus\\.quarkus-qute|io\\.quarkus\\.qute\\.|io\\.quarkus\\.quarkus-smallrye-health"
            + "|io\\.quarkiverse\\.langchain4j\\."
            + "|org\\.apache\\.(tika|pdfbox|poi|xmlbeans)\\.|dev\\.lazygraph\\.lazygraph-(documents|embedded|api)-\\d"
            + "|org\\.xerial\\.sqlite).*\\.jar");

    @Test
    void theDeploymentPackageHoldsNoHttpServerRestMcpOpenApiQuteOrHealth() throws IOException {
        Path zip = Path.of(System.getProperty("lazygraph-dev.function-zip"));
        assertTrue(Files.isRegularFile(zip), "the build packaged no " + zip);
        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<String> entries = file.stream().map(ZipEntry::getName).toList();
            assertTrue(entries.stream().anyMatch(name -> name.startsWith("lib/dev.lazygraph.lazygraph-core-")),
                    "the check sees the dependencies: " + entries.size() + " entries");
            assertTrue(entries.stream().anyMatch(name -> name.startsWith("lib/dev.lazygraph.lazygraph-api-model-")),
                    "the API's records are there");
            assertEquals(List.of(), entries.stream().filter(name -> NOT_A_QUESTION.matcher(name).matches()).toList());
        }
    }
}
