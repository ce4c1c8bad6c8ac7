package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code bench startup --functions}: each Lambda function's whole cold invocation (JVM start, init, its first
 * event through the real handler, to the response) as the java21 runtime runs it ({@link LambdaJvm}, AWS's
 * runtime interface client against an emulated Runtime API), beside the floor (a bare Quarkus amazon-lambda
 * function built in the same run, {@link FloorFunction}) and {@code bin/lazygraph --help}, interleaved round by
 * round; and each function once more as SnapStart initializes it (its CRaC hooks run before the snapshot point),
 * which splits what a snapshot takes off the cold path from what a restored function still does. Medians of the
 * rounds; ratios are taken within each round, then their median.
 */
final class FunctionColdStarts {
    static final String HELP = "--help";
    static final String FLOOR = "floor";
    static final String INGEST = "ingest";
    static final String QUERY = "query";
    /** The question function (functions/question): POST /query without the REST application. */
    static final String QUESTION = "question";
    static final String SNAPSTART = " (SnapStart)";
    private static final Duration TIMEOUT = Duration.ofMinutes(5);
    /** Documents ingested at once into the query collection: dynalite answers while other writers tag. */
    private static final int SEED_WRITERS = 8;
    /** Where the stack keeps the JVM options it deploys (infra's FunctionRuntime reads it as a resource). */
    static final String JAVA_TOOL_OPTIONS = "infra/src/main/resources/dev/lazygraph/infra/java-tool-options";
    private static final Pattern FEATURES = Pattern.compile("Installed features: \\[([^]]*)]");
    private static final Pattern STARTED = Pattern.compile("started in ([0-9.]+)s");

    private final Path repo;
    private final Path work;
    private final URI dynamoDbEndpoint;
    private final URI s3Endpoint;
    private final int ingestMemoryMb;
    private final int queryMemoryMb;
    private final Path queryCorpus;
    private final String question;

    /**
     * @param queryCorpus the documents the query function answers from (the repository's samples, or a large
     *                    collection to see what a question holds in memory there)
     * @param question    what the query function is asked; it must find an answer in {@code queryCorpus}
     */
    FunctionColdStarts(Path repo, Path work, URI dynamoDbEndpoint, URI s3Endpoint, int ingestMemoryMb, int queryMemoryMb,
                       Path queryCorpus, String question) {
        this.repo = repo;
        this.work = work;
        this.dynamoDbEndpoint = dynamoDbEndpoint;
        this.s3Endpoint = s3Endpoint;
        this.ingestMemoryMb = ingestMemoryMb;
        this.queryMemoryMb = queryMemoryMb;
        this.queryCorpus = queryCorpus;
        this.question = question;
    }

    /** A variant measured in every round: how to run it once. */
    private interface Variant {
        Measured run(int round);
    }

    /** One run of a variant, whatever it is. */
    private record Measured(double seconds, double initSeconds, double afterInitSeconds, double cpuSeconds,
                            double peakRssMb, String log) {
    }

