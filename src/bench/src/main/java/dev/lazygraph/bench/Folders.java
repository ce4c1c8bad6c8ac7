package dev.lazygraph.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Sizes and removal of the temporary folders benches create, and the document folders they read. */
final class Folders {
    private Folders() {
    }

    /**
     * The folder a user named, followed when it is a link (Debian installs some documentation folders as links,
     * and walking a link without following it finds no files); a clear error when it is no folder.
     */
    static Path documentRoot(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(Files.exists(folder) ? "not a folder: " + folder
                    : "no such folder: " + folder);
        }
        try {
            return folder.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + folder, e);
        }
    }

    static long bytes(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void deleteRecursively(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete " + folder, e);
        }
    }
}
