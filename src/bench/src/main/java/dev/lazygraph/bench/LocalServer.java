package dev.lazygraph.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code lazygraph serve} as a child process for the load, scale and memory benches: on loopback only, on a
 * free port, with a random API token, a fresh data folder (or the one given) and the configuration given, and
 * nothing inherited from the caller's lazygraph, Quarkus or JAVA_OPTS settings (no LLM key, no other store).
 * {@link #close()} always stops it, and a shutdown hook does so if the bench itself is interrupted.
 */
final class LocalServer implements AutoCloseable {
    private static final Duration STOP_GRACE = Duration.ofSeconds(15);

    private final Process process;
    private final Path workDir;
    private final Path log;
    private final URI base;
    private final String token;
    private final Thread stopOnExit;

    private LocalServer(Process process, Path workDir, Path log, URI base, String token) {
        this.process = process;
        this.workDir = workDir;
        this.log = log;
        this.base = base;
        this.token = token;
        this.stopOnExit = new Thread(this::stopAndDelete, "lazygraph-bench-stop-server");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
    }

    /**
     * Starts {@code java -jar serverJar serve} and waits until its readiness check answers 200.
     *
     * @param properties configuration passed as system properties (never secrets: they show in process lists)
     */
    static LocalServer start(Path serverJar, Map<String, String> properties, Duration startupTimeout,
                             HttpClient http) {
        return start(serverJar, null, properties, startupTimeout, http);
    }

    /**
     * Like {@link #start(Path, Map, Duration, HttpClient)}, serving the data folder {@code dataDir} (kept when
     * the server stops) instead of a fresh one; null for a fresh one.
     */
    static LocalServer start(Path serverJar, Path dataDir, Map<String, String> properties, Duration startupTimeout,
                             HttpClient http) {
        if (!Files.isRegularFile(serverJar)) {
            throw new IllegalArgumentException("server jar not found: " + serverJar + " (build it with `mvn -q -pl"
                    + " src/app -am package -DskipTests`, or run any bin/lazygraph command once)");
        }
        List<String> command = new ArrayList<>(List.of(javaExecutable()));
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("-Dquarkus.http.host=127.0.0.1", "-jar", serverJar.toAbsolutePath().toString()));
        return start(command, Map.of(), dataDir, startupTimeout, http);
    }

    /**
     * {@code launcher serve} on the data folder {@code dataDir} (kept), as a user starts it: with the JVM options
     * the launcher chooses for {@code serve}, and {@code javaOpts} as the user's {@code JAVA_OPTS} (empty for
     * none). The launcher never rebuilds the app here ({@code LAZYGRAPH_NO_BUILD=1}).
     */
    static LocalServer startWithLauncher(Path launcher, Path dataDir, String javaOpts, Duration startupTimeout,
                                         HttpClient http) {
        if (!Files.isExecutable(launcher)) {
            throw new IllegalArgumentException("launcher not found: " + launcher);
        }
        Map<String, String> environment = new HashMap<>(Map.of("LAZYGRAPH_NO_BUILD", "1",
                "QUARKUS_HTTP_HOST", "127.0.0.1"));
        if (!javaOpts.isBlank()) {
            environment.put("JAVA_OPTS", javaOpts);
        }
        return start(List.of(launcher.toAbsolutePath().toString()), environment, dataDir, startupTimeout, http);
    }

    /** Runs {@code program serve --port P --data D} with {@code environment} added to a cleaned environment. */
    private static LocalServer start(List<String> program, Map<String, String> environment, Path dataDir,
                                     Duration startupTimeout, HttpClient http) {
        Path workDir = createTempDirectory();
        Path log = workDir.resolve("server.log");
        int port = freeLoopbackPort();
        String token = randomToken();
        List<String> command = new ArrayList<>(program);
        command.addAll(List.of("serve", "--port", Integer.toString(port), "--data",
                (dataDir == null ? workDir.resolve("data") : dataDir.toAbsolutePath()).toString()));
        // The working folder is the fresh temp folder, so no .env or config/application.properties is picked up.
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("LAZYGRAPH_") || name.startsWith("QUARKUS_")
                || name.equals("JAVA_OPTS"));
        builder.environment().putAll(environment);
        builder.environment().put("LAZYGRAPH_AUTH_TOKEN", token);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            Folders.deleteRecursively(workDir);
            throw new UncheckedIOException("cannot start " + command.get(0), e);
        }
        LocalServer server = new LocalServer(process, workDir, log, URI.create("http://127.0.0.1:" + port), token);
        try {
            server.awaitReady(startupTimeout, http);
            return server;
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /**
     * The server's JVM: the process started, or the one {@code java} it runs as a child (the launcher runs the
     * JVM as its child on the first run after a build, to write the class-data archive at exit).
     */
    ProcessHandle jvm() {
        if (isJava(process.toHandle())) {
            return process.toHandle();
        }
        return process.descendants().filter(LocalServer::isJava).findFirst()
                .orElseThrow(() -> new IllegalStateException("the server runs no java process"));
    }

    private static boolean isJava(ProcessHandle handle) {
        return handle.info().command().map(command -> Path.of(command).getFileName().toString().equals("java"))
                .orElse(false);
    }

    URI uri(String pathAndQuery) {
        return base.resolve(pathAndQuery);
    }

    /** A request to the server carrying the API token. */
    HttpRequest.Builder request(String pathAndQuery) {
        return HttpRequest.newBuilder(uri(pathAndQuery)).header("Authorization", "Bearer " + token);
    }

    private void awaitReady(Duration timeout, HttpClient http) {
        long deadline = System.nanoTime() + timeout.toNanos();
        HttpRequest ready = HttpRequest.newBuilder(uri("/q/health/ready")).timeout(Duration.ofSeconds(5)).build();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server exited with code " + process.exitValue()
                        + " during start-up:\n" + logTail());
            }
            try {
                if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notListeningYet) {
                // Keep polling until the deadline.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the server", e);
            }
            sleep(Duration.ofMillis(250));
        }
        throw new IllegalStateException("the server was not ready within " + timeout.toSeconds() + " s:\n" + logTail());
    }

    String logTail() {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no server log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(stopOnExit);
        } catch (IllegalStateException shuttingDown) {
            return; // The hook is running: it stops the same process.
        }
        stopAndDelete();
    }

    private void stopAndDelete() {
        stop();
        Folders.deleteRecursively(workDir);
    }

    private void stop() {
        process.destroy();
        try {
            if (!process.waitFor(STOP_GRACE.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(STOP_GRACE.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on loopback", e);
        }
    }

    private static String randomToken() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Path createTempDirectory() {
        try {
            return Files.createTempDirectory("lazygraph-bench-server");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
