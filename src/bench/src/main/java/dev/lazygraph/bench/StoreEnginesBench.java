package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.chunk.Chunker;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.ingest.DocumentIndexer;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.graph.Question;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The embedded databases the store could live on — SQLite (sqlite-jdbc, WAL), H2's MVStore, LMDB
 * (lmdbjava) — on one workload: the entries the store writes for real documents of the {@code bench scale}
 * mix (one transaction each, durable when it returns) and the postings real questions read. Each step runs
 * in its own JVM: ingest (store writes only: the documents are analyzed once, before), a cold open and the
 * queries, and a writer killed with SIGKILL after it acknowledged some documents, then reopened.
 */
@Command(name = "stores", mixinStandardHelpOptions = true,
        description = {"SQLite vs H2 MVStore vs LMDB on the store's workload: writes/s, cold open, query p50,",
                "peak RSS, size on disk, and what a kill -9 in the middle of writing leaves."})
final class StoreEnginesBench implements Callable<Integer> {
    private static final Duration LONG = Duration.ofHours(1);
    private static final int ACKNOWLEDGED_BEFORE_THE_KILL = 40;

    @Spec
    CommandSpec spec;

    @Option(names = "--datasets", defaultValue = "/work/shared/datasets",
            description = "folder of the shared datasets (default ${DEFAULT-VALUE})")
    Path datasets;

    @Option(names = "--words", defaultValue = "300000", description = "words of the mix to store (default ${DEFAULT-VALUE})")
    long words;