    void run(ObjectNode result, int runs) throws IOException {
        Path functions = work.resolve("functions");
        Files.createDirectories(functions);
        Path logs = Files.createDirectories(work.resolve("logs"));
        LambdaJvm lambda = new LambdaJvm(runtimeClientJars(), logs);

        long buildStart = System.nanoTime();
        Path floorZip = FloorFunction.build(repo, work.resolve("floor-project"));
        double floorBuildSeconds = (System.nanoTime() - buildStart) / 1e9;
        Path ingestZip = repo.resolve("functions/ingest/target/function.zip");
        Path queryZip = repo.resolve("functions/query/target/function.zip");
        Path questionZip = repo.resolve("functions/question/target/function.zip");

        try (LocalDynamoDb dynamo = LocalDynamoDb.freshTable(dynamoDbEndpoint, "startup")) {
            long seedStart = System.nanoTime();
            int seeded = ColdStartEvents.seedQueryCollection(dynamo, queryCorpus, SEED_WRITERS);
            double seedSeconds = (System.nanoTime() - seedStart) / 1e9;
            String bucket = "lazygraph-bench-startup-" + UUID.randomUUID().toString().substring(0, 8);
            ColdStartEvents events = new ColdStartEvents(repo, s3Endpoint, bucket);
            events.createBucket();
            String queryEvent = events.queryEvent(question);

            Map<String, String> common = new LinkedHashMap<>();
            // What Lambda's environment provides: the region and the execution role's credentials (here the local
            // stand-ins' dummy ones: s3rver accepts only its own, dynalite any).
            common.put("AWS_REGION", LocalDynamoDb.REGION);
            common.put("AWS_DEFAULT_REGION", LocalDynamoDb.REGION);
            common.put("AWS_ACCESS_KEY_ID", "S3RVER");
            common.put("AWS_SECRET_ACCESS_KEY", "S3RVER");
            common.put("AWS_SESSION_TOKEN", "local");
            common.put("QUARKUS_DYNAMODB_ENDPOINT_OVERRIDE", dynamoDbEndpoint.toString());
            // What the stack sets.
            common.put("JAVA_TOOL_OPTIONS", javaToolOptions());
            common.put("LAZYGRAPH_STORE", "dynamodb");
            common.put("LAZYGRAPH_TABLE", dynamo.tableName());

            Map<String, String> ingestEnvironment = new LinkedHashMap<>(common);
            ingestEnvironment.put("LAZYGRAPH_BUCKET", bucket);
            ingestEnvironment.put("LAZYGRAPH_COLLECTION", ColdStartEvents.INGEST_COLLECTION);
            ingestEnvironment.put("QUARKUS_S3_ENDPOINT_OVERRIDE", s3Endpoint.toString());
            ingestEnvironment.put("QUARKUS_S3_PATH_STYLE_ACCESS", "true");
            ingestEnvironment.put("QUARKUS_S3_CHUNKED_ENCODING", "false");

            LambdaJvm.Function floor = new LambdaJvm.Function(FLOOR,
                    LambdaJvm.unpack(floorZip, functions.resolve(FLOOR)), FloorFunction.HANDLER, queryMemoryMb,
                    Map.of("AWS_REGION", LocalDynamoDb.REGION, "JAVA_TOOL_OPTIONS", javaToolOptions()));
            LambdaJvm.Function ingest = new LambdaJvm.Function(INGEST,
                    LambdaJvm.unpack(ingestZip, functions.resolve(INGEST)), JVM_HANDLER, ingestMemoryMb,
                    ingestEnvironment);
            LambdaJvm.Function query = new LambdaJvm.Function(QUERY,
                    LambdaJvm.unpack(queryZip, functions.resolve(QUERY)), JVM_HANDLER, queryMemoryMb, common);
            // The same question, the same event and memory as the query (api) function: the stack routes it here.
            LambdaJvm.Function questionFunction = new LambdaJvm.Function(QUESTION,
                    LambdaJvm.unpack(questionZip, functions.resolve(QUESTION)), JVM_HANDLER, queryMemoryMb, common);

            Map<String, Variant> variants = new LinkedHashMap<>();
            variants.put(HELP, round -> help());
            variants.put(FLOOR, round -> cold(lambda, floor, "{\"name\":\"floor\"}", false, null));
            variants.put(INGEST, round -> cold(lambda, ingest, events.ingestEvent("r" + round), false,
                    ColdStartEvents::requireStored));
            variants.put(QUERY, round -> cold(lambda, query, queryEvent, false, ColdStartEvents::requireAnswered));
            variants.put(QUESTION, round -> cold(lambda, questionFunction, queryEvent, false,
                    ColdStartEvents::requireAnswered));
            variants.put(INGEST + SNAPSTART, round -> cold(lambda, ingest, events.ingestEvent("s" + round), true,
                    ColdStartEvents::requireStored));
            variants.put(QUERY + SNAPSTART, round -> cold(lambda, query, queryEvent, true,
                    ColdStartEvents::requireAnswered));
            variants.put(QUESTION + SNAPSTART, round -> cold(lambda, questionFunction, queryEvent, true,
                    ColdStartEvents::requireAnswered));

            Map<String, List<Measured>> measured = new LinkedHashMap<>();
            List<String> names = new ArrayList<>(variants.keySet());
            for (int round = 0; round < runs; round++) {
                // Each round starts with another variant, so that none always runs first or after the same one.
                for (int i = 0; i < names.size(); i++) {
                    String name = names.get((i + round) % names.size());
                    System.err.printf("bench startup --functions: round %d/%d, %s%n", round + 1, runs, name);
                    measured.computeIfAbsent(name, n -> new ArrayList<>()).add(variants.get(name).run(round));
                }
            }
            result.put("description", "whole cold invocations: JVM start, init and the first event through the real"
                    + " handler, to the response, as Lambda's java21 runtime runs a function (AWS's runtime interface"
                    + " client against an emulated Runtime API on 127.0.0.1); `--help` is bin/lazygraph --help as a"
                    + " user runs it. Medians of the rounds; ratios taken within each round (the same moment of a"
                    + " shared machine), then their median. SnapStart rows: the same function initialized as SnapStart"
                    + " does (CRaC beforeCheckpoint hooks before the snapshot point): init is what the snapshot takes"
                    + " off the cold path, afterInit what a restored function still does; restoring the snapshot"
                    + " itself is Lambda's and not measured here.");
            result.put("runs", runs);
            result.put("runtime", "java " + String.join(" ", List.of("-XX:MaxRAM=<memory>m", "-XX:MaxHeapSize=<85 %>m",
                    "-XX:+UseSerialGC", "-Xshare:auto", "-XX:+TieredCompilation", "-XX:TieredStopAtLevel=1",
                    "-classpath", "<runtime interface client>", LambdaJvm.RUNTIME_CLIENT_MAIN, "<handler>"))
                    + " in the unpacked function.zip, with the function's environment (JAVA_TOOL_OPTIONS included)");
            result.put("javaToolOptions", javaToolOptions());
            result.put("queryCorpus", queryCorpus.toAbsolutePath().startsWith(repo)
                    ? repo.relativize(queryCorpus.toAbsolutePath()).toString() : queryCorpus.toString());
            result.put("queryCollectionDocuments", seeded);
            result.put("queryCollectionSeedSeconds", round(seedSeconds));
            result.put("question", question);
            result.put("ingestDocument", "samples/" + ColdStartEvents.INGEST_DOCUMENT);
            result.put("floorBuildSeconds", round(floorBuildSeconds));
            ObjectNode packages = result.putObject("packages");
            packages.set(FLOOR, describe(floorZip, floor, measured.get(FLOOR)));
            packages.set(INGEST, describe(ingestZip, ingest, measured.get(INGEST)));
            packages.set(QUERY, describe(queryZip, query, measured.get(QUERY)));
            packages.set(QUESTION, describe(questionZip, questionFunction, measured.get(QUESTION)));
            putMeasured(result.putObject("measured"), measured);
        }
    }

