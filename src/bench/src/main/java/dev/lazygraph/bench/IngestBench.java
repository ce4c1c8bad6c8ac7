package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.document.ParsedDocument;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.graph.StoreSnapshot;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestOutcome;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.passage.PassageSplitter;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.documents.TikaDocumentExtractor;
import dev.lazygraph.embedded.EmbeddedDatabase;
import dev.lazygraph.embedded.EmbeddedGraphStore;
import dev.lazygraph.embeddings.MiniLmEmbedder;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
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

    @Option(names = "--as-pdf",
            description = "also write every document as a PDF (PDFBox: pages of text with a running head and page"
                    + " numbers) and read and ingest each as text and as PDF (Tika) one after the other, on one"
                    + " thread: pages/s and words/s beside the text")
    boolean asPdf;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Option(names = "--embeddings",
            description = "also ingest the same documents with the in-process embedder (the semantic signal):"
                    + " words/s, bytes on disk and the ratio to the ingest without it; with --dynamodb-endpoint the"
                    + " DynamoDB run embeds too (its passage vector items: kind V)")
    boolean withEmbeddings;

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

        ObjectNode embedded = result.putObject("embedded");
        embeddedRun(embedded, analyzer, documents, words, ceiling, Optional.empty());
        Optional<PassageEmbedding> embedding = withEmbeddings
                ? Optional.of(new PassageEmbedding(new MiniLmEmbedder(), new PassageSplitter(analyzer))) : Optional.empty();
        if (withEmbeddings) {
            // The same documents with the semantic signal: every passage embedded at ingest (no LLM).
            ObjectNode vectors = result.putObject("embeddedWithEmbeddings");
            vectors.put("embedder", embedding.get().model());
            embeddedRun(vectors, analyzer, documents, words, ceiling, embedding);
            vectors.put("ratioToWithout", round(vectors.get("wordsPerSecondPerCore").asDouble()
                    / embedded.get("wordsPerSecondPerCore").asDouble()));
        }
        if (asPdf) {
            result.set("pdf", pdf(analyzer, documents));
        }
        if (dynamo != null) {
            List<SourceDocument> subset = dynamoDbLimitDocuments == null ? documents
                    : documents.subList(0, Math.min(dynamoDbLimitDocuments, documents.size()));
            ObjectNode node = dynamo.run(analyzer, subset, decodable(subset).stream().mapToLong(IngestBench::wordsOf).sum(),
                    embedding);
            if (subset.size() < documents.size()) {
                node.put("subset", "only the first " + subset.size() + " of " + documents.size() + " documents (path"
                        + " order, --dynamodb-limit-documents): every figure here, per-1,000-word ones included, is"
                        + " from them");
            }
            result.set("dynamodb", node);
        }
        return result;
    }

    /** Ingests into a fresh embedded store: rate, graph, bytes written and kept, ratio to the OpenNLP ceiling. */
    private void embeddedRun(ObjectNode node, TextAnalyzer analyzer, List<SourceDocument> documents, long words,
                             ObjectNode ceiling, Optional<PassageEmbedding> embedding) throws IOException {
        Path data = Files.createTempDirectory("lazygraph-bench-ingest");
        try {
            EmbeddedDatabase database = EmbeddedDatabase.open(data);
            EmbeddedGraphStore store = new EmbeddedGraphStore(database);
            OptionalLong writtenBefore = ProcessWrites.bytes();
            putRate(node, ingest(analyzer, store, new InMemorySummaryCache(), documents, threads, embedding), words,
                    threads);
            putGraph(node, store.snapshot(COLLECTION), words);
            database.close(); // folds the write-ahead log into the database file, so the size is its own
            OptionalLong writtenAfter = ProcessWrites.bytes();
            if (writtenBefore.isPresent() && writtenAfter.isPresent()) {
                // The log and its checkpoints: every commit writes each page it dirtied again.
                node.put("bytesWrittenToDisk", writtenAfter.getAsLong() - writtenBefore.getAsLong());
            }
            node.put("bytesOnDisk", Folders.bytes(data));
            node.put("bytesPer1000Words", Math.round(Folders.bytes(data) * 1000.0 / words));
            node.put("ratioToCeiling", round(node.get("wordsPerSecondPerCore").asDouble()
                    / ceiling.get("wordsPerSecondPerCore").asDouble()));
        } finally {
            Folders.deleteRecursively(data);
        }
    }

    /**
     * The same documents as PDFs beside their text, on one thread: each document is read (and, in a second pass,
     * ingested into a store of its own) as text and then as PDF, one after the other, so both meet the same load
     * of a shared machine. Pages and words per second of each, and the PDF's ratio to the text.
     */
    private static ObjectNode pdf(TextAnalyzer analyzer, List<SourceDocument> documents) throws IOException {
        List<PdfCopies.Copy> copies = PdfCopies.of(documents);
        long pages = copies.stream().mapToLong(PdfCopies.Copy::pages).sum();
        long maxBytes = IngestConfig.defaults().maxDocumentBytes();
        DocumentParser textParser = new DocumentParser(maxBytes);
        DocumentParser pdfParser = new DocumentParser(maxBytes,
                TikaDocumentExtractor.standard(ExtractionLimits.defaults()));
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("description", "each document also as a PDF (PDFBox, " + PdfCopies.LINES_PER_PAGE + " lines a page,"
                + " running head and page numbers) read through Tika; text and PDF of a document one after the other,"
                + " one thread");
        node.put("documents", copies.size());
        node.put("pages", pages);
        node.put("pdfBytes", copies.stream().mapToLong(copy -> copy.pdf().content().length).sum());
        for (PdfCopies.Copy warmUp : copies.subList(0, Math.min(WARM_UP_DOCUMENTS, copies.size()))) {
            textParser.parse(warmUp.text());
            pdfParser.parse(warmUp.pdf());
        }
        Pair reading = new Pair();
        for (PdfCopies.Copy copy : copies) {
            reading.text(() -> wordsOf(textParser.parse(copy.text()).text()));
            reading.pdf(() -> wordsOf(pdfParser.parse(copy.pdf()).text()));
        }
        reading.put(node.putObject("reading"), pages);
        Path data = Files.createTempDirectory("lazygraph-bench-ingest-pdf");
        try (EmbeddedDatabase textDatabase = EmbeddedDatabase.open(data.resolve("text"));
             EmbeddedDatabase pdfDatabase = EmbeddedDatabase.open(data.resolve("pdf"))) {
            EmbeddedGraphStore textStore = new EmbeddedGraphStore(textDatabase);
            EmbeddedGraphStore pdfStore = new EmbeddedGraphStore(pdfDatabase);
            IngestService textIngest = new IngestService(textParser, IngestConfig.defaults(), analyzer, textStore,
                    new InMemorySummaryCache());
            IngestService pdfIngest = new IngestService(pdfParser, IngestConfig.defaults(), analyzer, pdfStore,
                    new InMemorySummaryCache());
            Pair ingest = new Pair();
            long tokensBefore = CountingLanguageModel.tokensInProcess();
            Progress progress = new Progress("ingest text and PDF", copies.size());
            for (PdfCopies.Copy copy : copies) {
                ingest.text(() -> stored(textIngest.ingest(copy.text())));
                ingest.pdf(() -> stored(pdfIngest.ingest(copy.pdf())));
                progress.step();
            }
            ObjectNode ingested = node.putObject("ingest");
            ingest.put(ingested, pages);
            ingested.put("pdfToTextWordsPerSecond", ingest.ratio());
            ingested.put("textChunks", textStore.snapshot(COLLECTION).chunks().size());
            ingested.put("pdfChunks", pdfStore.snapshot(COLLECTION).chunks().size());
            ingested.put("llmTokensAtIngest", CountingLanguageModel.tokensInProcess() - tokensBefore);
        } finally {
            Folders.deleteRecursively(data);
        }
        return node;
    }

    /** The words a stored document holds; a rejected one fails the bench, which compares like with like. */
    private static long stored(IngestOutcome outcome) {
        if (outcome.isRejected()) {
            throw new IllegalStateException(outcome.id().key() + " was rejected: " + outcome.reason());
        }
        return outcome.words();
    }

    /** Time and words of the text and the PDF side of an interleaved run. */
    private static final class Pair {
        private long textNanos;
        private long pdfNanos;
        private long textWords;
        private long pdfWords;

        void text(LongSupplier work) {
            long start = System.nanoTime();
            textWords += work.getAsLong();
            textNanos += System.nanoTime() - start;
        }

        void pdf(LongSupplier work) {
            long start = System.nanoTime();
            pdfWords += work.getAsLong();
            pdfNanos += System.nanoTime() - start;
        }

        void put(ObjectNode node, long pages) {
            double textSeconds = textNanos / 1e9;
            double pdfSeconds = pdfNanos / 1e9;
            ObjectNode text = node.putObject("text");
            text.put("seconds", round(textSeconds));
            text.put("words", textWords);
            text.put("wordsPerSecond", Math.round(textWords / textSeconds));
            ObjectNode pdf = node.putObject("pdf");
            pdf.put("seconds", round(pdfSeconds));
            pdf.put("words", pdfWords);
            pdf.put("wordsPerSecond", Math.round(pdfWords / pdfSeconds));
            pdf.put("pagesPerSecond", round(pages / pdfSeconds));
        }

        /** Words per second of the PDF side over those of the text side. */
        double ratio() {
            return round(((double) pdfWords / pdfNanos) / ((double) textWords / textNanos));
        }
    }

    static IngestRun ingest(TextAnalyzer analyzer, GraphStore store, SummaryCache cache, List<SourceDocument> documents,
                            int threads) {
        return ingest(analyzer, store, cache, documents, threads, Optional.empty());
    }

    static IngestRun ingest(TextAnalyzer analyzer, GraphStore store, SummaryCache cache, List<SourceDocument> documents,
                            int threads, Optional<PassageEmbedding> embedding) {
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, cache, embedding);
        BenchOutput.resetPeakHeap();
        long tokensBefore = CountingLanguageModel.tokensInProcess();
        long start = System.nanoTime();
        List<IngestOutcome> outcomes = BenchCorpus.ingestAll(ingest, documents, threads);
        double seconds = (System.nanoTime() - start) / 1e9;
        return new IngestRun(seconds, outcomes, BenchOutput.peakHeapMb(),
                CountingLanguageModel.tokensInProcess() - tokensBefore);
    }

    /** @param llmTokens tokens every language model of the process spent while the documents were ingested */
    record IngestRun(double seconds, List<IngestOutcome> outcomes, long peakHeapMb, long llmTokens) {
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
        // Every language model a bench builds is a counting stand-in, so this counts what anything in the process
        // spent during the ingest; the ingest path takes no LanguageModel at all
        // (ArchitectureTest.theIngestPathHasNoLanguageModel), so it stays 0.
        node.put("llmTokensAtIngest", run.llmTokens());
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
        return parsed(documents).stream().map(ParsedDocument::text).toList();
    }

    /** The documents that parse as text. */
    static List<ParsedDocument> parsed(List<SourceDocument> documents) {
        DocumentParser parser = new DocumentParser(IngestConfig.defaults().maxDocumentBytes());
        List<ParsedDocument> parsed = new ArrayList<>();
        for (SourceDocument document : documents) {
            try {
                parsed.add(parser.parse(document));
            } catch (RejectedDocumentException e) {
                // Rejected documents cost ingest nothing either; the ingest run reports them.
            }
        }
        return parsed;
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
