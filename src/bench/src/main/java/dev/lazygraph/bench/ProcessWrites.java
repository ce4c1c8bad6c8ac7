package dev.lazygraph.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * Bytes this process has caused to be written to storage so far (Linux {@code /proc/self/io}, {@code write_bytes}):
 * what a store's commits cost the disk, beside the size of what it keeps. Empty where the OS does not tell.
 */
final class ProcessWrites {
    private static final Path IO = Path.of("/proc/self/io");

    private ProcessWrites() {
    }

    static OptionalLong bytes() {
        try {
            for (String line : Files.readAllLines(IO, StandardCharsets.US_ASCII)) {
                if (line.startsWith("write_bytes:")) {
                    return OptionalLong.of(Long.parseLong(line.substring("write_bytes:".length()).trim()));
                }
            }
        } catch (IOException | RuntimeException e) {
            // No such file (not Linux) or an unreadable one: the figure is left out.
        }
        return OptionalLong.empty();
    }
}
