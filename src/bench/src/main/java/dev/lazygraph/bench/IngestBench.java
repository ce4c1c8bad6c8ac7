package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Ingest throughput and graph size on a folder, beside the bare OpenNLP sentence+token+POS throughput on the
 * same text (the ceiling ingest can approach), in one run; with {@code --dynamodb-endpoint}, also the same
 * ingest into a fresh DynamoDB table, with the write capacity it consumed and what that costs on demand.
 */
@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = {"Ingest words/s per core vs the bare OpenNLP ceiling, graph size, bytes stored.",
                "With --dynamodb-endpoint also write capacity units, items and bytes per 1,000 words and cost."})
final class IngestBench implements Callable<Integer> {
    static final String COLLECTION = "bench";
    /** us-east-1 on-demand price per million write request units (standard table class) since November 2024. */
    static final String DEFAULT_PRICE_PER_MILLION_WRU = "0.625";
    private static final int WARM_UP_DOCUMENTS = 20;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", description = "folder of .txt/.md/.html documents")
    Path folder;

    @Option(names = "--threads", defaultValue = "1",
            description = "ingest threads, at most one per core (default 1); words/s per core = words/s / threads")
    int threads;

    @Option(names = "--dynamodb-endpoint", paramLabel = "URL",
            description = "also ingest into a fresh table on this DynamoDB endpoint (dynalite: http://127.0.0.1:4567)")
    URI dynamoDbEndpoint;

    @Option(names = "--dynamodb-limit-documents", paramLabel = "N",
            description = "the DynamoDB variant ingests only the first N documents (path order); its per-1,000-word"
                    + " figures come from those")
    Integer dynamoDbLimitDocuments;

    @Option(names = "--writers", paramLabel = "N", defaultValue = "1",
            description = "concurrent writers of the DynamoDB variant, each ingesting whole documents like one Lambda"
                    + " per document (default 1); also counts writes per item (hot keys) and compares the table with"
                    + " a sequential ingest (lost updates)")
    int writers;

    @Option(names = "--price-per-million-wru", paramLabel = "USD", defaultValue = DEFAULT_PRICE_PER_MILLION_WRU,
            description = "on-demand price of a million write request units (default ${DEFAULT-VALUE}: us-east-1)")
    double pricePerMillionWru;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Override
    public Integer call() throws IOException {
        int cores = Runtime.getRuntime().availableProcessors();
        if (threads < 1 || threads > cores) {
            // More threads than cores would make "per core" figures divide by cores that do not exist.
            throw new IllegalArgumentException("--threads must be between 1 and the " + cores + " cores");
        }
        if (dynamoDbLimitDocuments != null && dynamoDbLimitDocuments < 1) {
            throw new IllegalArgumentException("--dynamodb-limit-documents must be at least 1");
        }
        if (writers < 1) {
            throw new IllegalArgumentException("--writers must be at least 1");
        }
        if (pricePerMillionWru < 0) {
            throw new IllegalArgumentException("--price-per-million-wru must not be negative");
        }
        // Opened first, so an unreachable endpoint fails the run before the long embedded part.
        ItemWriteCounter writes = new ItemWriteCounter();
        try (LocalDynamoDb dynamo = dynamoDbEndpoint == null ? null
                : LocalDynamoDb.freshTable(dynamoDbEndpoint, "ingest", writes)) {
            BenchOutput.write(measure(dynamo == null ? null
                    : new DynamoDbIngest(dynamo, writes, writers, pricePerMillionWru)), out);
        }
        return 0;
    }