    @Option(names = "--work", defaultValue = "${java.io.tmpdir}/lazygraph-bench-stores",
            description = "folder for the databases (emptied first)")
    Path work;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (Files.exists(work)) {
            Folders.deleteRecursively(work);
        }
        Files.createDirectories(work);
        ObjectNode result = BenchOutput.header("stores", spec);
        Path corpus = work.resolve("corpus");
        ScaleCorpus.Written written = ScaleCorpus.fromDatasets(datasets).write(words, corpus);
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        EngineWorkload workload = EngineWorkload.of(index(corpus, analyzer), questions(analyzer));
        Path workloadFile = work.resolve("workload.bin");
        workload.write(workloadFile);
        result.put("documents", written.files());
        result.put("words", workload.words());
        result.put("entries", workload.documents().stream().mapToInt(d -> d.entries().size()).sum());
        result.put("queries", workload.queries().size());
        ArrayNode engines = result.putArray("engines");
        for (KeyValueEngine.Kind engine : KeyValueEngine.Kind.values()) {
            System.err.println("bench stores: " + engine);
            engines.add(measure(engine, workload, workloadFile));
        }
        Folders.deleteRecursively(work);
        BenchOutput.write(result, out);
        return 0;
    }

    private ObjectNode measure(KeyValueEngine.Kind engine, EngineWorkload workload, Path workloadFile)
            throws IOException, InterruptedException {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("engine", engine.name().toLowerCase());
        Path folder = work.resolve(engine.name().toLowerCase());
        JsonNode ingest = trial(engine, EngineTrial.Step.INGEST, folder, workloadFile);
        double seconds = ingest.path("seconds").asDouble();
        node.put("ingestSeconds", round(seconds));
        node.put("wordsPerSecond", Math.round(workload.words() / seconds));
        node.put("documentsPerSecond", Math.round(workload.documents().size() / seconds));
        node.put("ingestPeakRssMb", ingest.path("peakRssMb").asLong());
        node.put("bytesOnDisk", Folders.bytes(folder));
        JsonNode query = trial(engine, EngineTrial.Step.QUERY, folder, workloadFile);
        node.put("openMs", round(query.path("openMs").asDouble()));
        node.put("queryP50Ms", round(query.path("queryP50Ms").asDouble()));
        node.put("queryP95Ms", round(query.path("queryP95Ms").asDouble()));
        node.put("postingsReadPerQuery", query.path("postingsReadPerQuery").asLong());
        node.put("queryPeakRssMb", query.path("peakRssMb").asLong());
        node.put("secondProcessReadsWhileOneHoldsIt", secondProcessReads(engine, folder, workloadFile));
        node.set("killDuringWrites", crash(engine, workloadFile));
        return node;
    }

    /** Whether a second process can open the folder and read while another process has it open. */
    private boolean secondProcessReads(KeyValueEngine.Kind engine, Path folder, Path workloadFile)
            throws IOException, InterruptedException {
        Process holder = new ProcessBuilder(command(engine, EngineTrial.Step.HOLD, folder, workloadFile))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(holder.getInputStream(),
                StandardCharsets.UTF_8))) {
            if (!"holding".equals(lines.readLine())) {
                throw new IllegalStateException(engine + " could not open the folder to hold it");
            }
            MeasuredProcess reader = MeasuredProcess.run(command(engine, EngineTrial.Step.QUERY, folder, workloadFile),
                    Map.of(), work, LONG);
            return reader.exit() == 0;
        } finally {
            holder.getOutputStream().close();
            if (!holder.waitFor(1, TimeUnit.MINUTES)) {
                holder.destroyForcibly();
            }
        }
    }

    /** A writer killed with SIGKILL after it acknowledged some documents; then the folder is opened again. */
    private ObjectNode crash(KeyValueEngine.Kind engine, Path workloadFile) throws IOException, InterruptedException {
        Path folder = work.resolve(engine.name().toLowerCase() + "-killed");
        Process writer = new ProcessBuilder(command(engine, EngineTrial.Step.CRASH, folder, workloadFile))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        int acknowledged = 0;
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(writer.getInputStream(),
                StandardCharsets.UTF_8))) {
            while (acknowledged < ACKNOWLEDGED_BEFORE_THE_KILL && lines.readLine() != null) {
                acknowledged++;
            }
            writer.destroyForcibly();
            writer.waitFor(1, TimeUnit.MINUTES);
        }
        JsonNode verify = trial(engine, EngineTrial.Step.VERIFY, folder, workloadFile);
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("acknowledged", acknowledged);
        node.put("present", verify.path("documentsPresent").asInt());
        node.put("whole", verify.path("documentsWhole").asInt());
        node.put("acknowledgedLost", Math.max(0, acknowledged - verify.path("documentsPresent").asInt()));
        node.put("reopenMs", round(verify.path("reopenMs").asDouble()));
        return node;
    }

    private JsonNode trial(KeyValueEngine.Kind engine, EngineTrial.Step step, Path folder, Path workloadFile)
            throws IOException {
        MeasuredProcess run = MeasuredProcess.run(command(engine, step, folder, workloadFile), Map.of(), work, LONG)
                .requireSuccess();
        String[] lines = run.out().strip().split("\n");
        return BenchOutput.JSON.readTree(lines[lines.length - 1]);
    }

    /** lmdbjava reads direct buffers' addresses by reflection, which Java 17 allows only when opened to it. */
    private static List<String> command(KeyValueEngine.Kind engine, EngineTrial.Step step, Path folder,
                                        Path workloadFile) {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED", "-jar",
                ScaleBench.benchJar().toString(), "store-trial", engine.name(), step.name(), folder.toString(),
                workloadFile.toString());
    }

    private static List<DocumentIndex> index(Path corpus, TextAnalyzer analyzer) {
        IngestConfig config = IngestConfig.defaults();
        DocumentParser parser = new DocumentParser(config.maxDocumentBytes());
        DocumentIndexer indexer = new DocumentIndexer(analyzer,
                new Chunker(analyzer, config.chunkTargetTokens(), config.chunkOverlapSentences()));
        List<DocumentIndex> indexes = new ArrayList<>();
        for (SourceDocument source : DocumentFolder.read(corpus, "bench")) {
            try {
                indexes.add(indexer.index(parser.parse(source)));
            } catch (RejectedDocumentException skipped) {
                // What ingest refuses is not stored by any engine either.
            }
        }
        return indexes;
    }

    private List<Question> questions(TextAnalyzer analyzer) {
        List<String> texts = new ArrayList<>();
        texts.addAll(QuestionFile.read(datasets.resolve("sqlite-docs/questions.jsonl")));
        texts.addAll(QuestionFile.read(datasets.resolve("behind-the-tech/questions.csv")).subList(0, 20));
        texts.addAll(QuestionFile.read(datasets.resolve("musique-100/questions.jsonl")).subList(0, 20));
        return texts.stream().map(text -> Question.read(text, analyzer)).filter(q -> !q.isEmpty()).toList();
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