    /** The handler the stack deploys the JVM builds with. */
    static final String JVM_HANDLER = "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest";

    private Measured help() {
        MeasuredProcess run = MeasuredProcess.run(List.of(repo.resolve("bin/lazygraph").toString(), HELP),
                Map.of("LAZYGRAPH_NO_BUILD", "1"), work, TIMEOUT).requireSuccess();
        return new Measured(run.seconds(), Double.NaN, Double.NaN, run.cpuSeconds(), run.peakRssKb() / 1024.0, "");
    }

    private static Measured cold(LambdaJvm lambda, LambdaJvm.Function function, String event, boolean snapStart,
                                 java.util.function.Consumer<String> check) {
        LambdaJvm.ColdInvocation invocation = lambda.invoke(function, event, snapStart, TIMEOUT);
        if (check != null) {
            check.accept(invocation.response());
        }
        return new Measured(invocation.seconds(), invocation.initSeconds(), invocation.afterInitSeconds(),
                invocation.cpuSeconds(), invocation.peakRssMb(), read(invocation.log()));
    }

    private static void putMeasured(ObjectNode node, Map<String, List<Measured>> measured) {
        List<Measured> floor = measured.get(FLOOR);
        List<Measured> help = measured.get(HELP);
        measured.forEach((name, runs) -> {
            ObjectNode variant = node.putObject(name);
            variant.put("seconds", median(runs, Measured::seconds));
            if (!name.equals(HELP)) {
                variant.put("initSeconds", median(runs, Measured::initSeconds));
                variant.put("afterInitSeconds", median(runs, Measured::afterInitSeconds));
            }
            variant.put("cpuSeconds", median(runs, Measured::cpuSeconds));
            variant.put("peakRssMb", median(runs, Measured::peakRssMb));
            if (!name.equals(HELP) && !name.equals(FLOOR)) {
                variant.put("ratioToFloor", medianRatio(runs, floor, Measured::seconds));
                variant.put("ratioToHelp", medianRatio(runs, help, Measured::seconds));
                variant.put("cpuRatioToFloor", medianRatio(runs, floor, Measured::cpuSeconds));
            }
            if (name.equals(FLOOR)) {
                variant.put("ratioToHelp", medianRatio(runs, help, Measured::seconds));
            }
            ArrayNode all = variant.putArray("runs");
            runs.forEach(run -> {
                ObjectNode one = all.addObject().put("seconds", round(run.seconds())).put("cpuSeconds",
                        round(run.cpuSeconds())).put("peakRssMb", Math.round(run.peakRssMb()));
                if (!name.equals(HELP)) {
                    one.put("initSeconds", round(run.initSeconds())).put("afterInitSeconds",
                            round(run.afterInitSeconds()));
                    Matcher started = STARTED.matcher(run.log());
                    if (started.find()) {
                        one.put("quarkusStartedSeconds", Double.parseDouble(started.group(1)));
                    }
                }
            });
        });
    }

