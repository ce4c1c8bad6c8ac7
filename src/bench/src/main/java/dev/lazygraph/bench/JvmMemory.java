package dev.lazygraph.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The memory of another running JVM, read from outside as an operator would: resident memory now and its
 * high-water mark from {@code /proc/PID/status}, and through the JDK's {@code jcmd} the heap's live objects
 * after a full collection (a class histogram, which collects first) and the flags the JVM runs with.
 */
final class JvmMemory {
    private static final Pattern HISTOGRAM_ROW = Pattern.compile("^\\s*\\d+:\\s+(\\d+)\\s+(\\d+)\\s+(\\S+)");
    private static final Pattern HISTOGRAM_TOTAL = Pattern.compile("^Total\\s+(\\d+)\\s+(\\d+)");
    private static final Pattern MAX_HEAP = Pattern.compile("-XX:MaxHeapSize=(\\d+)");
    private static final Pattern COLLECTOR = Pattern.compile("-XX:\\+Use(\\w+)GC\\b");

    /** One class of the histogram: its instances and their bytes (shallow). */
    record ClassShare(String className, long instances, long bytes) {
    }

    /** The heap's live objects after a full collection, and the classes holding most of them. */
    record LiveHeap(long bytes, List<ClassShare> largest) {
    }

    private JvmMemory() {
    }

    /** Resident memory now (VmRSS), in kB. */
    static long residentKb(long pid) {
        return statusKb(pid, "VmRSS:");
    }

    /** The most resident memory the process has had since it started (VmHWM), in kB. */
    static long peakResidentKb(long pid) {
        return statusKb(pid, "VmHWM:");
    }

    /**
     * The peak resident memory (VmHWM) of a process that may end between two samples, in kB: 0 once it has
     * ended, where {@link #peakResidentKb} says so with an error.
     */
    static long sampledPeakResidentKb(long pid) {
        try {
            return peakResidentKb(pid);
        } catch (RuntimeException gone) {
            return 0;
        }
    }

    /**
     * Live heap after a full collection: {@code jcmd PID GC.class_histogram} collects before it counts. The
     * {@code top} classes with the most bytes come along, to name what holds the memory.
     */
    static LiveHeap liveHeap(long pid, int top) {
        String histogram = jcmd(pid, "GC.class_histogram");
        List<ClassShare> largest = new ArrayList<>();
        for (String line : histogram.split("\n")) {
            Matcher total = HISTOGRAM_TOTAL.matcher(line);
            if (total.find()) {
                return new LiveHeap(Long.parseLong(total.group(2)), largest);
            }
            Matcher row = HISTOGRAM_ROW.matcher(line);
            if (row.find() && largest.size() < top) {
                largest.add(new ClassShare(row.group(3), Long.parseLong(row.group(1)), Long.parseLong(row.group(2))));
            }
        }
        throw new IllegalStateException("jcmd " + pid + " GC.class_histogram gave no total:\n" + histogram);
    }

    /** The JVM's maximum heap in bytes, as it runs (its flags, whatever set them). */
    static long maxHeapBytes(long pid) {
        Matcher matcher = MAX_HEAP.matcher(jcmd(pid, "VM.flags"));
        if (!matcher.find()) {
            throw new IllegalStateException("jcmd " + pid + " VM.flags names no MaxHeapSize");
        }
        return Long.parseLong(matcher.group(1));
    }

    /** The garbage collector the JVM runs (G1, Serial, Parallel...). */
    static String collector(long pid) {
        Matcher matcher = COLLECTOR.matcher(jcmd(pid, "VM.flags"));
        return matcher.find() ? matcher.group(1) : "unknown";
    }

    private static long statusKb(long pid, String field) {
        Path status = Path.of("/proc", Long.toString(pid), "status");
        try {
            for (String line : Files.readAllLines(status, StandardCharsets.US_ASCII)) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.substring(field.length()).replace("kB", "").strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + status + " (is the process still running?)", e);
        }
        throw new IllegalStateException(status + " has no " + field + " line");
    }

    private static String jcmd(long pid, String command) {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        if (!Files.isExecutable(jcmd)) {
            throw new IllegalStateException("no jcmd at " + jcmd + ": run the bench on a JDK, not a JRE");
        }
        try {
            Process process = new ProcessBuilder(jcmd.toString(), Long.toString(pid), command)
                    .redirectErrorStream(true).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(2, TimeUnit.MINUTES) || process.exitValue() != 0) {
                throw new IllegalStateException("jcmd " + pid + " " + command + " failed:\n" + out);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + jcmd, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
