package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.aws.dynamodb.CapacityMeter;
import dev.lazygraph.aws.dynamodb.DynamoTable;
import dev.lazygraph.aws.graph.DynamoDbGraphStore;
import dev.lazygraph.aws.relevance.DynamoDbVerdictCache;
import dev.lazygraph.aws.summary.DynamoDbSummaryCache;
import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.access.DocumentFilter;
import dev.lazygraph.core.access.ReadScope;
import dev.lazygraph.core.cache.DerivedCaches;
import dev.lazygraph.core.document.DocumentMetadata;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.graph.GraphStore;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.passage.PassageSplitter;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Cost;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.Stage;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.VerdictCache;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.core.summary.SummaryCache;
import dev.lazygraph.embeddings.MiniLmEmbedder;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Query cost on a folder and a question file: every question asked with cold caches, then again with the
 * caches it warmed, through a counting stand-in LLM. Reports LLM tokens per query cold vs warm and per
 * stage, relevance tests, communities, routes and latency excluding LLM time; on the embedded store and,
 * with {@code --dynamodb-endpoint}, on the DynamoDB store and caches too, side by side; and beside them
 * what GraphRAG's global search spends on the same chunks through the same counting LLM
 * ({@link GraphRagReference}). With {@code --filter}, every question is asked a third time restricted by the
 * filter, right after the warm pass: its reads beside the warm pass's are what a filter costs.
 */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = {"LLM tokens per query (cold vs warm cache), relevance tests, latency excluding LLM.",
                "Embedded store; with --dynamodb-endpoint also the DynamoDB store and summary cache."})
final class QueryBench implements Callable<Integer> {
    static final String COLLECTION = "bench";
    private static final String HIDDEN_GROUP = "hidden";

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", description = "folder of .txt/.md/.html documents")
    Path folder;

    @Option(names = "--corpus", paramLabel = "corpus.jsonl",
            description = "instead of a folder: a QA set's passages ({id,title,text} lines); --questions then names"
                    + " its questions.jsonl ({id,question,gold_ids}) and the bench measures evidence recall per token")
    Path corpus;

    @Option(names = "--questions", required = true, description = "CSV (question_text column) or JSON Lines")
    Path questionsFile;

    @Option(names = "--limit", description = "ask only the first N questions")
    Integer limit;

    @Option(names = "--limit-documents", paramLabel = "N",
            description = "ingest only the first N documents (path order) into every store")
    Integer limitDocuments;

    @Option(names = "--dynamodb-endpoint", paramLabel = "URL",
            description = "also run on a fresh table on this DynamoDB endpoint (dynalite: http://127.0.0.1:4567)")
    URI dynamoDbEndpoint;

    @Option(names = "--graphrag-level", defaultValue = "2", paramLabel = "LEVEL",
            description = "community level the GraphRAG reference's global search maps over (GraphRAG's default: 2)")
    int graphRagLevel;

    @Option(names = "--filter", paramLabel = "TERM", description = "also ask every question with this filter"
            + " (as ask --filter: key^=PREFIX or TAG=VALUE, repeatable) after the warm pass, to compare its reads")
    List<String> filter = List.of();

    @Option(names = "--hidden", paramLabel = "PREFIX", description = "store the documents whose key starts with"
            + " PREFIX with the access group 'hidden', and after the other passes ask every question again as a"
            + " caller outside it (the 'restricted' pass), to compare a restricted caller's reads with the owner's")
    String hiddenPrefix;

    @Option(names = "--embeddings", description = "embed the passages at ingest and the question at query time"
            + " (the semantic signal) in every store: on DynamoDB a question then also reads its candidate chunks'"
            + " vector items")
    boolean embeddings;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Override
    public Integer call() {
        if ((limit != null && limit < 1) || (limitDocuments != null && limitDocuments < 1)) {
            throw new IllegalArgumentException("--limit and --limit-documents must be at least 1");
        }
        if ((folder == null) == (corpus == null)) {
            throw new IllegalArgumentException("give either a folder of documents or --corpus, not both or neither");
        }
        if (corpus != null) {
            BenchOutput.write(evidence(), out);
            return 0;
        }
        // Opened first, so an unreachable endpoint fails the run before the embedded part.
        try (LocalDynamoDb dynamo = dynamoDbEndpoint == null ? null
                : LocalDynamoDb.freshTable(dynamoDbEndpoint, "query")) {
            BenchOutput.write(measure(dynamo), out);
        }
        return 0;
    }

