package dev.lazygraph.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * The deployment package of a function on the {@code provided.al2023} runtime: Lambda starts the file named
 * {@code bootstrap} at the root of the zip, so a zip without it would deploy fine and fail on every invocation.
 * Synthesis refuses it instead.
 */
public final class FunctionZip {
    static final String BOOTSTRAP = "bootstrap";

    private FunctionZip() {
    }

    /** Returns {@code zip} when it is a readable zip with a root {@code bootstrap} entry; explains what is wrong otherwise. */
    public static Path requireBootstrap(Path zip) {
        Path shown = zip.toAbsolutePath().normalize();
        if (!Files.isRegularFile(zip)) {
            throw new IllegalArgumentException("function zip not found: " + shown
                    + " (build it with the native profile, see infra/README.md)");
        }
        try (ZipFile file = new ZipFile(zip.toFile())) {
            var entry = file.getEntry(BOOTSTRAP);
            if (entry == null || entry.isDirectory()) {
                throw new IllegalArgumentException("function zip " + shown
                        + " has no '" + BOOTSTRAP + "' file at its root: provided.al2023 needs the native executable"
                        + " there (was it built without -Pnative?)");
            }
            return zip;
        } catch (ZipException e) {
            throw new IllegalArgumentException("function zip " + shown + " is not a zip file: "
                    + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalArgumentException("function zip " + shown + " cannot be read: "
                    + e.getMessage(), e);
        }
    }
}
