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
import dev.lazygraph.core.store.embedded.EmbeddedGraphStore;
import dev.lazygraph.core.store.embedded.EmbeddedSummaryCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Ingest throughput and graph size on a folder, beside the bare OpenNLP sentence+token+POS throughput on the
 * same text (the ceiling ingest can approach), in one run.
 */
@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = "Ingest words/s per core vs the bare OpenNLP ceiling; graph size; items and bytes stored.")
final class IngestBench implements Callable<Integer> {
    static final String COLLECTION = "bench";

    @Parameters(index = "0", description = "folder of .txt/.md/.html documents")
    Path folder;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Override
    public Integer call() throws IOException {
        List<String> args = new ArrayList<>(List.of(folder.toString()));
        if (out != null) {
            args.addAll(List.of("--out", out.toString()));
        }
        ObjectNode result = BenchOutput.header("ingest", args);
        List<SourceDocument> documents = DocumentFolder.read(folder, COLLECTION);
        TextAnalyzer analyzer = new OpenNlpAnalyzer();

        List<String> texts = decodable(documents);
        long words = texts.stream().mapToLong(IngestBench::wordsOf).sum();
        result.put("documents", documents.size());
        result.put("words", words);

        BenchOutput.resetPeakHeap();
        long ceilingStart = System.nanoTime();
        long tokens = new OpenNlpCeiling().tagAll(texts);
        double ceilingSeconds = (System.nanoTime() - ceilingStart) / 1e9;
        ObjectNode ceiling = result.putObject("openNlpCeiling");
        ceiling.put("description", "sentence + token + POS, one thread, same text, nothing else");
        ceiling.put("tokens", tokens);
        ceiling.put("seconds", round(ceilingSeconds));
        ceiling.put("wordsPerSecondPerCore", Math.round(words / ceilingSeconds));

        Path data = Files.createTempDirectory("lazygraph-bench-ingest");
        try {
            EmbeddedGraphStore store = EmbeddedGraphStore.open(data);
            ObjectNode embedded = result.putObject("embedded");
            measure(embedded, analyzer, store, documents, words);
            embedded.put("bytesOnDisk", folderBytes(data));
            embedded.put("bytesPer1000Words", Math.round(folderBytes(data) * 1000.0 / words));
            embedded.put("ratioToCeiling", round(embedded.get("wordsPerSecondPerCore").asDouble()
                    / ceiling.get("wordsPerSecondPerCore").asDouble()));
        } finally {
            deleteRecursively(data);
        }
        BenchOutput.write(result, out);
        return 0;
    }

    /** Ingests on one thread so the rate is per core, and reports what the graph came to. */
    static void measure(ObjectNode node, TextAnalyzer analyzer, GraphStore store, List<SourceDocument> documents,
                        long words) {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store,
                EmbeddedSummaryCache.inMemory());
        BenchOutput.resetPeakHeap();
        long start = System.nanoTime();
        List<IngestOutcome> outcomes = BenchCorpus.ingestAll(ingest, documents, 1);
        double seconds = (System.nanoTime() - start) / 1e9;
        node.put("seconds", round(seconds));
        node.put("wordsPerSecondPerCore", Math.round(words / seconds));
        node.put("peakHeapMb", BenchOutput.peakHeapMb());
        node.put("ingested", outcomes.stream().filter(o -> o.status() != IngestOutcome.Status.REJECTED).count());
        node.put("rejected", outcomes.stream().filter(o -> o.status() == IngestOutcome.Status.REJECTED).count());
        // The ingest path takes no LanguageModel at all (IngestService has no such dependency), so this is 0 by
        // construction, not by counting calls that happened not to be made.
        node.put("llmTokensAtIngest", 0);

        StoreSnapshot snapshot = store.snapshot(COLLECTION);
        long termPostings = snapshot.termPostings().values().stream().mapToLong(List::size).sum();
        long conceptPostings = snapshot.conceptPostings().values().stream().mapToLong(List::size).sum();
        ObjectNode graph = node.putObject("graph");
        graph.put("documents", snapshot.documents().size());
        graph.put("chunks", snapshot.chunks().size());
        graph.put("concepts", snapshot.concepts().size());
        graph.put("edges", snapshot.edges().size());
        graph.put("terms", snapshot.termPostings().size());
        graph.put("termPostings", termPostings);
        graph.put("conceptPostings", conceptPostings);
        long items = snapshot.documents().size() + snapshot.chunks().size() + termPostings + conceptPostings
                + snapshot.concepts().size() + snapshot.edges().size();
        graph.put("items", items);
        graph.put("itemsPer1000Words", round(items * 1000.0 / words));
    }

    private static List<String> decodable(List<SourceDocument> documents) {
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

    private static long folderBytes(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteRecursively(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
