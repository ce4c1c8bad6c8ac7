package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.CommandSpec;

/** Writes a bench result as JSON to stdout and, if asked, to a file; stamps it with where it ran. */
final class BenchOutput {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Pattern PLAIN_ARGUMENT = Pattern.compile("[A-Za-z0-9_./:=,@+%-]+");

    private BenchOutput() {
    }

    /** The result's first fields: which bench, the exact command line it ran with, the commit and the machine. */
    static ObjectNode header(String bench, CommandSpec spec) {
        ObjectNode root = JSON.createObjectNode();
        root.put("bench", bench);
        List<String> words = new ArrayList<>(List.of("bin/lazygraph", "bench"));
        spec.root().commandLine().getParseResult().originalArgs().stream().map(BenchOutput::shellQuoted)
                .forEach(words::add);
        root.put("command", String.join(" ", words));
        root.put("commit", gitCommit());
        root.put("ranAt", Instant.now().toString());
        ObjectNode machine = root.putObject("machine");
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("maxHeapMb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        machine.put("java", System.getProperty("java.version"));
        return root;
    }

    /** Quotes an argument for a POSIX shell when it holds anything but plain path and option characters. */
    static String shellQuoted(String argument) {
        return PLAIN_ARGUMENT.matcher(argument).matches() ? argument : "'" + argument.replace("'", "'\\''") + "'";
    }

    static void write(ObjectNode result, Path out) {
        try {
            String text = JSON.writeValueAsString(result) + "\n";
            System.out.print(text);
            if (out != null) {
                Path parent = out.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(out, text, StandardCharsets.UTF_8);
                System.err.println("written to " + out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Peak heap used so far, over all heap pools (the JVM tracks it; no sampling thread needed). */
    static long peakHeapMb() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak / (1024 * 1024);
    }

    static void resetPeakHeap() {
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    static String gitCommit() {
        try {
            Process git = new ProcessBuilder("git", "describe", "--always", "--dirty", "--abbrev=12")
                    .redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return git.waitFor(10, TimeUnit.SECONDS) && git.exitValue() == 0 ? out : "unknown";
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
