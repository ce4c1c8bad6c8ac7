package dev.lazygraph.bench;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;

/**
 * The lazygraph checkout the bench runs from, for defaults such as {@code samples/} and the app jar: the
 * system property {@code lazygraph-dev.repo.root} (set by bin/lazygraph and by the build), else the nearest folder
 * above the bench jar, then above the working folder, that holds {@code src/app} and {@code samples}.
 */
final class RepositoryRoot {
    private RepositoryRoot() {
    }

    static Path find() {
        String property = System.getProperty("lazygraph-dev.repo.root");
        if (property != null && !property.isBlank()) {
            return Path.of(property).toAbsolutePath().normalize();
        }
        for (Path start : new Path[] {benchJar(), Path.of("").toAbsolutePath()}) {
            for (Path folder = start; folder != null; folder = folder.getParent()) {
                if (Files.isDirectory(folder.resolve("src/app")) && Files.isDirectory(folder.resolve("samples"))) {
                    return folder;
                }
            }
        }
        throw new IllegalStateException("cannot find the lazygraph repository: run from inside it, or set"
                + " -Dlazygraph-dev.repo.root, or give --corpus and --server-jar");
    }

    private static Path benchJar() {
        CodeSource source = RepositoryRoot.class.getProtectionDomain().getCodeSource();
        try {
            return source == null ? null : Path.of(source.getLocation().toURI());
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
