package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The Runtime API emulation, driven as AWS's runtime client drives it. */
class LambdaRuntimeApiTest {
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void handsOutTheEventOnceAndNotesTheResponse() throws Exception {
        try (LambdaRuntimeApi api = new LambdaRuntimeApi("{\"hello\":1}")) {
            String base = "http://" + api.address() + "/2018-06-01/runtime/";
            HttpResponse<String> next = http.send(HttpRequest.newBuilder(URI.create(base + "invocation/next")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, next.statusCode());
            assertEquals("{\"hello\":1}", next.body());
            assertEquals("application/json", next.headers().firstValue("Content-Type").orElseThrow());
            String requestId = next.headers().firstValue("Lambda-Runtime-Aws-Request-Id").orElseThrow();
            assertTrue(next.headers().firstValue("Lambda-Runtime-Deadline-Ms").isPresent());
            assertTrue(api.eventRequestedNanos() > 0);
            assertFalse(api.answered());

            HttpResponse<String> posted = http.send(HttpRequest.newBuilder(
                            URI.create(base + "invocation/" + requestId + "/response"))
                    .POST(HttpRequest.BodyPublishers.ofString("\"hello 1\"")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(202, posted.statusCode());
            LambdaRuntimeApi.Outcome outcome = api.await(Duration.ofSeconds(5));
            assertFalse(outcome.error());
            assertEquals("\"hello 1\"", outcome.body());
            assertTrue(outcome.postedNanos() >= api.eventRequestedNanos());
        }
    }

    @Test
    void notesTheSnapshotPointAndAnInitError() throws Exception {
        try (LambdaRuntimeApi api = new LambdaRuntimeApi("{}")) {
            String base = "http://" + api.address() + "/2018-06-01/runtime/";
            assertEquals(0, api.restoreRequestedNanos());
            HttpResponse<String> restore = http.send(HttpRequest.newBuilder(URI.create(base + "restore/next")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, restore.statusCode());
            assertTrue(api.restoreRequestedNanos() > 0);

            http.send(HttpRequest.newBuilder(URI.create(base + "init/error"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"errorMessage\":\"boom\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            LambdaRuntimeApi.Outcome outcome = api.await(Duration.ofSeconds(5));
            assertTrue(outcome.error());
            assertTrue(outcome.body().contains("boom"));
        }
    }

    @Test
    void refusesAnUnknownResource() throws Exception {
        try (LambdaRuntimeApi api = new LambdaRuntimeApi("{}")) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create("http://" + api.address() + "/2018-06-01/runtime/invocation/other-id/response"))
                    .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(404, response.statusCode());
            assertFalse(api.answered());
        }
    }
}