    private ObjectNode evidence() {
        ObjectNode result = BenchOutput.header("query", spec);
        result.put("corpus", corpus.toString());
        result.put("questionsFile", questionsFile.toString());
        QaDataset dataset = QaDataset.load(corpus, questionsFile);
        List<QaDataset.Question> questions = dataset.questions();
        if (limit != null) {
            questions = questions.subList(0, Math.min(limit, questions.size()));
        }
        result.set("evidence", EvidenceRecall.run(dataset, questions));
        return result;
    }

    private ObjectNode measure(LocalDynamoDb dynamo) {
        ObjectNode result = BenchOutput.header("query", spec);
        result.put("corpus", folder.toString());
        result.put("questionsFile", questionsFile.toString());
        List<String> questions = QuestionFile.read(questionsFile);
        if (limit != null) {
            questions = questions.subList(0, Math.min(limit, questions.size()));
        }
        List<SourceDocument> documents = DocumentFolder.read(folder, COLLECTION);
        if (limitDocuments != null) {
            documents = documents.subList(0, Math.min(limitDocuments, documents.size()));
        }
        if (hiddenPrefix != null) {
            documents = documents.stream().map(document -> !document.id().key().startsWith(hiddenPrefix) ? document
                    : new SourceDocument(document.id(), document.revision(), document.content(),
                            DocumentMetadata.ofGroups(List.of(HIDDEN_GROUP)))).toList();
            result.put("hidden", hiddenPrefix);
            result.put("documentsHidden", documents.stream().filter(d -> !d.metadata().groups().isEmpty()).count());
        }
        result.put("documents", documents.size());
        result.put("questions", questions.size());
        Optional<ReadScope> filtered = filter.isEmpty() ? Optional.empty()
                : Optional.of(new ReadScope(Caller.OWNER, DocumentFilter.parse(filter)));
        filtered.ifPresent(scope -> result.putPOJO("filter", scope.filter().terms()));
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        Optional<TextEmbedder> embedder = embeddings ? Optional.of(new MiniLmEmbedder()) : Optional.empty();
        result.put("embeddings", embedder.map(TextEmbedder::model).orElse("none"));

        InMemoryGraphStore embeddedStore = new InMemoryGraphStore();
        boolean restricted = hiddenPrefix != null;
        ObjectNode embedded = measure(analyzer, embeddedStore, new InMemorySummaryCache(),
                new InMemoryVerdictCache(), Optional.empty(), embedder, documents, questions, filtered, restricted);
        ObjectNode dynamoDb = null;
        if (dynamo != null) {
            DynamoTable table = dynamo.table();
            Clock clock = Clock.systemUTC();
            try (DynamoDbGraphStore store = new DynamoDbGraphStore(table, DynamoDbGraphStore.DEFAULT_PARALLELISM,
                    DynamoDbGraphStore.DEFAULT_STALE_AFTER, clock)) {
                dynamoDb = measure(analyzer, store,
                        new DynamoDbSummaryCache(table, DynamoDbSummaryCache.DEFAULT_TIME_TO_LIVE, clock),
                        new DynamoDbVerdictCache(table, DynamoDbVerdictCache.DEFAULT_TIME_TO_LIVE, clock),
                        Optional.of(table.meter()), embedder, documents, questions, filtered, restricted);
            }
            dynamoDb.put("endpoint", dynamoDbEndpoint.toString());
            dynamoDb.put("description", "DynamoDbGraphStore + DynamoDbSummaryCache on one fresh table. A local"
                    + " endpoint (dynalite) shares this machine's cores: its latency is not DynamoDB's.");
            dynamoDb.put("questionPassesCostingOtherThanEmbedded", differingCosts(embedded, dynamoDb));
        }

        ObjectNode latency = result.putObject("latencyMsExcludingLlm");
        latency.set("embedded", latencySummary(embedded));
        if (dynamoDb != null) {
            latency.set("dynamodb", latencySummary(dynamoDb));
        }
        result.set("graphRagReference", GraphRagComparison.measure(
                GraphRagReference.index(embeddedStore, COLLECTION, new CountingLanguageModel(), graphRagLevel),
                questions, embedded));
        result.set("embedded", embedded);
        if (dynamoDb != null) {
            result.set("dynamodb", dynamoDb);
        }
        return result;
    }

