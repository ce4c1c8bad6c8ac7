package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reads the memory of real child JVMs that hold a known amount of live data. */
class JvmMemoryTest {
    private static final long MB = 1024 * 1024;

    /** A program that keeps {@code args[0]} MB of byte arrays reachable until its input closes. */
    private static final String HOLDER = """
            public class Holder {
                static byte[][] kept;
                public static void main(String[] args) throws Exception {
                    int megabytes = Integer.parseInt(args[0]);
                    kept = new byte[megabytes][];
                    for (int i = 0; i < megabytes; i++) {
                        kept[i] = new byte[1024 * 1024];
                        java.util.Arrays.fill(kept[i], (byte) i);
                    }
                    System.out.println("ready");
                    System.in.read();
                }
            }
            """;

    @TempDir
    Path folder;

    @Test
    void liveHeapAndResidentMemoryFollowWhatAJvmHolds() throws Exception {
        Path source = folder.resolve("Holder.java");
        Files.writeString(source, HOLDER);
        Process small = holding(source, 8);
        Process large = holding(source, 120);
        try {
            JvmMemory.LiveHeap smallHeap = JvmMemory.liveHeap(small.pid(), 5);
            JvmMemory.LiveHeap largeHeap = JvmMemory.liveHeap(large.pid(), 5);
            long held = largeHeap.bytes() - smallHeap.bytes();
            assertTrue(held >= 110 * MB && held <= 130 * MB, "live heap difference " + held / MB + " MB");
            JvmMemory.ClassShare arrays = largeHeap.largest().get(0);
            assertEquals("[B", arrays.className());
            assertTrue(arrays.bytes() >= 120 * MB && arrays.instances() >= 120, arrays.toString());

            long smallResident = JvmMemory.residentKb(small.pid()) * 1024;
            long largeResident = JvmMemory.residentKb(large.pid()) * 1024;
            assertTrue(largeResident - smallResident >= 100 * MB,
                    "resident " + smallResident / MB + " MB vs " + largeResident / MB + " MB");
            assertTrue(JvmMemory.peakResidentKb(large.pid()) >= JvmMemory.residentKb(large.pid()));

            assertEquals(256 * MB, JvmMemory.maxHeapBytes(large.pid()));
            assertEquals("Serial", JvmMemory.collector(large.pid()));
        } finally {
            stop(small);
            stop(large);
        }
    }

    @Test
    void aProcessThatIsGoneIsAClearError() throws Exception {
        Process gone = new ProcessBuilder(javaExecutable(), "-version").redirectErrorStream(true).start();
        gone.getInputStream().readAllBytes();
        gone.waitFor(1, TimeUnit.MINUTES);
        IllegalStateException error = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> JvmMemory.liveHeap(gone.pid(), 5));
        assertTrue(error.getMessage().contains("jcmd " + gone.pid()), error.getMessage());
    }

    private Process holding(Path source, int megabytes) throws IOException {
        Process process = new ProcessBuilder(List.of(javaExecutable(), "-Xmx256m", "-XX:+UseSerialGC",
                source.toString(), Integer.toString(megabytes))).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertEquals("ready", line, "the holder did not start");
        return process;
    }

    private static void stop(Process process) throws Exception {
        process.getOutputStream().close();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
