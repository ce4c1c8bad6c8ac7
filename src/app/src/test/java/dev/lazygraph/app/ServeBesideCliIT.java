package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.lazygraph.app.PackagedApp.freePort;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged application as a user runs it, as separate processes on one data folder: beside a running
 * {@code serve}, {@code docs} and {@code ask} read and {@code delete} and {@code ingest} write (the database
 * serializes writers); each side sees what the other committed; every write the server acknowledged is there
 * after it is killed.
 */
class ServeBesideCliIT {
    private static final String C1 = "Ada Lovelace wrote the first published program for the Analytical Engine.";
    private static final String C2 = "Grace Hopper built the first compiler, the A-0 System, in 1952.";
    private static final String C3 = "Margaret Hamilton led the team that wrote the Apollo flight software.";

    @TempDir
    Path temp;

    @RegisterExtension
    final PackagedApp app = new PackagedApp();

    @Test
    void theCliReadsAndWritesBesideServeAndAKilledServerLosesNothingItAcknowledged() throws Exception {
        Path data = temp.resolve("data");
        int port = freePort();
        Process serve = app.serve(data, port, Map.of());
        String base = "http://127.0.0.1:" + port;

        assertEquals(201, post(base + "/documents", document("c1.txt", C1)).statusCode());
        assertEquals(201, post(base + "/documents", document("c2.txt", C2)).statusCode());

        // Writers take turns on the database: the CLI's writes beside the server are not refused.
        PackagedApp.Run delete = app.cli(data, "delete", "c2.txt");
        assertEquals(0, delete.exit(), delete.toString());
        Path folder = Files.createDirectories(temp.resolve("more"));
        Files.writeString(folder.resolve("c4.txt"), "Katherine Johnson computed the orbital trajectories.");
        PackagedApp.Run ingest = app.cli(data, "ingest", folder.toString());
        assertEquals(0, ingest.exit(), ingest.toString());

        PackagedApp.Run docs = app.cli(data, "docs");
        assertEquals(0, docs.exit(), docs.toString());
        assertTrue(docs.out().contains("c1.txt") && docs.out().contains("c4.txt"), docs.toString());
        assertFalse(docs.out().contains("c2.txt"), docs.toString());
        PackagedApp.Run ask = app.cli(data, "ask", "Who wrote the first published program?");
        assertEquals(0, ask.exit(), ask.toString());
        assertTrue(ask.out().contains("c1.txt"), ask.toString());

        // The server reads what the CLI committed, and what it acknowledges now is written.
        String listed = get(base + "/documents").body();
        assertTrue(listed.contains("c4.txt") && !listed.contains("c2.txt"), listed);
        assertEquals(204, PackagedApp.send(HttpRequest.newBuilder(URI.create(base + "/documents/c1.txt")).DELETE())
                .statusCode());
        assertEquals(201, post(base + "/documents", document("c3.txt", C3)).statusCode());
        serve.destroyForcibly(); // SIGKILL right after the acknowledgements: no shutdown, no close
        assertTrue(serve.waitFor(1, TimeUnit.MINUTES));

        PackagedApp.Run after = app.cli(data, "docs");
        assertEquals(0, after.exit(), after.toString());
        assertTrue(after.out().contains("c3.txt") && after.out().contains("c4.txt"), after.toString());
        assertFalse(after.out().contains("c1.txt") || after.out().contains("c2.txt"), after.toString());
        assertTrue(after.out().contains("2 documents, 2 chunks"), after.toString());
    }

    @Test
    void theBodyLimitFitsAnyDocumentWithinTheDocumentLimitAndAnswersAProblemAboveIt() throws Exception {
        int port = freePort();
        app.serve(temp.resolve("data"), port, Map.of());
        String base = "http://127.0.0.1:" + port;
        // 20,000,000 bytes of text (under the 20 MB document limit) written as \u00e9 escapes: 60 MB of JSON.
        // It passes the body limit and reaches the document checks (a .pdf key: refused without parsing).
        String escaped = "{\"key\": \"big.pdf\", \"text\": \"" + "\\u00e9".repeat(10_000_000) + "\"}";
        HttpResponse<String> document = post(base + "/documents", escaped);
        assertEquals(422, document.statusCode(), document.body());

        HttpResponse<String> tooLarge = post(base + "/documents", escaped + " ".repeat(10_000_000));
        assertEquals(413, tooLarge.statusCode());
        assertEquals("application/problem+json", tooLarge.headers().firstValue("content-type").orElse(""));
        assertTrue(tooLarge.body().contains("over the limit of 67,108,864 bytes (quarkus.http.limits.max-body-size)"),
                tooLarge.body());
    }

    private static HttpResponse<String> post(String url, String json) throws IOException, InterruptedException {
        return PackagedApp.postJson(url, json);
    }

    private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return PackagedApp.send(HttpRequest.newBuilder(URI.create(url)).GET());
    }

    private static String document(String key, String text) {
        return "{\"key\": \"" + key + "\", \"text\": \"" + text + "\"}";
    }
}
