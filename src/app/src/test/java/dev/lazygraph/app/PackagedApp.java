package dev.lazygraph.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The packaged application (target/quarkus-app) run as a user runs it, as separate processes: a JUnit
 * extension ({@code @RegisterExtension}) that stops every process it started after each test, or, made by
 * {@link #perClass()} for a static field, after the class's last test.
 */
final class PackagedApp implements AfterEachCallback, AfterAllCallback {
    static final Path REPO = Path.of(System.getProperty("lazygraph-dev.repo.root"));
    static final Path JAR = REPO.resolve("src/app/target/quarkus-app/quarkus-run.jar");

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final List<Process> started = new ArrayList<>();
    private final boolean perClass;
    private Path temp;

    PackagedApp() {
        this(false);
    }

    private PackagedApp(boolean perClass) {
        this.perClass = perClass;
    }

    /**
     * One for a whole test class (a static {@code @RegisterExtension} field): a server started in
     * {@code @BeforeAll} serves every test of the class, as each serve start and ingest costs seconds.
     */
    static PackagedApp perClass() {
        return new PackagedApp(true);
    }

    /** {@code lazygraph serve} on {@code port}, once it says it listens; {@code env} is added to its environment. */
    Process serve(Path data, int port, Map<String, String> env) throws IOException, InterruptedException {
        assertTrue(Files.exists(JAR), "the packaged application: " + JAR);
        Path log = outputs().resolve("serve-" + port + ".log");
        ProcessBuilder builder = new ProcessBuilder(command(data, "serve", "--port", Integer.toString(port)))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        Process serve = builder.start();
        started.add(serve);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!Files.readString(log).contains("lazygraph API on")) {
            assertTrue(serve.isAlive() && System.nanoTime() < deadline, () -> "serve did not start:\n" + read(log));
            Thread.sleep(200);
        }
        return serve;
    }

    /** A CLI command run to its end. */
    Run cli(Path data, String... args) throws IOException, InterruptedException {
        Path out = Files.createTempFile(outputs(), "out", ".txt");
        Path err = Files.createTempFile(outputs(), "err", ".txt");
        Process process = new ProcessBuilder(command(data, args)).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        started.add(process);
        assertTrue(process.waitFor(3, TimeUnit.MINUTES), "lazygraph " + String.join(" ", args) + " finished");
        return new Run(List.of(args), process.exitValue(), read(out), read(err));
    }

    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException, IOException {
        if (!perClass) {
            stopAll();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws InterruptedException, IOException {
        stopAll();
    }

    private void stopAll() throws InterruptedException, IOException {
        for (Process process : started) {
            process.destroy();
            process.waitFor(30, TimeUnit.SECONDS);
        }
        started.clear();
        if (temp != null) {
            try (Stream<Path> files = Files.walk(temp)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
            temp = null;
        }
    }

    /** Where the processes' output goes, read by the assertions and removed after the test. */
    private Path outputs() throws IOException {
        if (temp == null) {
            temp = Files.createTempDirectory("lazygraph-app");
        }
        return temp;
    }

    /** POSTs {@code json} to {@code url} with the extra {@code headers} (name, value, name, value...). */
    static HttpResponse<String> postJson(String url, String json, String... headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(2))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return send(request);
    }

    static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static List<String> command(Path data, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Dquarkus.log.level=WARN", "-jar", JAR.toString(), "--data", data.toString()));
        command.addAll(List.of(args));
        return command;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    record Run(List<String> args, int exit, String out, String err) {
        @Override
        public String toString() {
            return "lazygraph " + String.join(" ", args) + " -> " + exit + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }
}
