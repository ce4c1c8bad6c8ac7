package dev.lazygraph.infra;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import software.amazon.awscdk.App;
import software.amazon.awscdk.Aspects;
import software.amazon.awscdk.StackProps;
import software.amazon.awscdk.assertions.Annotations;
import software.amazon.awscdk.assertions.Template;
import software.amazon.awscdk.services.lambda.Architecture;
import io.github.cdklabs.cdknag.AwsSolutionsChecks;

/** Tiny fake function zips and an App configured like `cdk deploy` (cdk.json's feature flags, cdk-nag). */
final class Fixtures {
    private Fixtures() {
    }

    /** A zip holding the given entries, each with a few bytes of content. */
    static Path zip(Path dir, String name, String... entries) {
        Path zip = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream zipOut = new ZipOutputStream(out)) {
            for (String entry : entries) {
                zipOut.putNextEntry(new ZipEntry(entry));
                if (!entry.endsWith("/")) {
                    zipOut.write(("fake " + entry).getBytes(StandardCharsets.UTF_8));
                }
                zipOut.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return zip;
    }

    static DeploymentSettings settings(Path dir) {
        return new DeploymentSettings("test", FunctionRuntime.NATIVE, false, false,
                zip(dir, "ingest.zip", "bootstrap", "lib/libsunec.so"),
                zip(dir, "query.zip", "bootstrap"),
                zip(dir, "question.zip", "bootstrap"),
                Architecture.X86_64, Optional.empty(), Optional.empty(), Optional.empty(), Map.of(), Map.of(),
                DeploymentSettings.Operations.NONE);
    }

    /** A stack synthesized offline: its template, the template's resources by logical id, and cdk-nag's findings. */
    record Synthesized(Template template, Map<String, Object> resources, Annotations annotations) {
    }

    /** Synthesizes the stack of {@code settings} in an App configured like `cdk deploy`, output under {@code dir}. */
    static Synthesized synthesize(Path dir, DeploymentSettings settings) {
        App app = app(dir);
        LazygraphStack stack = new LazygraphStack(app, "Lazygraph-" + settings.stage(),
                StackProps.builder().build(), settings);
        Aspects.of(app).add(AwsSolutionsChecks.Builder.create().verbose(true).build());
        Template template = Template.fromStack(stack);
        return new Synthesized(template, at(template.toJSON(), "Resources"), Annotations.fromStack(stack));
    }

    /** An App with cdk.json's context and an output folder under {@code dir}. */
    @SuppressWarnings("unchecked")
    private static App app(Path dir) {
        try {
            Map<String, Object> cdkJson = new ObjectMapper().readValue(Path.of("cdk.json").toFile(), Map.class);
            Map<String, Object> context = new HashMap<>((Map<String, Object>) cdkJson.get("context"));
            return App.Builder.create().context(context).outdir(dir.resolve("cdk.out").toString()).build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Navigates parsed JSON by map keys and list indexes; null when any step is missing. */
    @SuppressWarnings("unchecked")
    static <T> T at(Object json, Object... path) {
        Object node = json;
        for (Object step : path) {
            if (node == null) {
                return null;
            }
            node = step instanceof Integer i ? ((List<Object>) node).get(i) : ((Map<String, Object>) node).get(step);
        }
        return (T) node;
    }
}