    private static ObjectNode describe(Path zip, LambdaJvm.Function function, List<Measured> runs) throws IOException {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("functionZipBytes", Files.size(zip));
        node.put("unpackedBytes", Folders.bytes(function.taskRoot()));
        node.put("memoryMb", function.memoryMb());
        node.put("handler", function.handler());
        Matcher features = FEATURES.matcher(runs.get(runs.size() - 1).log());
        if (features.find()) {
            ArrayNode list = node.putArray("quarkusFeatures");
            for (String feature : features.group(1).split(",\\s*")) {
                list.add(feature);
            }
        }
        return node;
    }

    /**
     * The JVM options the stack deploys the JVM builds with (JAVA_TOOL_OPTIONS), from the file the stack reads
     * them from; the floor gets them too, so that all run on the same JVM settings.
     */
    private String javaToolOptions() {
        Path options = repo.resolve(JAVA_TOOL_OPTIONS);
        try {
            return Files.readString(options, StandardCharsets.US_ASCII).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the stack's JVM options " + options, e);
        }
    }

    /** The runtime interface client's jars, which the bench's build copies next to the bench jar. */
    private Path runtimeClientJars() {
        Path jars = repo.resolve("src/bench/target/lambda-runtime");
        if (!Files.isDirectory(jars)) {
            throw new IllegalStateException("no " + jars + ": build the bench (./mvnw -pl src/bench -am package"
                    + " -DskipTests), which copies AWS's runtime interface client there");
        }
        return jars;
    }

    private static double median(List<Measured> runs, ToDoubleFunction<Measured> value) {
        return round(Percentiles.of(runs.stream().mapToDouble(value).toArray(), 50));
    }

    /** The median over rounds of {@code runs[i] / baseline[i]}. */
    private static double medianRatio(List<Measured> runs, List<Measured> baseline, ToDoubleFunction<Measured> value) {
        double[] ratios = new double[runs.size()];
        for (int i = 0; i < ratios.length; i++) {
            ratios[i] = value.applyAsDouble(runs.get(i)) / value.applyAsDouble(baseline.get(i));
        }
        return Math.round(Percentiles.of(ratios, 50) * 100) / 100.0;
    }

    private static String read(Path log) {
        try {
            return Files.readString(log, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + log, e);
        }
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
