package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What each CLI command costs to start and run on the samples, as a user runs it ({@code bin/lazygraph},
 * which uses the AppCDS archive), and, with {@code --baseline-jar}, the same commands of another build
 * ({@code java -jar} of its quarkus-run.jar) alternating with it in the same run: wall time, CPU time (user +
 * system, which a shared machine's load moves less) and peak RSS, medians of {@code --runs}. With
 * {@code --functions}, the Lambda functions' cold invocations instead ({@link FunctionColdStarts}).
 */
@Command(name = "startup", mixinStandardHelpOptions = true,
        description = {"Wall time, CPU time and peak RSS of --help, ingest, docs, ask and delete on the samples.",
                "With --functions: each Lambda function's whole cold invocation as the java21 runtime runs it, beside"
                        + " a bare Quarkus amazon-lambda function built in the same run and bin/lazygraph --help"
                        + " (needs the packaged functions and dynalite + s3rver: scripts/local-stack.sh start)."})
final class StartupBench implements Callable<Integer> {
    private static final Duration TIMEOUT = Duration.ofMinutes(10);
    private static final String QUESTION = "Who designed the SeaGlass camera?";

    @Spec
    CommandSpec spec;

    @Option(names = "--samples", description = "corpus folder (default: the repository's samples/)")
    Path samples;

    @Option(names = "--baseline-jar", paramLabel = "JAR",
            description = "quarkus-run.jar of another build, measured the same way in the same run")
    Path baselineJar;

    @Option(names = "--runs", defaultValue = "5", description = "runs of each command (default ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--work", defaultValue = "${java.io.tmpdir}/lazygraph-bench-startup",
            description = "folder for the data folders (emptied first)")
    Path work;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Option(names = "--functions", description = "measure the Lambda functions' cold invocations instead")
    boolean functions;

    @Option(names = "--dynamodb-endpoint", defaultValue = "http://127.0.0.1:4567",
            description = "with --functions: the DynamoDB API the functions use (default ${DEFAULT-VALUE})")
    URI dynamoDbEndpoint;

    @Option(names = "--s3-endpoint", defaultValue = "http://127.0.0.1:4568",
            description = "with --functions: the S3 API (s3rver) the ingest function reads from (default ${DEFAULT-VALUE})")
    URI s3Endpoint;

    @Option(names = "--ingest-memory", defaultValue = "1769",
            description = "with --functions: the ingest function's memory size in MB, as the stack deploys it"
                    + " (default ${DEFAULT-VALUE})")
    int ingestMemoryMb;

    @Option(names = "--query-memory", defaultValue = "1024",
            description = "with --functions: the query and question functions' memory size in MB, as the stack deploys it"
                    + " (default ${DEFAULT-VALUE})")
    int queryMemoryMb;

    @Option(names = "--query-corpus", paramLabel = "DIR",
            description = "with --functions: the documents the query function answers from (default: the samples)")
    Path queryCorpus;

    @Option(names = "--question", description = {"with --functions: what the query function is asked; it must find"
            + " an answer (default: \"" + ColdStartEvents.QUESTION + "\", of the samples)"})
    String question;

    /** How one build is started: its command line before the lazygraph arguments. */
    private record Build(String name, List<String> launcher) {
    }

    @Override
    public Integer call() throws IOException {
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1");
        }
        Path repo = RepositoryRoot.find();
        Path corpus = samples != null ? samples : repo.resolve("samples");
        if (Files.exists(work)) {
            Folders.deleteRecursively(work);
        }
        Files.createDirectories(work);
        if (functions) {
            ObjectNode result = BenchOutput.header("startup-functions", spec);
            if ((queryCorpus == null) != (question == null)) {
                throw new IllegalArgumentException("--query-corpus and --question go together: a question of that"
                        + " corpus");
            }
            if (queryCorpus != null && !Files.isDirectory(queryCorpus)) {
                throw new IllegalArgumentException("--query-corpus is not a folder: " + queryCorpus);
            }
            new FunctionColdStarts(repo, work, dynamoDbEndpoint, s3Endpoint, ingestMemoryMb, queryMemoryMb,
                    queryCorpus != null ? queryCorpus : repo.resolve("samples"),
                    question != null ? question : ColdStartEvents.QUESTION).run(result, runs);
            Folders.deleteRecursively(work);
            BenchOutput.write(result, out);
            return 0;
        }
        List<Build> builds = new ArrayList<>(List.of(new Build("this", List.of(repo.resolve("bin/lazygraph").toString()))));
        if (baselineJar != null) {
            if (!Files.isRegularFile(baselineJar)) {
                throw new IllegalArgumentException("baseline jar not found: " + baselineJar);
            }
            builds.add(new Build("baseline", List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Dquarkus.log.level=WARN", "-jar", baselineJar.toAbsolutePath().toString())));
        }
        Map<String, Map<String, List<MeasuredProcess>>> runsByBuild = new LinkedHashMap<>();
        for (int run = 0; run < runs; run++) {
            for (Build build : builds) {
                Path data = work.resolve(build.name() + "-" + run);
                Map<String, List<MeasuredProcess>> commands = runsByBuild.computeIfAbsent(build.name(),
                        name -> new LinkedHashMap<>());
                measure(commands, "--help", build, List.of("--help"));
                measure(commands, "ingest", build, List.of("--data", data.toString(), "ingest", corpus.toString()));
                measure(commands, "docs", build, List.of("--data", data.toString(), "docs"));
                measure(commands, "ask", build, List.of("--data", data.toString(), "ask", QUESTION));
                measure(commands, "delete", build, List.of("--data", data.toString(), "delete",
                        "products/seaglass.html"));
            }
        }
        ObjectNode result = BenchOutput.header("startup", spec);
        result.put("corpus", corpus.toString());
        result.put("runs", runs);
        if (baselineJar != null) {
            result.put("baselineJar", baselineJar.toString());
        }
        ObjectNode byBuild = result.putObject("builds");
        runsByBuild.forEach((build, commands) -> {
            ObjectNode node = byBuild.putObject(build);
            commands.forEach((command, measured) -> node.putObject(command)
                    .put("wallSeconds", median(measured.stream().mapToDouble(MeasuredProcess::seconds).toArray()))
                    .put("cpuSeconds", median(measured.stream().mapToDouble(MeasuredProcess::cpuSeconds).toArray()))
                    .put("peakRssMb", median(measured.stream().mapToDouble(m -> m.peakRssKb() / 1024.0).toArray())));
        });
        Folders.deleteRecursively(work);
        BenchOutput.write(result, out);
        return 0;
    }

    private void measure(Map<String, List<MeasuredProcess>> commands, String name, Build build, List<String> args) {
        List<String> command = new ArrayList<>(build.launcher());
        command.addAll(args);
        MeasuredProcess run = MeasuredProcess.run(command, Map.of("LAZYGRAPH_NO_BUILD", "1"), work, TIMEOUT)
                .requireSuccess();
        commands.computeIfAbsent(name, n -> new ArrayList<>()).add(run);
    }

    private static double median(double[] values) {
        return Math.round(Percentiles.of(values, 50) * 1000) / 1000.0;
    }
}
