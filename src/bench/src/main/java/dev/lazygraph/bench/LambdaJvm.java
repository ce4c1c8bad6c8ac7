package dev.lazygraph.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * A Lambda function's JVM started the way the {@code java21} managed runtime starts it, for one cold invocation:
 * the deployment package unpacked as the task root and made the working folder ({@code /var/task}), AWS's runtime
 * interface client as the main class (it loads the handler from the task root and talks to the Runtime API), the
 * runtime's JVM options (serial collector, C1 only, the JDK's class-data archive, a heap of 85 % of the memory
 * size, the memory size as the machine's RAM) and the variables Lambda sets; then the function's own environment,
 * where {@code JAVA_TOOL_OPTIONS} may add options as it does on Lambda. The clock runs from the process start to
 * the response; the CPU time and the peak resident memory are read from {@code /proc} at that moment, and the
 * process is then ended (Lambda would freeze it). What Lambda does before the process starts (fetching the
 * package, starting the micro-VM) is not part of it.
 */
final class LambdaJvm {
    static final String RUNTIME_CLIENT_MAIN = "com.amazonaws.services.lambda.runtime.api.client.AWSLambda";
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    private final Path runtimeClasspath;
    private final Path java;
    private final Path logs;

    /**
     * @param function     its name in the results
     * @param taskRoot     the unpacked deployment package
     * @param handler      what the function's handler setting names
     * @param memoryMb     its memory size
     * @param environment  what the stack sets (and what points it at the local stand-ins)
     */
    record Function(String name, Path taskRoot, String handler, int memoryMb, Map<String, String> environment) {
    }

    /**
     * @param seconds              process start to the response
     * @param initSeconds          process start to the function's first request for an event (with SnapStart: to
     *                             its {@code restore/next}, where Lambda takes the snapshot)
     * @param afterInitSeconds     from then to the response: the first event (with SnapStart: the after-restore
     *                             hooks and the first event, what a restored function still does)
     * @param cpuSeconds           user + system CPU time of the process until the response
     * @param peakRssMb            its peak resident memory until the response
     * @param log                  what it printed
     */
    record ColdInvocation(double seconds, double initSeconds, double afterInitSeconds, double cpuSeconds,
                          double peakRssMb, String response, Path log) {
    }

    /**
     * @param runtimeClasspath folder of the runtime interface client's jars (the bench's build copies them)
     * @param logs             folder for each invocation's output
     */
    LambdaJvm(Path runtimeClasspath, Path logs) {
        this.runtimeClasspath = runtimeClasspath;
        this.java = Path.of(System.getProperty("java.home"), "bin", "java");
        this.logs = logs;
    }

