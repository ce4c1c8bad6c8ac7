package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Cost;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.store.embedded.EmbeddedGraphStore;
import dev.lazygraph.core.store.embedded.EmbeddedSummaryCache;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Query cost on a folder and a question file: every question asked with a cold summary cache, then again
 * with the cache it warmed, through a counting stand-in LLM. Reports LLM tokens per query cold vs warm,
 * relevance tests, communities, routes and latency excluding LLM time.
 */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = "LLM tokens per query (cold vs warm cache), relevance tests, latency p50/p95 excluding LLM.")
final class QueryBench implements Callable<Integer> {
    static final String COLLECTION = "bench";

    @Parameters(index = "0", description = "folder of .txt/.md/.html documents")
    Path folder;

    @Option(names = "--questions", required = true, description = "CSV (question_text column) or JSON Lines")
    Path questionsFile;

    @Option(names = "--limit", description = "ask only the first N questions")
    Integer limit;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Override
    public Integer call() {
        List<String> args = new ArrayList<>(List.of(folder.toString(), "--questions", questionsFile.toString()));
        if (limit != null) {
            args.addAll(List.of("--limit", limit.toString()));
        }
        if (out != null) {
            args.addAll(List.of("--out", out.toString()));
        }
        ObjectNode result = BenchOutput.header("query", args);
        List<String> questions = QuestionFile.read(questionsFile);
        if (limit != null) {
            questions = questions.subList(0, Math.min(limit, questions.size()));
        }
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        EmbeddedGraphStore store = EmbeddedGraphStore.inMemory();
        EmbeddedSummaryCache cache = EmbeddedSummaryCache.inMemory();
        List<SourceDocument> documents = DocumentFolder.read(folder, COLLECTION);
        BenchCorpus.ingestAll(new IngestService(IngestConfig.defaults(), analyzer, store, cache), documents,
                Runtime.getRuntime().availableProcessors());
        long corpusWords = store.documents(COLLECTION).stream().mapToLong(d -> d.words()).sum();
        result.put("documents", documents.size());
        result.put("corpusWords", corpusWords);
        result.put("questions", questions.size());

        CountingLanguageModel llm = new CountingLanguageModel();
        try (QueryService query = new QueryService(QueryConfig.defaults(), analyzer, store, cache, Optional.of(llm))) {
            ObjectNode cold = pass("cold", query, llm, questions);
            ObjectNode warm = pass("warm", query, llm, questions);
            result.set("cold", cold);
            result.set("warm", warm);
            ObjectNode reference = result.putObject("graphRagReference");
            reference.put("description", "GraphRAG reads every chunk through the LLM at indexing (entity and"
                    + " relation extraction) before any question: at least the corpus' tokens as input, before"
                    + " community reports and map-reduce. lazygraph spends none at ingest.");
            reference.put("indexInputTokensLowerBound", corpusWords);
            reference.put("lazygraphTokensAllQuestionsCold", cold.get("totalTokens").asLong());
            reference.put("lazygraphTokensAllQuestionsWarm", warm.get("totalTokens").asLong());
        }
        BenchOutput.write(result, out);
        return 0;
    }

    private static ObjectNode pass(String name, QueryService query, CountingLanguageModel llm, List<String> questions) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        ArrayNode perQuestion = node.putArray("perQuestion");
        double[] latencies = new double[questions.size()];
        long tokens = 0;
        long tests = 0;
        long hits = 0;
        long misses = 0;
        Map<String, Integer> routes = new TreeMap<>();
        Progress progress = new Progress(name, questions.size());
        for (int i = 0; i < questions.size(); i++) {
            long llmBefore = llm.nanosInside();
            long start = System.nanoTime();
            Answer answer = query.ask(QueryRequest.of(COLLECTION, questions.get(i)));
            long elapsed = System.nanoTime() - start - (llm.nanosInside() - llmBefore);
            latencies[i] = elapsed / 1e6;
            Cost cost = answer.cost();
            int queryTokens = cost.inputTokens() + cost.outputTokens();
            tokens += queryTokens;
            tests += cost.relevanceTests();
            hits += cost.cacheHits();
            misses += cost.cacheMisses();
            routes.merge(answer.route().name(), 1, Integer::sum);
            ObjectNode row = perQuestion.addObject();
            row.put("question", questions.get(i));
            row.put("route", answer.route().name());
            row.put("tokensIn", cost.inputTokens());
            row.put("tokensOut", cost.outputTokens());
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
        node.put("relevanceTestsPerQuery", IngestBench.round((double) tests / n));
        node.put("cacheHits", hits);
        node.put("cacheMisses", misses);
        node.putPOJO("routes", routes);
        node.put("latencyP50MsExcludingLlm", IngestBench.round(Percentiles.of(latencies, 50)));
        node.put("latencyP95MsExcludingLlm", IngestBench.round(Percentiles.of(latencies, 95)));
        // Keep the summary first in the JSON: move the per-question rows to the end.
        node.set("perQuestion", node.remove("perQuestion"));
        return node;
    }
}