    private ObjectNode measure(DynamoDbIngest dynamo) throws IOException {
        ObjectNode result = BenchOutput.header("ingest", spec);
        result.put("corpus", folder.toString());
        List<SourceDocument> documents = DocumentFolder.read(folder, COLLECTION);
        TextAnalyzer analyzer = new OpenNlpAnalyzer();

        List<String> texts = decodable(documents);
        long words = texts.stream().mapToLong(IngestBench::wordsOf).sum();
        result.put("documents", documents.size());
        result.put("words", words);

        OpenNlpCeiling bareOpenNlp = new OpenNlpCeiling();
        // A short untimed pass first, so the ceiling is not charged for JIT warm-up that ingest then inherits.
        bareOpenNlp.tagAll(texts.subList(0, Math.min(WARM_UP_DOCUMENTS, texts.size())));
        BenchOutput.resetPeakHeap();
        long ceilingStart = System.nanoTime();
        long tokens = bareOpenNlp.tagAll(texts);
        double ceilingSeconds = (System.nanoTime() - ceilingStart) / 1e9;
        ObjectNode ceiling = result.putObject("openNlpCeiling");
        ceiling.put("description", "sentence + token + POS, one thread, same text, nothing else");
        ceiling.put("tokens", tokens);
        ceiling.put("seconds", round(ceilingSeconds));
        ceiling.put("wordsPerSecondPerCore", Math.round(words / ceilingSeconds));

        Path data = Files.createTempDirectory("lazygraph-bench-ingest");
        try {
            EmbeddedDatabase database = EmbeddedDatabase.open(data);
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            ObjectNode embedded = result.putObject("embedded");
            putRate(embedded, ingest(analyzer, store, new InMemorySummaryCache(), documents, threads), words,
                    threads);
            putGraph(embedded, store.snapshot(COLLECTION), words);
            database.close(); // folds the write-ahead log into the database file, so the size is its own
            embedded.put("bytesOnDisk", Folders.bytes(data));
            embedded.put("bytesPer1000Words", Math.round(Folders.bytes(data) * 1000.0 / words));
            embedded.put("ratioToCeiling", round(embedded.get("wordsPerSecondPerCore").asDouble()
                    / ceiling.get("wordsPerSecondPerCore").asDouble()));
        } finally {
            Folders.deleteRecursively(data);
        }
        if (dynamo != null) {
            List<SourceDocument> subset = dynamoDbLimitDocuments == null ? documents
                    : documents.subList(0, Math.min(dynamoDbLimitDocuments, documents.size()));
            ObjectNode node = dynamo.run(analyzer, subset, decodable(subset).stream().mapToLong(IngestBench::wordsOf).sum());
            if (subset.size() < documents.size()) {
                node.put("subset", "only the first " + subset.size() + " of " + documents.size() + " documents (path"
                        + " order, --dynamodb-limit-documents): every figure here, per-1,000-word ones included, is"
                        + " from them");
            }
            result.set("dynamodb", node);
        }
        return result;
    }

    static IngestRun ingest(TextAnalyzer analyzer, GraphStore store, SummaryCache cache, List<SourceDocument> documents,
                            int threads) {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, cache);
        BenchOutput.resetPeakHeap();
        long start = System.nanoTime();
        List<IngestOutcome> outcomes = BenchCorpus.ingestAll(ingest, documents, threads);
        return new IngestRun((System.nanoTime() - start) / 1e9, outcomes, BenchOutput.peakHeapMb());
    }

    record IngestRun(double seconds, List<IngestOutcome> outcomes, long peakHeapMb) {
    }

    /** Rate of {@code run} on {@code threads} threads, of which at most one per core can run at once. */
    static void putRate(ObjectNode node, IngestRun run, long words, int threads) {
        double wordsPerSecond = words / run.seconds();
        node.put("threads", threads);
        node.put("seconds", round(run.seconds()));
        node.put("wordsPerSecond", Math.round(wordsPerSecond));
        node.put("wordsPerSecondPerCore",
                Math.round(wordsPerSecond / Math.min(threads, Runtime.getRuntime().availableProcessors())));
        node.put("peakHeapMb", run.peakHeapMb());
        node.put("ingested", run.outcomes().stream().filter(o -> !o.isRejected()).count());
        node.put("rejected", run.outcomes().stream().filter(IngestOutcome::isRejected).count());
        // The ingest path takes no LanguageModel at all, so this is 0 by construction, not by counting calls that
        // happened not to be made; ArchitectureTest.theIngestPathHasNoLanguageModel keeps it that way.
        node.put("llmTokensAtIngest", 0);
    }

    /** What the graph came to: the logical items (one posting per term or concept and chunk) it holds. */
    private static void putGraph(ObjectNode node, StoreSnapshot snapshot, long words) {
        long termPostings = snapshot.termPostings().values().stream().mapToLong(List::size).sum();
        long conceptPostings = snapshot.conceptPostings().values().stream().mapToLong(List::size).sum();
        ObjectNode graph = node.putObject("graph");
        graph.put("documents", snapshot.documents().size());
        graph.put("chunks", snapshot.chunks().size());
        graph.put("concepts", snapshot.conceptPostings().size());
        graph.put("terms", snapshot.termPostings().size());
        graph.put("termPostings", termPostings);
        graph.put("conceptPostings", conceptPostings);
        long items = snapshot.documents().size() + snapshot.chunks().size() + termPostings + conceptPostings;
        graph.put("items", items);
        graph.put("itemsPer1000Words", round(items * 1000.0 / words));
    }

    static List<String> decodable(List<SourceDocument> documents) {
        DocumentParser parser = new DocumentParser(IngestConfig.defaults().maxDocumentBytes());
        List<String> texts = new ArrayList<>();
        for (SourceDocument document : documents) {
            try {
                texts.add(parser.parse(document).text());
            } catch (RejectedDocumentException e) {
                // Rejected documents cost ingest nothing either; the ingest run reports them.
            }
        }
        return texts;
    }

    static int wordsOf(String text) {
        int count = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            boolean space = Character.isWhitespace(text.charAt(i));
            if (!space && !inWord) {
                count++;
            }
            inWord = !space;
        }
        return count;
    }

    static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
