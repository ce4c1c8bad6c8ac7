package dev.lazygraph.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FunctionZipTest {
    @TempDir
    Path dir;

    @Test
    void acceptsAZipWithABootstrapAtItsRoot() {
        Path zip = Fixtures.zip(dir, "function.zip", "bootstrap", "libawt.so");
        assertEquals(zip, FunctionZip.requireBootstrap(zip));
    }

    @Test
    void refusesAZipWithoutBootstrap() {
        Path zip = Fixtures.zip(dir, "function.zip", "quarkus-app/quarkus-run.jar");
        String message = refusal(zip);
        assertTrue(message.contains("no 'bootstrap'") && message.contains(zip.toAbsolutePath().normalize().toString()), message);
    }

    @Test
    void refusesABootstrapThatIsNotAtTheRootOrIsAFolder() {
        assertTrue(refusal(Fixtures.zip(dir, "nested.zip", "target/bootstrap")).contains("no 'bootstrap'"));
        assertTrue(refusal(Fixtures.zip(dir, "folder.zip", "bootstrap/")).contains("no 'bootstrap'"));
    }

    @Test
    void explainsAMissingFileAndAFileThatIsNoZip() throws IOException {
        assertTrue(refusal(dir.resolve("absent.zip")).contains("not found"));
        Path text = Files.writeString(dir.resolve("function.zip"), "not a zip at all");
        assertTrue(refusal(text).contains("is not a zip file"), refusal(text));
    }

    @Test
    void acceptsTheJvmBuildForJava21AndRefusesTheNativeOne() {
        Path jvm = Fixtures.zip(dir, "jvm.zip", "io/quarkus/runner/ApplicationImpl.class",
                "lib/io.quarkus.quarkus-amazon-lambda-3.33.2.jar", "lib/org.apache.opennlp.opennlp-tools-2.5.11.jar");
        assertEquals(jvm, FunctionZip.requireJvmHandler(jvm));

        Path nativeBuild = Fixtures.zip(dir, "native.zip", "bootstrap");
        String message = assertThrows(IllegalArgumentException.class,
                () -> FunctionZip.requireJvmHandler(nativeBuild)).getMessage();
        assertTrue(message.contains("java21 needs the JVM build") && message.contains("-Pnative"), message);
        assertTrue(refusal(jvm).contains("-c runtime=java21"), "the native check points at the JVM switch");
    }

    private static String refusal(Path zip) {
        return assertThrows(IllegalArgumentException.class, () -> FunctionZip.requireBootstrap(zip)).getMessage();
    }
}