    /**
     * Ingests the documents into the store, then asks every question cold, warm, then filtered, then (when
     * {@code restricted}) as a caller who may not read the hidden documents.
     */
    private static ObjectNode measure(TextAnalyzer analyzer, GraphStore store, SummaryCache cache,
                                      VerdictCache verdicts, Optional<CapacityMeter> meter,
                                      Optional<TextEmbedder> embedder, List<SourceDocument> documents, List<String> questions,
                                      Optional<ReadScope> filtered, boolean restricted) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        long start = System.nanoTime();
        BenchCorpus.ingestAll(new IngestService(IngestConfig.defaults(), analyzer, store,
                DerivedCaches.of(cache, verdicts), embedder.map(e -> new PassageEmbedding(e, new PassageSplitter(analyzer)))),
                documents, Runtime.getRuntime().availableProcessors());
        node.put("ingestSeconds", IngestBench.round((System.nanoTime() - start) / 1e9));
        node.put("corpusWords", store.documents(COLLECTION).stream().mapToLong(d -> d.words()).sum());
        CountingLanguageModel llm = new CountingLanguageModel();
        node.put("tokenizer", TokenCounter.ENCODING);
        try (QueryService query = new QueryService(QueryConfig.defaults(), analyzer, store, cache, verdicts,
                Optional.of(llm), JudgeSelection.STANDARD, embedder)) {
            node.set("cold", pass("cold", query, llm, meter, questions, ReadScope.EVERYTHING));
            node.set("warm", pass("warm", query, llm, meter, questions, ReadScope.EVERYTHING));
            if (filtered.isPresent()) {
                node.put("documentsInFilter", store.documents(COLLECTION).stream().filter(filtered.get()::admits)
                        .count());
                node.set("filtered", pass("filtered", query, llm, meter, questions, filtered.get()));
            }
            if (restricted) {
                node.set("restricted", pass("restricted", query, llm, meter, questions, ReadScope.of(Caller.ANONYMOUS)));
            }
        }
        return node;
    }

    private static ObjectNode pass(String name, QueryService query, CountingLanguageModel llm,
                                   Optional<CapacityMeter> meter, List<String> questions, ReadScope scope) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        ArrayNode perQuestion = node.putArray("perQuestion");
        double[] latencies = new double[questions.size()];
        long tokens = 0;
        long tests = 0;
        long hits = 0;
        long misses = 0;
        Map<Stage, Long> stageTokens = new EnumMap<>(Stage.class);
        Map<Stage, Long> reusedTokens = new EnumMap<>(Stage.class);
        Map<String, Integer> routes = new TreeMap<>();
        Map<String, Long> routeTokens = new TreeMap<>();
        Map<String, Long> routeMaxTokens = new TreeMap<>();
        Optional<CapacityMeter.Usage> before = meter.map(CapacityMeter::usage);
        Progress progress = new Progress(name, questions.size());
        for (int i = 0; i < questions.size(); i++) {
            long llmBefore = llm.nanosInside();
            long start = System.nanoTime();
            Answer answer = query.ask(QueryRequest.of(COLLECTION, questions.get(i)).withScope(scope));
            long elapsed = System.nanoTime() - start - (llm.nanosInside() - llmBefore);
            latencies[i] = elapsed / 1e6;
            Cost cost = answer.cost();
            int queryTokens = cost.inputTokens() + cost.outputTokens();
            tokens += queryTokens;
            tests += cost.relevanceTests();
            hits += cost.cacheHits();
            misses += cost.cacheMisses();
            cost.llmTokens().forEach((stage, usage) -> stageTokens.merge(stage, (long) usage.input() + usage.output(), Long::sum));
            cost.reusedTokens().forEach((stage, reused) -> reusedTokens.merge(stage, (long) reused, Long::sum));
            routes.merge(answer.route().name(), 1, Integer::sum);
            routeTokens.merge(answer.route().name(), (long) queryTokens, Long::sum);
            routeMaxTokens.merge(answer.route().name(), (long) queryTokens, Math::max);
            ObjectNode row = perQuestion.addObject();
            row.put("question", questions.get(i));
            row.put("route", answer.route().name());
            row.put("tokensIn", cost.inputTokens());
            row.put("tokensOut", cost.outputTokens());
            row.put("tokens", queryTokens);
            ObjectNode stages = row.putObject("stageTokens");
            cost.llmTokens().forEach((stage, usage) -> stages.put(stage.key(), usage.input() + usage.output()));
            ObjectNode reusedByStage = row.putObject("reusedTokens");
            cost.reusedTokens().forEach((stage, reused) -> reusedByStage.put(stage.key(), reused));
            row.put("relevanceTests", cost.relevanceTests());
            row.put("communitiesDetected", cost.communitiesDetected());
            row.put("communitiesSummarized", cost.communitiesSummarized());
            row.put("cacheHits", cost.cacheHits());
            row.put("cacheMisses", cost.cacheMisses());
            row.put("latencyMsExcludingLlm", IngestBench.round(latencies[i]));
            progress.step();
        }
        int n = Math.max(1, questions.size());
        node.put("totalTokens", tokens);
        node.put("tokensPerQuery", Math.round((double) tokens / n));
        node.put("maxTokensPerQuery", perQuestionMax(perQuestion, "tokens"));
        ObjectNode perStage = node.putObject("stageTokensPerQuery");
        for (Stage stage : STAGES) {
            perStage.put(stage.key(), Math.round((double) stageTokens.getOrDefault(stage, 0L) / n));
        }
        ObjectNode reused = node.putObject("reusedTokensPerQuery");
        for (Stage stage : STAGES) {
            reused.put(stage.key(), Math.round((double) reusedTokens.getOrDefault(stage, 0L) / n));
        }
        node.put("relevanceTestsPerQuery", IngestBench.round((double) tests / n));
        node.put("cacheHits", hits);
        node.put("cacheMisses", misses);
        node.putPOJO("routes", routes);
        ObjectNode byRoute = node.putObject("tokensPerQueryByRoute");
        routes.forEach((route, count) -> {
            ObjectNode r = byRoute.putObject(route);
            r.put("questions", count);
            r.put("tokensPerQuery", Math.round((double) routeTokens.get(route) / count));
            r.put("maxTokensPerQuery", routeMaxTokens.get(route));
        });
        node.put("latencyP50MsExcludingLlm", IngestBench.round(Percentiles.of(latencies, 50)));
        node.put("latencyP95MsExcludingLlm", IngestBench.round(Percentiles.of(latencies, 95)));
        if (before.isPresent()) {
            CapacityMeter.Usage used = meter.get().usage().minus(before.get());
            node.put("readCapacityUnitsPerQuery", IngestBench.round(used.readCapacityUnits() / n));
            node.put("readRequestsPerQuery", IngestBench.round((double) used.readRequests() / n));
            node.put("requestsPerQuery", IngestBench.round((double) (used.readRequests() + used.writeRequests()) / n));
            node.put("writeCapacityUnitsPerQuery", IngestBench.round(used.writeCapacityUnits() / n));
            node.put("scans", used.scans());
        }
        // Keep the summary first in the JSON: move the per-question rows to the end.
        node.set("perQuestion", node.remove("perQuestion"));
        return node;
    }

    /** The stages of a query that prompt the LLM, in pipeline order. */
    static final List<Stage> STAGES = Arrays.stream(Stage.values()).filter(Stage::prompts).toList();

    private static long perQuestionMax(ArrayNode rows, String field) {
        long max = 0;
        for (JsonNode row : rows) {
            max = Math.max(max, row.path(field).asLong());
        }
        return max;
    }

    private static ObjectNode latencySummary(ObjectNode store) {
        ObjectNode summary = BenchOutput.JSON.createObjectNode();
        for (String pass : List.of("cold", "warm")) {
            summary.set(pass + "P50", store.path(pass).path("latencyP50MsExcludingLlm"));
            summary.set(pass + "P95", store.path(pass).path("latencyP95MsExcludingLlm"));
        }
        return summary;
    }

    /**
     * (Question, pass) pairs whose route, tokens or relevance tests differ between the stores: both hold the
     * same graph, so anything but 0 points at a store difference (or ranking ties broken differently).
     */
    private static int differingCosts(ObjectNode embedded, ObjectNode other) {
        int differing = 0;
        for (String pass : List.of("cold", "warm")) {
            JsonNode a = embedded.path(pass).path("perQuestion");
            JsonNode b = other.path(pass).path("perQuestion");
            for (int i = 0; i < a.size(); i++) {
                for (String field : List.of("route", "tokensIn", "tokensOut", "relevanceTests")) {
                    if (!a.get(i).path(field).equals(b.path(i).path(field))) {
                        differing++;
                        break;
                    }
                }
            }
        }
        return differing;
    }
}
