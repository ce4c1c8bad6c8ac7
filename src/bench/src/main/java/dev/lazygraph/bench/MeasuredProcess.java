package dev.lazygraph.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A command run as a child process, as a user would run it: its wall time from start to exit, its peak
 * resident memory (the kernel's high-water mark, {@code VmHWM} in {@code /proc/PID/status}, of the process or
 * of the largest of its descendants — {@code bin/lazygraph} may run the JVM as its child — read until the
 * process ends), the CPU time it and its children used (user + system, from GNU time when the machine has it:
 * on a shared machine it moves less than the wall time), its exit code and output.
 */
record MeasuredProcess(List<String> command, int exit, double seconds, double cpuSeconds, long peakRssKb, String out,
                       String err) {

    private static final Path GNU_TIME = Path.of("/usr/bin/time");

    /**
     * Runs {@code command} with the caller's environment less every {@code LAZYGRAPH_*} and {@code QUARKUS_*}
     * variable (no LLM, no other store), plus {@code environment}.
     */
    static MeasuredProcess run(List<String> command, Map<String, String> environment, Path workDir, Duration timeout) {
        try {
            Path out = Files.createTempFile(workDir, "out", ".txt");
            Path err = Files.createTempFile(workDir, "err", ".txt");
            Path cpu = Files.createTempFile(workDir, "cpu", ".txt");
            List<String> timed = new ArrayList<>();
            if (Files.isExecutable(GNU_TIME)) {
                timed.addAll(List.of(GNU_TIME.toString(), "-o", cpu.toString(), "-f", "%U %S"));
            }
            timed.addAll(command);
            long start = System.nanoTime();
            ProcessBuilder builder = new ProcessBuilder(timed).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().keySet().removeIf(name -> name.startsWith("LAZYGRAPH_") || name.startsWith("QUARKUS_"));
            builder.environment().putAll(environment);
            Process process = builder.start();
            AtomicLong peak = new AtomicLong();
            Thread sampler = new Thread(() -> {
                while (process.isAlive()) {
                    peak.accumulateAndGet(JvmMemory.sampledPeakResidentKb(process.pid()), Math::max);
                    process.descendants().forEach(child -> peak.accumulateAndGet(
                            JvmMemory.sampledPeakResidentKb(child.pid()), Math::max));
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "rss-sampler");
            sampler.setDaemon(true);
            sampler.start();
            if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " did not finish within "
                        + timeout.toMinutes() + " min");
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            sampler.join();
            MeasuredProcess run = new MeasuredProcess(command, process.exitValue(), seconds, cpuSeconds(cpu), peak.get(),
                    Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
            Files.delete(out);
            Files.delete(err);
            Files.delete(cpu);
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + String.join(" ", command), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Fails the bench with the command's own words when it did not succeed. */
    MeasuredProcess requireSuccess() {
        if (exit != 0) {
            throw new IllegalStateException(String.join(" ", command) + " exited with " + exit + ":\n" + err
                    + "\n" + out);
        }
        return this;
    }

    /** "user system" seconds as GNU time wrote them (its last line); NaN without GNU time. */
    private static double cpuSeconds(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        if (lines.isEmpty()) {
            return Double.NaN;
        }
        String[] fields = lines.get(lines.size() - 1).strip().split("\\s+");
        try {
            return Double.parseDouble(fields[0]) + Double.parseDouble(fields[1]);
        } catch (RuntimeException e) {
            return Double.NaN;
        }
    }
}
