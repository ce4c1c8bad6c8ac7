package dev.lazygraph.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The floor of the functions' cold starts: a bare Quarkus {@code amazon-lambda} function (one handler that
 * answers "hello", no other extension) on the Quarkus version lazygraph builds with. Its project lives in the
 * bench's resources ({@code startup-floor/}); it is written into a work folder and built with the repository's
 * Maven wrapper in the run that measures it, so that it is built by the same tools, at the same moment.
 */
final class FloorFunction {
    static final String HANDLER = "floor.Hello::handleRequest";
    private static final Duration BUILD_TIMEOUT = Duration.ofMinutes(15);

    private FloorFunction() {
    }

    /**
     * @return the floor's function.zip, built in {@code folder} (emptied first)
     */
    static Path build(Path repo, Path folder) {
        try {
            if (Files.exists(folder)) {
                Folders.deleteRecursively(folder);
            }
            copy("pom.xml", folder.resolve("pom.xml"));
            copy("Hello.java", folder.resolve("src/main/java/floor/Hello.java"));
            copy("application.properties", folder.resolve("src/main/resources/application.properties"));
            Path log = folder.resolve("build.log");
            Process maven = new ProcessBuilder(List.of(repo.resolve("mvnw").toString(), "-B", "-ntp", "-q",
                    "-f", folder.resolve("pom.xml").toString(), "package", "-DskipTests"))
                    .directory(repo.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!maven.waitFor(BUILD_TIMEOUT.toMinutes(), TimeUnit.MINUTES)) {
                maven.destroyForcibly();
                throw new IllegalStateException("the floor function's build did not finish within "
                        + BUILD_TIMEOUT.toMinutes() + " min (" + log + ")");
            }
            Path zip = folder.resolve("target/function.zip");
            if (maven.exitValue() != 0 || !Files.isRegularFile(zip)) {
                throw new IllegalStateException("the floor function's build failed:\n"
                        + Files.readString(log, StandardCharsets.UTF_8));
            }
            return zip;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot build the floor function in " + folder, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static void copy(String resource, Path target) throws IOException {
        try (InputStream in = FloorFunction.class.getResourceAsStream("/startup-floor/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("the bench jar lacks startup-floor/" + resource);
            }
            Files.createDirectories(target.getParent());
            Files.copy(in, target);
        }
    }
}
