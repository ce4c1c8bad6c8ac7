package dev.lazygraph.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The API clients nobody here wrote, as the tests drive them: scripts/api-clients (the official MCP TypeScript
 * SDK, @redocly/cli), installed from their lockfile by {@code scripts/api-clients.sh install}, which
 * {@code scripts/test.sh} runs first and this class runs again (at once when installed) for a test started
 * from Maven alone.
 */
public final class ApiClients {
    public static final Path REPO = Path.of(System.getProperty("lazygraph-dev.repo.root"));
    private static final Path CLIENTS = REPO.resolve("scripts/api-clients");

    private ApiClients() {
    }

    /** What a client printed and how it ended. */
    public record Run(List<String> command, int exit, String out, String err) {
        @Override
        public String toString() {
            return String.join(" ", command) + " -> " + exit + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    /** Runs {@code node SCRIPT ARGS} in scripts/api-clients with {@code env} added to the environment. */
    public static Run node(Map<String, String> env, String script, String... args) {
        List<String> command = new ArrayList<>(List.of("node", script));
        command.addAll(List.of(args));
        return run(env, command);
    }

    /** Runs the installed Redocly CLI. */
    public static Run redocly(String... args) {
        List<String> command = new ArrayList<>(List.of(CLIENTS.resolve("node_modules/.bin/redocly").toString()));
        command.addAll(List.of(args));
        return run(Map.of(), command);
    }

    private static Run run(Map<String, String> env, List<String> command) {
        install();
        try {
            Path out = Files.createTempFile("api-client", ".out");
            Path err = Files.createTempFile("api-client", ".err");
            ProcessBuilder builder = new ProcessBuilder(command).directory(CLIENTS.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().putAll(env);
            Process process = builder.start();
            assertTrue(process.waitFor(3, TimeUnit.MINUTES), String.join(" ", command) + " finished");
            return new Run(command, process.exitValue(), Files.readString(out), Files.readString(err));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Installs the clients, its output going to a log: a surefire or failsafe fork talks to Maven over its own
     * stdin and stdout, so a child that inherits them (npm printing "added 99 packages", or reading stdin)
     * corrupts that channel.
     */
    private static synchronized void install() {
        try {
            Path log = Files.createTempFile("api-clients-install", ".log");
            Process install = new ProcessBuilder(REPO.resolve("scripts/api-clients.sh").toString(), "install")
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            install.getOutputStream().close();
            assertTrue(install.waitFor(5, TimeUnit.MINUTES), "scripts/api-clients.sh install finished");
            assertEquals(0, install.exitValue(), () -> "scripts/api-clients.sh install:\n" + read(log));
            Files.delete(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(its log " + log + " cannot be read: " + e.getMessage() + ")";
        }
    }
}
