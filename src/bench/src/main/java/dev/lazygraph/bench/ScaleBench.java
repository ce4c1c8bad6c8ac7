package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * How the one-machine setup grows with the corpus: the same mix of real collections ({@link ScaleCorpus}) at
 * several sizes, each measured with the real CLI and server as child processes, as a user runs them: ingest
 * (words/s, peak RSS), store size, a cold store open, {@code ask} wall time beside the bare start of
 * {@code bin/lazygraph --help} in the same run, {@code serve} query latency, an unchanged re-ingest, and
 * adding and deleting one document.
 */
@Command(name = "scale", mixinStandardHelpOptions = true,
        description = {"Ingest, store, start-up and query figures at 1x, 3x, 10x the same corpus mix.",
                "Runs bin/lazygraph (never rebuilt during the run) and its server as child processes."})
final class ScaleBench implements Callable<Integer> {
    private static final Pattern WORDS_ANALYZED = Pattern.compile("this run: (\\d+) chunks, (\\d+) words analyzed");
    private static final Pattern INGESTED = Pattern.compile("ingested (\\d+) new, (\\d+) replaced, (\\d+) unchanged");
    private static final Duration LONG = Duration.ofHours(3);
    private static final int START_RUNS = 3;
    /** The launcher never rebuilds the app in the middle of a measurement. */
    private static final Map<String, String> NO_BUILD = Map.of("LAZYGRAPH_NO_BUILD", "1");
    private static final int SERVE_ROUNDS = 3;
    private static final String PROBE_TEXT = "Ingrid Solberg founded the Fjordlight observatory in Tromso in 1994."
            + " The observatory measures the aurora borealis with a spectrograph she designed.";

    @Spec
    CommandSpec spec;

    @Option(names = "--datasets", defaultValue = "/work/shared/datasets",
            description = "folder of the shared datasets (default ${DEFAULT-VALUE})")
    Path datasets;

    @Option(names = "--scales", split = ",", defaultValue = "1,3,10", description = "multiples of --words (default ${DEFAULT-VALUE})")
    List<Integer> scales;

    @Option(names = "--words", defaultValue = "1000000", description = "words at 1x (default ${DEFAULT-VALUE})")
    long wordsAtOne;

    @Option(names = "--work", defaultValue = "${java.io.tmpdir}/lazygraph-bench-scale",
            description = "folder for the corpora and data folders (emptied first)")
    Path work;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Option(names = "--keep",
            description = "keep the work folder's corpora and data folders (to profile a query on them)")
    boolean keep;

    @Option(names = "--folder", paramLabel = "DIR", description = {"measure this folder of documents as it is,"
            + " instead of the mix at --scales (your own documentation, say)"})
    Path folder;

    @Option(names = "--label", description = "how the table names --folder (default: its name)")
    String label;

    @Option(names = "--questions", paramLabel = "FILE", description = {"with --folder: questions (CSV or JSON Lines,"
            + " as the shared datasets'), the first six asked and timed, the next six warming the server up;",
            "default: twelve drawn from the titles of documents spread over the folder"})
    Path questionFile;

