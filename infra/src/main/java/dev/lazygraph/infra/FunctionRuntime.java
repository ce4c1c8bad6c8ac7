package dev.lazygraph.infra;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import software.amazon.awscdk.Annotations;
import software.amazon.awscdk.RemovalPolicy;
import software.amazon.awscdk.services.lambda.Alias;
import software.amazon.awscdk.services.lambda.Function;
import software.amazon.awscdk.services.lambda.IFunction;
import software.amazon.awscdk.services.lambda.Runtime;
import software.amazon.awscdk.services.lambda.VersionOptions;

/**
 * What both functions run on, chosen with {@code -c runtime=...}: the GraalVM native executables on
 * {@code provided.al2023} (the default, fastest cold start), or the JVM builds on {@code java21} (with SnapStart
 * unless {@code -c snapStart=false}), which any machine with a JDK can build (no GraalVM or Docker) and which
 * deploys the same handlers.
 */
public enum FunctionRuntime {
    /** {@code function.zip} of {@code -Pnative}: the executable {@code bootstrap}. */
    NATIVE("provided.al2023", Runtime.PROVIDED_AL2023, "bootstrap") {
        @Override
        Path requireCode(Path zip) {
            return FunctionZip.requireBootstrap(zip);
        }

        @Override
        Map<String, String> environment() {
            // Quarkus native executables on Lambda must not install signal handlers (Quarkus' SAM templates set it).
            return Map.of("DISABLE_SIGNAL_HANDLERS", "true");
        }

        @Override
        IFunction invocationTarget(Function function) {
            return function;
        }
    },

    /**
     * {@code function.zip} of the plain JVM build (classes and lib/), started through Quarkus' stream handler.
     * SnapStart snapshots a published version after the Quarkus start, so callers invoke an alias of it (also
     * without SnapStart: every deployment then still publishes the version the alias points to).
     */
    JVM("java21", Runtime.JAVA_21, "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest") {
        @Override
        Path requireCode(Path zip) {
            return FunctionZip.requireJvmHandler(zip);
        }

        @Override
        Map<String, String> environment() {
            return Map.of("JAVA_TOOL_OPTIONS", javaToolOptions());
        }

        @Override
        VersionOptions versionOptions() {
            // A version per deployment; the replaced one is deleted once the alias has moved on.
            return VersionOptions.builder().removalPolicy(RemovalPolicy.DESTROY).build();
        }

        @Override
        IFunction invocationTarget(Function function) {
            Alias live = Alias.Builder.create(function, "Live").aliasName(LIVE_ALIAS)
                    .version(function.getCurrentVersion()).build();
            Annotations.of(function).acknowledgeWarning("@aws-cdk/aws-lambda:snapStartRequirePublish",
                    "every deployment publishes the current version, and callers invoke it through the live alias");
            return live;
        }
    };

    /** The alias S3, API Gateway and the async-invoke settings address on the JVM runtime. */
    static final String LIVE_ALIAS = "live";

    private final String contextValue;
    private final Runtime lambdaRuntime;
    private final String handler;

    FunctionRuntime(String contextValue, Runtime lambdaRuntime, String handler) {
        this.contextValue = contextValue;
        this.lambdaRuntime = lambdaRuntime;
        this.handler = handler;
    }

    /** @param contextValue {@code provided.al2023} or {@code java21} */
    static FunctionRuntime of(String contextValue) {
        for (FunctionRuntime runtime : values()) {
            if (runtime.contextValue.equals(contextValue)) {
                return runtime;
            }
        }
        throw new IllegalArgumentException("runtime must be provided.al2023 (native build) or java21 (JVM build): "
                + contextValue);
    }

    Runtime lambdaRuntime() {
        return lambdaRuntime;
    }

    String handler() {
        return handler;
    }

    /** @return {@code zip}, when it is a deployment package for this runtime; explains what is wrong otherwise */
    abstract Path requireCode(Path zip);

    /**
     * The JVM options the JVM builds start with (JAVA_TOOL_OPTIONS): the quick compiler only, as AWS recommends
     * for short-lived Java functions (java21 starts so by default today; stated here so that a change of Lambda's
     * default does not change ours). One file, {@code java-tool-options} beside this class, which
     * {@code bench startup --functions} reads too, so that its figures are those of the deployed JVM.
     */
    private static String javaToolOptions() {
        try (InputStream in = FunctionRuntime.class.getResourceAsStream("java-tool-options")) {
            if (in == null) {
                throw new IllegalStateException("lazygraph-infra lacks dev/lazygraph/infra/java-tool-options");
            }
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read java-tool-options", e);
        }
    }

    /** Variables this runtime needs in every function. */
    abstract Map<String, String> environment();

    VersionOptions versionOptions() {
        return null;
    }

    /** What S3 notifications, the HTTP API and the retry settings invoke: the function, or a published alias. */
    abstract IFunction invocationTarget(Function function);

    @Override
    public String toString() {
        return contextValue;
    }
}
