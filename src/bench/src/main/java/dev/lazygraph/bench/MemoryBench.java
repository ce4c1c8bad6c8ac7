package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What {@code lazygraph serve} holds in memory on a collection, started as a user starts it ({@code bin/lazygraph
 * serve}, the launcher's JVM options) and asked real questions over HTTP one after another: resident memory
 * after start, after a warm-up, after the measured questions and at its peak; the heap's live objects after a
 * full collection and the classes holding most of them; latency of the measured questions. Each
 * {@code --java-opts} is a server of its own on the same data folder, in the same run, so a heap setting is
 * compared with another under the same load of the machine.
 */
@Command(name = "memory", mixinStandardHelpOptions = true,
        description = {"Resident memory, live heap and latency of bin/lazygraph serve over real questions.",
                "Each --java-opts runs a server of its own on the same data folder."})
final class MemoryBench implements Callable<Integer> {
    private static final int LARGEST_CLASSES = 12;
    private static final Duration LONG = Duration.ofHours(2);

    @Spec
    CommandSpec spec;

    @Option(names = "--data", required = true, paramLabel = "DIR",
            description = "data folder of the collection served (ingested first from --ingest when it has no store)")
    Path data;

    @Option(names = "--ingest", paramLabel = "DIR",
            description = "folder of documents ingested into --data when --data has no store yet")
    Path ingestFolder;

    @Option(names = "--questions", paramLabel = "FILE", required = true,
            description = "question files (CSV or JSON Lines), read in order; repeat the option for several")
    List<Path> questionFiles;

    @Option(names = "--count", defaultValue = "100", description = "questions measured (default ${DEFAULT-VALUE})")
    int count;

    @Option(names = "--warm-up", paramLabel = "N", defaultValue = "10",
            description = "questions asked first, unmeasured but for the first (default ${DEFAULT-VALUE})")
    int warmUp;

    @Option(names = "--java-opts", paramLabel = "OPTIONS",
            description = {"JAVA_OPTS of one server ('' for the launcher's own choice); repeat to compare settings",
                    "(default: one server with the launcher's own choice)"})
    List<String> javaOpts;

    @Option(names = "--label", description = "how the table names the collection (default: the data folder's name)")
    String label;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    private final HttpClient http = HttpClient.newHttpClient();

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (count < 1 || warmUp < 1) {
            throw new IllegalArgumentException("--count and --warm-up must be at least 1");
        }
        List<String> all = new ArrayList<>();
        questionFiles.forEach(file -> all.addAll(QuestionFile.read(file)));
        if (all.isEmpty()) {
            throw new IllegalArgumentException("the question files hold no questions: " + questionFiles);
        }
        Path repo = RepositoryRoot.find();
        Path launcher = repo.resolve("bin/lazygraph");
        ObjectNode result = BenchOutput.header("memory", spec);
        result.put("label", label != null ? label : data.toAbsolutePath().normalize().getFileName().toString());
        result.put("distinctQuestions", all.size());
        ingestIfEmpty(result, launcher);
        List<String> measured = cycled(all, 0, count);
        List<String> warming = cycled(all, count, warmUp);
        ArrayNode servers = result.putArray("servers");
        for (String options : javaOpts == null ? List.of("") : javaOpts) {
            System.err.println("bench memory: serve with JAVA_OPTS='" + options + "'");
            servers.add(serve(launcher, options, warming, measured));
            BenchOutput.write(result, out); // a long run leaves what it has measured so far
        }
        return 0;
    }

    /** Ingests {@link #ingestFolder} with the CLI when the data folder has no store yet; records how it went. */
    private void ingestIfEmpty(ObjectNode result, Path launcher) throws IOException {
        boolean hasStore = Files.isDirectory(data);
        if (hasStore) {
            try (Stream<Path> entries = Files.list(data)) {
                hasStore = entries.findAny().isPresent();
            }
        }
        if (hasStore) {
            result.put("ingested", "no: the data folder already held a store");
            return;
        }
        if (ingestFolder == null || !Files.isDirectory(ingestFolder)) {
            throw new IllegalArgumentException("--data " + data + " holds no store: give --ingest DIR to fill it");
        }
        Files.createDirectories(data);
        System.err.println("bench memory: ingesting " + ingestFolder + " into " + data);
        MeasuredProcess ingest = MeasuredProcess.run(List.of(launcher.toString(), "--data", data.toString(), "ingest",
                ingestFolder.toString()), Map.of("LAZYGRAPH_NO_BUILD", "1"), data.toAbsolutePath().getParent(), LONG)
                .requireSuccess();
        result.putObject("ingest").put("folder", ingestFolder.toString()).put("seconds", round(ingest.seconds()))
                .put("peakRssMb", ingest.peakRssKb() / 1024);
    }

    /** One server: start, warm up, ask the measured questions, read its memory, stop. */
    private ObjectNode serve(Path launcher, String options, List<String> warming, List<String> measured)
            throws IOException, InterruptedException {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("javaOpts", options);
        try (LocalServer server = LocalServer.startWithLauncher(launcher, data, options, Duration.ofMinutes(5), http)) {
            long pid = server.jvm().pid();
            node.put("collector", JvmMemory.collector(pid));
            node.put("maxHeapMb", JvmMemory.maxHeapBytes(pid) / (1024 * 1024));
            ObjectNode rss = node.putObject("rssMb");
            rss.put("afterStart", JvmMemory.residentKb(pid) / 1024);
            double first = ask(server, warming.get(0));
            for (String question : warming.subList(1, warming.size())) {
                ask(server, question);
            }
            rss.put("afterWarmUp", JvmMemory.residentKb(pid) / 1024);
            double[] latencies = new double[measured.size()];
            for (int i = 0; i < latencies.length; i++) {
                latencies[i] = ask(server, measured.get(i));
            }
            rss.put("afterQuestions", JvmMemory.residentKb(pid) / 1024);
            rss.put("peak", JvmMemory.peakResidentKb(pid) / 1024);
            JvmMemory.LiveHeap live = JvmMemory.liveHeap(pid, LARGEST_CLASSES);
            rss.put("afterFullCollection", JvmMemory.residentKb(pid) / 1024);
            node.put("liveHeapAfterCollectionMb", live.bytes() / (1024 * 1024));
            ArrayNode largest = node.putArray("largestClasses");
            live.largest().forEach(share -> largest.addObject().put("class", share.className())
                    .put("instances", share.instances()).put("mb", round(share.bytes() / (1024.0 * 1024.0))));
            ObjectNode latency = node.putObject("latencyMs");
            latency.put("warmUpQuestions", warming.size());
            latency.put("freshServerFirstQuestion", round(first));
            latency.put("questions", latencies.length);
            latency.put("p50", round(Percentiles.of(latencies, 50)));
            latency.put("p95", round(Percentiles.of(latencies, 95)));
            latency.put("max", round(Percentiles.of(latencies, 100)));
        }
        return node;
    }

    /** Asks one question through POST /query and returns its latency in ms; anything but 200 fails the bench. */
    private double ask(LocalServer server, String question) throws IOException, InterruptedException {
        ObjectNode body = BenchOutput.JSON.createObjectNode().put("question", question);
        HttpRequest request = server.request("/query").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
        long start = System.nanoTime();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        double millis = (System.nanoTime() - start) / 1e6;
        if (response.statusCode() != 200) {
            throw new IllegalStateException("POST /query answered " + response.statusCode() + " to '" + question
                    + "': " + response.body() + "\n" + server.logTail());
        }
        return millis;
    }

    /** {@code size} questions from position {@code from} on, going round the list again when it runs out. */
    static List<String> cycled(List<String> questions, int from, int size) {
        List<String> picked = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            picked.add(questions.get((from + i) % questions.size()));
        }
        return picked;
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