    private final HttpClient http = HttpClient.newHttpClient();
    private Path repo;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (scales.isEmpty() || scales.stream().anyMatch(s -> s < 1) || wordsAtOne < 1000) {
            throw new IllegalArgumentException("--scales must be positive multiples and --words at least 1000");
        }
        repo = RepositoryRoot.find();
        Path launcher = repo.resolve("bin/lazygraph");
        Path serverJar = repo.resolve("src/app/target/quarkus-app/quarkus-run.jar");
        if (!Files.isRegularFile(serverJar)) {
            throw new IllegalStateException("the app is not built (" + serverJar + "): run any bin/lazygraph command once");
        }
        if (Files.exists(work)) {
            Folders.deleteRecursively(work);
        }
        Files.createDirectories(work);
        ObjectNode result = BenchOutput.header("scale", spec);
        if (folder != null) {
            return measureFolder(result, launcher, serverJar);
        }
        ScaleCorpus corpus = ScaleCorpus.fromDatasets(datasets);
        ObjectNode mix = result.putObject("mix");
        mix.put("rule", "the next document comes from the source furthest behind its share of words; a source"
                + " that runs out starts again as copy-N/ (distinct ids, repeated text)");
        ArrayNode sources = mix.putArray("sources");
        corpus.sources().forEach(source -> sources.addObject().put("name", source.name())
                .put("documents", source.documents().size()).put("words", source.words()));
        List<String> questions = questions();
        result.putPOJO("questions", questions);
        result.putPOJO("serveWarmUpQuestions", warmUpQuestions());
        ArrayNode rows = result.putArray("scales");
        for (int scale : scales) {
            System.err.println("bench scale: " + scale + "x");
            rows.add(measure(scale, corpus, questions, launcher, serverJar));
            BenchOutput.write(result, out); // a long run leaves what it has measured so far
        }
        if (!keep) {
            Folders.deleteRecursively(work);
        }
        return 0;
    }

    /** One row for {@link #folder}, as it is, with its own questions or some drawn from its titles. */
    private int measureFolder(ObjectNode result, Path launcher, Path serverJar) throws IOException, InterruptedException {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException("--folder is not a folder: " + folder);
        }
        List<String> all = questionFile != null ? QuestionFile.read(questionFile) : FolderQuestions.of(folder, 12);
        if (all.size() < 2) {
            throw new IllegalArgumentException("--folder needs at least two questions, one timed and one to warm up"
                    + " the server: " + (questionFile != null ? questionFile : folder + " has too few documents"));
        }
        int timed = Math.min(6, all.size() / 2);
        List<String> questions = all.subList(0, timed);
        List<String> warmUp = all.subList(timed, Math.min(all.size(), 2 * timed));
        result.putPOJO("questions", questions);
        result.putPOJO("serveWarmUpQuestions", warmUp);
        ObjectNode row = BenchOutput.JSON.createObjectNode();
        row.put("folder", label != null ? label : folder.getFileName().toString());
        System.err.println("bench scale: " + folder);
        result.putArray("scales").add(measure(row, folder, work.resolve("data"), questions, warmUp, launcher, serverJar));
        BenchOutput.write(result, out);
        if (!keep) {
            Folders.deleteRecursively(work);
        }
        return 0;
    }

    private ObjectNode measure(int scale, ScaleCorpus corpus, List<String> questions, Path launcher, Path serverJar)
            throws IOException, InterruptedException {
        ObjectNode row = BenchOutput.JSON.createObjectNode();
        row.put("scale", scale);
        Path corpusFolder = work.resolve("corpus-" + scale + "x");
        ScaleCorpus.Written written = corpus.write(scale * wordsAtOne, corpusFolder);
        row.put("files", written.files());
        row.put("copies", written.copies());
        ObjectNode measured = measure(row, corpusFolder, work.resolve("data-" + scale + "x"), questions,
                warmUpQuestions(), launcher, serverJar);
        if (!keep) {
            Folders.deleteRecursively(corpusFolder);
        }
        return measured;
    }

    /** The figures of one corpus folder, added to {@code row}. */
    private ObjectNode measure(ObjectNode row, Path corpusFolder, Path data, List<String> questions,
                               List<String> warmUp, Path launcher, Path serverJar)
            throws IOException, InterruptedException {
        MeasuredProcess ingest = cli(launcher, data, "ingest", corpusFolder.toString()).requireSuccess();
        Matcher stored = INGESTED.matcher(ingest.out());
        if (!row.has("files") && stored.find()) {
            row.put("files", Integer.parseInt(stored.group(1))); // a folder of one's own: the files ingest took
        }
        Matcher analyzed = WORDS_ANALYZED.matcher(ingest.out());
        if (!analyzed.find()) {
            throw new IllegalStateException("ingest did not report its words:\n" + ingest.out());
        }
        long words = Long.parseLong(analyzed.group(2));
        row.put("words", words);
        row.put("chunks", Long.parseLong(analyzed.group(1)));
        ObjectNode ingested = row.putObject("ingest");
        ingested.put("seconds", round(ingest.seconds()));
        ingested.put("wordsPerSecond", Math.round(words / ingest.seconds()));
        ingested.put("peakRssMb", ingest.peakRssKb() / 1024);
        row.put("storeMb", round(Folders.bytes(data) / 1e6));

        List<Double> opens = new ArrayList<>();
        List<Double> bare = new ArrayList<>();
        for (int i = 0; i < START_RUNS; i++) {
            MeasuredProcess probe = MeasuredProcess.run(List.of(javaExecutable(), "-Dlazygraph-dev.repo.root=" + repo,
                    "-jar", benchJar().toString(), "store-open", data.toString()), Map.of(), work, LONG).requireSuccess();
            opens.add(BenchOutput.JSON.readTree(probe.out()).path("openMs").asDouble());
            bare.add(MeasuredProcess.run(List.of(launcher.toString(), "--help"), NO_BUILD, work, LONG).requireSuccess()
                    .seconds());
        }
        row.put("storeOpenMs", round(median(opens)));
        double bareStart = median(bare);
        row.put("bareStartSeconds", round(bareStart));

        List<Double> asks = new ArrayList<>();
        long askPeakKb = 0;
        for (String question : questions) {
            MeasuredProcess ask = cli(launcher, data, "ask", question).requireSuccess();
            asks.add(ask.seconds());
            askPeakKb = Math.max(askPeakKb, ask.peakRssKb());
        }
        ObjectNode ask = row.putObject("ask");
        ask.put("medianSeconds", round(median(asks)));
        ask.put("maxSeconds", round(asks.stream().mapToDouble(Double::doubleValue).max().orElse(0)));
        ask.put("overBareStartSeconds", round(median(asks) - bareStart));
        ask.put("peakRssMb", askPeakKb / 1024);

        serve(row, data, serverJar, questions, warmUp);

        MeasuredProcess again = cli(launcher, data, "ingest", corpusFolder.toString()).requireSuccess();
        Matcher counts = INGESTED.matcher(again.out());
        if (!counts.find() || Integer.parseInt(counts.group(3)) == 0 || Integer.parseInt(counts.group(1)) != 0
                || Integer.parseInt(counts.group(2)) != 0) {
            throw new IllegalStateException("re-ingesting the unchanged corpus changed something:\n" + again.out());
        }
        ObjectNode reingest = row.putObject("unchangedReingest");
        reingest.put("seconds", round(again.seconds()));
        reingest.put("secondsPer1000Files", round(again.seconds() * 1000 / row.path("files").asInt()));
        reingest.put("peakRssMb", again.peakRssKb() / 1024);

        Path probeFolder = Files.createDirectories(work.resolve("probe-" + data.getFileName()));
        Files.writeString(probeFolder.resolve("fjordlight.txt"), PROBE_TEXT);
        MeasuredProcess add = cli(launcher, data, "ingest", probeFolder.resolve("fjordlight.txt").toString())
                .requireSuccess();
        MeasuredProcess delete = cli(launcher, data, "delete", "fjordlight.txt").requireSuccess();
        ObjectNode cliOne = row.putObject("cliOneDocument");
        cliOne.put("addSeconds", round(add.seconds()));
        cliOne.put("addAfterStartSeconds", round(add.seconds() - bareStart));
        cliOne.put("deleteSeconds", round(delete.seconds()));
        cliOne.put("deleteAfterStartSeconds", round(delete.seconds() - bareStart));

        if (!keep) {
            Folders.deleteRecursively(data);
        }
        return row;
    }

    /**
     * Query latency of a running server on the data folder, and one document added and deleted through it. The
     * server first answers six other questions of the same collections, untimed but for the first (a fresh
     * server's first question, reported apart): a server answers from a warmed JVM, and the p50 and p95 are of
     * the measured questions asked {@value #SERVE_ROUNDS} times after that.
     */
    private void serve(ObjectNode row, Path data, Path serverJar, List<String> questions, List<String> warmUpQuestions)
            throws IOException, InterruptedException {
        try (LocalServer server = LocalServer.start(serverJar, data, Map.of(), Duration.ofMinutes(5), http)) {
            List<Double> warmUp = new ArrayList<>();
            for (String question : warmUpQuestions) {
                warmUp.add(timed(query(server, question), 200));
            }
            List<Double> latencies = new ArrayList<>();
            for (int round = 0; round < SERVE_ROUNDS; round++) {
                for (String question : questions) {
                    latencies.add(timed(query(server, question), 200));
                }
            }
            double[] sample = latencies.stream().mapToDouble(Double::doubleValue).toArray();
            ObjectNode serve = row.putObject("serve");
            serve.put("warmUpQuestions", warmUp.size());
            serve.put("freshServerFirstQuestionMs", round(warmUp.get(0)));
            serve.put("queries", sample.length);
            serve.put("p50Ms", round(Percentiles.of(sample, 50)));
            serve.put("p95Ms", round(Percentiles.of(sample, 95)));
            serve.put("firstRoundP50Ms", round(Percentiles.of(
                    latencies.subList(0, questions.size()).stream().mapToDouble(Double::doubleValue).toArray(), 50)));
            String key = "probe/fjordlight.txt";
            ObjectNode document = BenchOutput.JSON.createObjectNode().put("key", key).put("text", PROBE_TEXT);
            serve.put("addOneDocumentMs", round(timed(server.request("/documents").header("Content-Type",
                    "application/json").POST(HttpRequest.BodyPublishers.ofString(document.toString())).build(), 201)));
            serve.put("deleteOneDocumentMs", round(timed(server.request("/documents/"
                    + URLEncoder.encode(key, StandardCharsets.UTF_8)).DELETE().build(), 204)));
        }
    }

    private static HttpRequest query(LocalServer server, String question) {
        ObjectNode body = BenchOutput.JSON.createObjectNode().put("question", question);
        return server.request("/query").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
    }

    private double timed(HttpRequest request, int expected) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        double millis = (System.nanoTime() - start) / 1e6;
        if (response.statusCode() != expected) {
            throw new IllegalStateException(request.method() + " " + request.uri() + " answered "
                    + response.statusCode() + ": " + response.body());
        }
        return millis;
    }

    private MeasuredProcess cli(Path launcher, Path data, String... args) {
        List<String> command = new ArrayList<>(List.of(launcher.toString(), "--data", data.toString()));
        command.addAll(List.of(args));
        return MeasuredProcess.run(command, NO_BUILD, work, LONG);
    }

    /** Two lookups from each real collection that has questions: the manual, the podcast, MuSiQue. */
    private List<String> questions() {
        return questions(0);
    }

    /** The two questions after those of {@link #questions()} in each file: what warms the server up. */
    private List<String> warmUpQuestions() {
        return questions(2);
    }

    private List<String> questions(int from) {
        List<String> questions = new ArrayList<>();
        questions.addAll(QuestionFile.read(datasets.resolve("sqlite-docs/questions.jsonl")).subList(from, from + 2));
        questions.addAll(QuestionFile.read(datasets.resolve("behind-the-tech/questions.csv")).subList(from, from + 2));
        questions.addAll(QuestionFile.read(datasets.resolve("musique-100/questions.jsonl")).subList(from, from + 2));
        return questions;
    }

    private static double median(List<Double> values) {
        return Percentiles.of(values.stream().mapToDouble(Double::doubleValue).toArray(), 50);
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static Path benchJar() {
        try {
            return Path.of(ScaleBench.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot find the bench jar", e);
        }
    }
}