    /** Unpacks {@code functionZip} into {@code taskRoot} (emptied first), as Lambda does into /var/task. */
    static Path unpack(Path functionZip, Path taskRoot) {
        if (!Files.isRegularFile(functionZip)) {
            throw new IllegalStateException("no deployment package " + functionZip);
        }
        try {
            if (Files.exists(taskRoot)) {
                Folders.deleteRecursively(taskRoot);
            }
            Files.createDirectories(taskRoot);
            Process unzip = new ProcessBuilder("unzip", "-q", functionZip.toString(), "-d", taskRoot.toString())
                    .redirectErrorStream(true).start();
            String out = new String(unzip.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (unzip.waitFor() != 0) {
                throw new IllegalStateException("cannot unpack " + functionZip + ": " + out);
            }
            return taskRoot;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack " + functionZip + " (is unzip installed?)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * One cold invocation of {@code function} with {@code event}; with {@code snapStart}, as Lambda initializes a
     * SnapStart version (the CRaC hooks run before {@code restore/next}).
     */
    ColdInvocation invoke(Function function, String event, boolean snapStart, Duration timeout) {
        Path out = logs.resolve(function.name() + (snapStart ? "-snapstart" : "") + ".log");
        try (LambdaRuntimeApi api = new LambdaRuntimeApi(event)) {
            ProcessBuilder builder = new ProcessBuilder(command(function)).directory(function.taskRoot().toFile())
                    .redirectErrorStream(true).redirectOutput(out.toFile());
            builder.environment().clear();
            builder.environment().putAll(environment(function, api.address(), snapStart));
            long start = System.nanoTime();
            Process process = builder.start();
            try {
                LambdaRuntimeApi.Outcome outcome = awaitOutcome(api, process, timeout, out);
                double cpu = cpuSeconds(process.pid());
                double rss = JvmMemory.sampledPeakResidentKb(process.pid()) / 1024.0;
                if (outcome.error()) {
                    throw new IllegalStateException(function.name() + " failed: " + outcome.body() + "\n" + tail(out));
                }
                long initEnd = snapStart ? api.restoreRequestedNanos() : api.eventRequestedNanos();
                if (initEnd == 0) {
                    throw new IllegalStateException(function.name() + ": the runtime client never called "
                            + (snapStart ? "restore/next (SnapStart)" : "invocation/next") + "\n" + tail(out));
                }
                return new ColdInvocation(seconds(outcome.postedNanos() - start), seconds(initEnd - start),
                        seconds(outcome.postedNanos() - initEnd), cpu, rss, outcome.body(), out);
            } finally {
                end(process);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + function.name(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private List<String> command(Function function) {
        long heapMb = Math.round(function.memoryMb() * 0.85);
        List<String> command = new ArrayList<>(List.of(java.toString(),
                "-XX:MaxRAM=" + function.memoryMb() + "m", "-XX:MaxHeapSize=" + heapMb + "m",
                "-XX:+UseSerialGC", "-Xshare:auto", "-XX:+TieredCompilation", "-XX:TieredStopAtLevel=1",
                "--add-opens=java.base/java.io=ALL-UNNAMED",
                "-Dorg.crac.Core.Compat=com.amazonaws.services.lambda.crac",
                "-Djava.net.preferIPv4Stack=true", "-XX:+ErrorFileToStderr",
                "-classpath", runtimeClasspath()));
        command.add(RUNTIME_CLIENT_MAIN);
        command.add(function.handler());
        return command;
    }

    private String runtimeClasspath() {
        try (Stream<Path> jars = Files.list(runtimeClasspath)) {
            List<String> paths = jars.filter(p -> p.toString().endsWith(".jar")).map(Path::toString).sorted().toList();
            if (paths.isEmpty()) {
                throw new IllegalStateException("no runtime interface client jars in " + runtimeClasspath
                        + " (built with the bench: ./mvnw -pl src/bench -am package -DskipTests)");
            }
            return String.join(":", paths);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + runtimeClasspath, e);
        }
    }

    private static Map<String, String> environment(Function function, String runtimeApi, boolean snapStart) {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        environment.put("LANG", "en_US.UTF-8");
        environment.put("TZ", ":UTC");
        environment.put("AWS_EXECUTION_ENV", "AWS_Lambda_java21");
        environment.put("AWS_LAMBDA_RUNTIME_API", runtimeApi);
        environment.put("AWS_LAMBDA_INITIALIZATION_TYPE", snapStart ? "snap-start" : "on-demand");
        environment.put("AWS_LAMBDA_FUNCTION_NAME", function.name());
        environment.put("AWS_LAMBDA_FUNCTION_VERSION", snapStart ? "1" : "$LATEST");
        environment.put("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", Integer.toString(function.memoryMb()));
        environment.put("AWS_LAMBDA_LOG_GROUP_NAME", "/aws/lambda/" + function.name());
        environment.put("AWS_LAMBDA_LOG_STREAM_NAME", "bench");
        environment.put("LAMBDA_TASK_ROOT", function.taskRoot().toString());
        environment.put("_HANDLER", function.handler());
        environment.putAll(function.environment());
        return environment;
    }

    private static LambdaRuntimeApi.Outcome awaitOutcome(LambdaRuntimeApi api, Process process, Duration timeout,
                                                         Path out) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                return api.await(Duration.ofMillis(100));
            } catch (TimeoutException notYet) {
                if (!process.isAlive() && !api.answered()) {
                    throw new IllegalStateException("the function exited (" + process.exitValue()
                            + ") without answering\n" + tail(out));
                }
            }
        }
        throw new IllegalStateException("no answer within " + timeout.toSeconds() + " s\n" + tail(out));
    }

    /** utime + stime of the process, from /proc/PID/stat (fields 14 and 15, after the command's parentheses). */
    private static double cpuSeconds(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.US_ASCII);
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / (double) CLOCK_TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }


    private static void end(Process process) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException | UncheckedIOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
