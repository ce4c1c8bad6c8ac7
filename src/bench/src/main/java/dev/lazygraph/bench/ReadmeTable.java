package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.lazygraph.core.query.Stage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The benchmark tables of the README and of {@code docs/benchmarks.md}, generated from committed result files so
 * the documentation never says more than they do. Every row names the file it comes from. Each table is written
 * between its page's markers ({@link TableBlock}); what lies outside them is left as it is.
 */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = "Writes the benchmark tables (Markdown) from result JSON files into README.md and"
                + " docs/benchmarks.md, each between its markers; a table none of the files feeds is left as it is.")
final class ReadmeTable implements Callable<Integer> {
    private static final JsonNodeFactory NUMBERS = JsonNodeFactory.instance;

    @Parameters(arity = "1..*", paramLabel = "RESULT.json", description = "result files written with --out")
    List<Path> files;

    @Option(names = "--root", paramLabel = "DIR",
            description = "the checkout whose pages get the tables (default: the repository bin/lazygraph runs from)")
    Path root;

    /**
     * A parsed result file: {@code file} as it was named (the tables' markers say so), {@code link} the path a
     * row links to, relative to the page the table is written into.
     */
    record Result(String file, String link, JsonNode json) {
        Result(String file, JsonNode json) {
            this(file, file, json);
        }

        /** The same result, linked from a page in {@code folder}. */
        Result linkedFrom(Path folder) {
            Path target = Path.of(file).toAbsolutePath().normalize();
            return new Result(file, folder.toAbsolutePath().normalize().relativize(target).toString().replace('\\', '/'),
                    json);
        }
    }

    @Override
    public Integer call() {
        List<Result> results = new ArrayList<>();
        for (Path file : files) {
            try {
                results.add(new Result(file.toString().replace('\\', '/'), BenchOutput.JSON.readTree(file.toFile())));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + " as JSON: " + e.getMessage(), e);
            }
        }
        Path checkout = root == null ? RepositoryRoot.find() : root;
        for (String report : TablePages.write(checkout, page -> blocks(
                results.stream().map(r -> r.linkedFrom(checkout.resolve(page).getParent())).toList()))) {
            System.out.println(report);
        }
        return 0;
    }

    /**
     * Every table the results feed, each with its begin and end markers, in the order of {@link TableBlock};
     * tables no result feeds are left out.
     */
    static Map<TableBlock, String> blocks(List<Result> results) {
        Map<String, List<Result>> byBench = new TreeMap<>();
        for (Result result : results) {
            String bench = result.json().path("bench").asText();
            if (!List.of("retrieval", "retrieval-lodo", "ingest", "query", "load", "scale", "stores", "startup",
                    "startup-functions", "memory", "answers").contains(bench)) {
                throw new IllegalArgumentException(result.file() + ": not a bench result (\"bench\": \""
                        + bench + "\")");
            }
            byBench.computeIfAbsent(bench, k -> new ArrayList<>()).add(result);
        }
        List<Result> retrieval = byBench.getOrDefault("retrieval", List.of());
        List<Result> leaveOneOut = byBench.getOrDefault("retrieval-lodo", List.of());
        List<Result> ingest = byBench.getOrDefault("ingest", List.of());
        List<Result> query = byBench.getOrDefault("query", List.of());
        List<Result> cost = query.stream().filter(r -> !r.json().has("evidence")).toList();
        List<Result> evidence = query.stream().filter(r -> r.json().has("evidence")).toList();
        // An answers run grades questions, an overview against a topics file, or both.
        List<Result> answers = byBench.getOrDefault("answers", List.of()).stream()
                .filter(r -> r.json().has("summary")).toList();
        List<Result> overviews = byBench.getOrDefault("answers", List.of()).stream()
                .filter(r -> r.json().has("topics")).toList();
        List<Result> scale = byBench.getOrDefault("scale", List.of());

        Map<TableBlock, String> blocks = new EnumMap<>(TableBlock.class);
        List<Result> functionStartup = byBench.getOrDefault("startup-functions", List.of());
        List<Result> headline = new ArrayList<>();
        List.of(retrieval, answers, ingest, cost, scale, functionStartup).forEach(headline::addAll);
        block(blocks, TableBlock.HEADLINE, headline, out -> HeadlineTable.render(out, retrieval, answers, ingest, cost,
                scale, functionStartup));
        block(blocks, TableBlock.ANSWERS, answers, out -> answersTable(out, answers));
        block(blocks, TableBlock.OVERVIEWS, overviews, out -> overviewsTable(out, overviews));
        List<Result> ranked = new ArrayList<>(retrieval);
        ranked.addAll(leaveOneOut);
        block(blocks, TableBlock.RETRIEVAL, ranked, out -> {
            retrievalTable(out, retrieval);
            leaveOneOutTable(out, leaveOneOut);
        });
        block(blocks, TableBlock.INGEST, ingest, out -> ingestTables(out, ingest));
        block(blocks, TableBlock.QUERY, cost, out -> queryTable(out, cost));
        block(blocks, TableBlock.EVIDENCE, evidence, out -> {
            evidenceTable(out, evidence);
            evidenceRouteTable(out, evidence);
        });
        List<Result> load = byBench.getOrDefault("load", List.of());
        block(blocks, TableBlock.LOAD, load, out -> loadTable(out, load));
        List<Result> stores = byBench.getOrDefault("stores", List.of());
        block(blocks, TableBlock.STORES, stores, out -> storesTable(out, stores));
        List<Result> startup = byBench.getOrDefault("startup", List.of());
        block(blocks, TableBlock.STARTUP, startup, out -> startupTable(out, startup));
        block(blocks, TableBlock.FUNCTION_STARTUP, functionStartup, out -> functionStartupTable(out, functionStartup));
        block(blocks, TableBlock.SCALE, scale, out -> scaleTable(out, scale));
        List<Result> memory = byBench.getOrDefault("memory", List.of());
        block(blocks, TableBlock.MEMORY, memory, out -> memoryTable(out, memory));
        return blocks;
    }

    /** Renders one table between its markers, which name the files it was generated from. */
    private static void block(Map<TableBlock, String> blocks, TableBlock block, List<Result> inputs,
                              Consumer<StringBuilder> table) {
        StringBuilder body = new StringBuilder();
        table.accept(body);
        if (body.isEmpty()) {
            return;
        }
        List<String> names = inputs.stream().map(Result::file).sorted().toList();
        blocks.put(block, block.begin("generated by `bin/lazygraph bench table` from " + String.join(" ", names)
                + "; edit the result files, not this table") + "\n" + body + "\n" + block.end());
    }

    private static void answersTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Dataset", "Questions", "Answerable correct", "tune", "test", "lookup",
                "multihop", "Gold page cited", "\"Not found\" correct", "BM25 top chunk correct",
                "BM25 top-3 sentences correct", "Context holds answer", "Context tokens",
                "BM25 passages, same tokens, hold answer", "In context, not quoted", "Embedder", "p50 (ms)", "Result");
        out.append("\n### Answers: what the user reads (%), extractive, first 80 words; baselines in the same run\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode summary = result.json().path("summary");
            JsonNode answerable = summary.path("answerable");
            row(out, List.of(parentName(result.json().path("questionsFile").asText()),
                    integer(NUMBERS.numberNode(result.json().path("perQuestion").size())),
                    decimal(answerable.path("lazygraph").path("correct"), 1),
                    decimal(summary.path("answerableTune").path("lazygraph").path("correct"), 1),
                    decimal(summary.path("answerableTest").path("lazygraph").path("correct"), 1),
                    decimal(summary.path("lookup").path("lazygraph").path("correct"), 1),
                    decimal(summary.path("multihop").path("lazygraph").path("correct"), 1),
                    decimal(answerable.path("lazygraph").path("cited"), 1),
                    decimal(summary.path("noanswer").path("lazygraph").path("correct"), 1),
                    decimal(answerable.path("bm25-top-chunk").path("correct"), 1),
                    decimal(answerable.path("bm25-top3-sentences").path("correct"), 1),
                    decimal(answerable.path("contextHoldsAnswer"), 1),
                    integer(answerable.path("contextTokensPerQuestion")),
                    decimal(answerable.path("bm25Passages").path("contextHoldsAnswer"), 1),
                    decimal(answerable.path("inContextNotQuoted"), 1),
                    result.json().path("embeddings").asText("–"),
                    decimal(summary.path("p50Millis"), 0), link(result)));
        }
    }

    private static void overviewsTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Manual", "Topics", "Coverage (%)", "Concept themes (%)", "Route",
                "Answer tokens", "Result");
        out.append("\n### Overviews: share of the manual's own topics named in the first 250 words, extractive\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode topics = result.json().path("topics");
            row(out, List.of(parentName(topics.path("file").asText()), integer(topics.path("topics")),
                    decimal(topics.path("coverage"), 1), decimal(topics.path("conceptThemes").path("coverage"), 1),
                    topics.path("route").asText(), integer(topics.path("answerTokens")), link(result)));
        }
    }

    private static void retrievalTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        TreeSet<Integer> ks = new TreeSet<>();
        for (Result result : results) {
            Iterator<String> names = result.json().path("metrics").path("recall").path("lazygraph").fieldNames();
            names.forEachRemaining(name -> ks.add(Integer.parseInt(name.substring(1))));
        }
        List<String> variants = List.of("lazygraph", "bm25", "graph");
        List<String> header = new ArrayList<>(List.of("Dataset", "Questions"));
        for (int k : ks) {
            variants.forEach(v -> header.add("R@" + k + " " + (v.equals("bm25") ? "BM25" : v)));
        }
        int last = ks.last();
        header.add("R@" + last + " lazygraph tune");
        header.add("R@" + last + " lazygraph test");
        header.add("Result");
        out.append("\n### Retrieval: passage Recall@k (%), same chunks, same run\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode metrics = result.json().path("metrics");
            List<String> cells = new ArrayList<>(List.of(parentName(result.json().path("corpus").asText()),
                    integer(metrics.path("questions"))));
            for (int k : ks) {
                variants.forEach(v -> cells.add(decimal(metrics.path("recall").path(v).path("@" + k), 1)));
            }
            cells.add(decimal(metrics.path("recallTune").path("lazygraph").path("@" + last), 1));
            cells.add(decimal(metrics.path("recallTest").path("lazygraph").path("@" + last), 1));
            cells.add(link(result));
            row(out, cells);
        }
    }

    private static void leaveOneOutTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Left out", "Constants chosen on", "Chosen (subject share / common noun / concept share)",
                "R@k left out, chosen", "R@k left out, defaults", "R@k left out, its own best", "Its own best", "k",
                "Result");
        out.append("\n### Retrieval: leave one dataset out, the walk's constants chosen on the other datasets\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            for (JsonNode left : result.json().path("leaveOneOut")) {
                List<String> chosenOn = new ArrayList<>();
                left.path("chosenOn").forEach(name -> chosenOn.add(name.asText()));
                row(out, List.of(left.path("heldOut").asText(), String.join(", ", chosenOn),
                        constants(left.path("chosen")), decimal(left.path("heldOutRecallChosen"), 1),
                        decimal(left.path("heldOutRecallDefaults"), 1), decimal(left.path("heldOutRecallBest"), 1),
                        constants(left.path("heldOutBest")), integer(result.json().path("k")), link(result)));
            }
        }
    }

    private static String constants(JsonNode constants) {
        return decimal(constants.path("subjectShare"), 2) + " / " + decimal(constants.path("commonNounWeight"), 2)
                + " / " + decimal(constants.path("conceptShare"), 2);
    }

    private static void ingestTables(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "Words", "Threads", "Words/s per core", "OpenNLP ceiling (words/s)",
                "Ratio", "Chunks", "Concepts", "Items / 1k words", "Bytes / 1k words", "LLM tokens",
                "Result");
        out.append("\n### Ingest: words/s per core vs bare OpenNLP (sentence + token + POS); embedded store\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode json = result.json();
            JsonNode embedded = json.path("embedded");
            row(out, List.of(folderName(json.path("corpus").asText()), integer(json.path("words")),
                    integer(embedded.path("threads")), integer(embedded.path("wordsPerSecondPerCore")),
                    integer(json.path("openNlpCeiling").path("wordsPerSecondPerCore")),
                    decimal(embedded.path("ratioToCeiling"), 2), integer(embedded.path("graph").path("chunks")),
                    integer(embedded.path("graph").path("concepts")),
                    decimal(embedded.path("graph").path("itemsPer1000Words"), 0),
                    integer(embedded.path("bytesPer1000Words")), integer(embedded.path("llmTokensAtIngest")),
                    link(result)));
        }
        pdfTable(out, results.stream().filter(r -> r.json().has("pdf")).toList());
        embeddingsTable(out, results.stream().filter(r -> r.json().has("embeddedWithEmbeddings")).toList());
        List<Result> dynamo = results.stream().filter(r -> r.json().has("dynamodb")).toList();
        if (dynamo.isEmpty()) {
            return;
        }
        List<String> dynamoHeader = List.of("Corpus", "Documents", "Words", "Writers", "WCU / 1k words",
                "Items written / 1k words", "Bytes written / 1k words", "USD / 1M words", "USD / 1M WRU",
                "Max writes to one item / 1k docs", "Lost updates", "Result");
        out.append("\n### Ingest into DynamoDB (dynalite): write capacity and on-demand cost\n\n");
        row(out, dynamoHeader);
        separator(out, dynamoHeader.size());
        for (Result result : dynamo) {
            JsonNode json = result.json();
            JsonNode node = json.path("dynamodb");
            JsonNode writes = node.path("writes");
            String documents = integer(node.path("documents"))
                    + (node.has("subset") ? " of " + integer(json.path("documents")) : "");
            row(out, List.of(folderName(json.path("corpus").asText()), documents, integer(node.path("words")),
                    integer(node.path("writers")), decimal(writes.path("writeCapacityUnitsPer1000Words"), 0),
                    decimal(writes.path("itemsWrittenPer1000Words"), 0), integer(writes.path("bytesWrittenPer1000Words")),
                    decimal(node.path("cost").path("usdPerMillionWords"), 2),
                    decimal(node.path("cost").path("pricePerMillionWriteRequestUnitsUsd"), 3),
                    decimal(node.path("hotItem").path("maxWritesToOneItemPer1000Documents"), 0),
                    integer(node.path("lostUpdates").path("differingEntries")), link(result)));
        }
    }

    private static void embeddingsTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "Words", "Embedder", "Words/s per core without", "Words/s per core with",
                "With / without", "With / OpenNLP ceiling", "Bytes / 1k words without", "Bytes / 1k words with",
                "LLM tokens", "Result");
        out.append("\n### Ingest with the semantic signal: the same documents with and without the embedder, same run\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode json = result.json();
            JsonNode without = json.path("embedded");
            JsonNode with = json.path("embeddedWithEmbeddings");
            row(out, List.of(folderName(json.path("corpus").asText()), integer(json.path("words")),
                    with.path("embedder").asText("–"), integer(without.path("wordsPerSecondPerCore")),
                    integer(with.path("wordsPerSecondPerCore")), decimal(with.path("ratioToWithout"), 2),
                    decimal(with.path("ratioToCeiling"), 2), integer(without.path("bytesPer1000Words")),
                    integer(with.path("bytesPer1000Words")), integer(with.path("llmTokensAtIngest")), link(result)));
        }
    }

    private static void pdfTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "PDFs", "Pages", "Read: PDF pages/s", "Read: PDF words/s",
                "Read: text words/s", "Ingest: PDF pages/s", "Ingest: PDF words/s", "Ingest: text words/s",
                "Ingest ratio PDF/text", "LLM tokens", "Result");
        out.append("\n### Ingest: the same documents as PDFs (read through Tika) and as text, interleaved,"
                + " one thread\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode json = result.json();
            JsonNode pdf = json.path("pdf");
            JsonNode read = pdf.path("reading");
            JsonNode ingest = pdf.path("ingest");
            row(out, List.of(folderName(json.path("corpus").asText()), integer(pdf.path("documents")),
                    integer(pdf.path("pages")), decimal(read.path("pdf").path("pagesPerSecond"), 1),
                    integer(read.path("pdf").path("wordsPerSecond")), integer(read.path("text").path("wordsPerSecond")),
                    decimal(ingest.path("pdf").path("pagesPerSecond"), 1),
                    integer(ingest.path("pdf").path("wordsPerSecond")), integer(ingest.path("text").path("wordsPerSecond")),
                    decimal(ingest.path("pdfToTextWordsPerSecond"), 2),
                    integer(ingest.path("llmTokensAtIngest")), link(result)));
        }
    }

    private static void queryTable(StringBuilder out, List<Result> results) {
        List<Result> cost = results.stream().filter(r -> !r.json().has("evidence")).toList();
        if (!cost.isEmpty()) {
            List<String> header = List.of("Corpus", "Documents", "Questions", "Store", "Tokens/query cold",
                    "relevance", "summaries", "map", "answer", "Tokens/query warm", "Relevance tests/query",
                    "p50 cold (ms)", "p95 cold (ms)", "p50 warm (ms)", "p95 warm (ms)", "DynamoDB requests/query",
                    "DynamoDB read units/query cold", "Embedder", "Result");
            out.append("\n### Query: LLM tokens per query (counting stand-in LLM), per stage cold, latency excluding LLM\n\n");
            row(out, header);
            separator(out, header.size());
            for (Result result : cost) {
                for (String store : List.of("embedded", "dynamodb")) {
                    JsonNode node = result.json().path(store);
                    if (node.isMissingNode()) {
                        continue;
                    }
                    JsonNode cold = node.path("cold");
                    JsonNode warm = node.path("warm");
                    JsonNode stages = cold.path("stageTokensPerQuery");
                    row(out, List.of(folderName(result.json().path("corpus").asText()),
                            integer(result.json().path("documents")), integer(result.json().path("questions")),
                            storeName(store), integer(cold.path("tokensPerQuery")), integer(stages.path(Stage.RELEVANCE.key())),
                            integer(stages.path(Stage.SUMMARY.key())), integer(stages.path(Stage.MAP.key())),
                            integer(stages.path(Stage.ANSWER.key())),
                            integer(warm.path("tokensPerQuery")), decimal(cold.path("relevanceTestsPerQuery"), 1),
                            decimal(cold.path("latencyP50MsExcludingLlm"), 0), decimal(cold.path("latencyP95MsExcludingLlm"), 0),
                            decimal(warm.path("latencyP50MsExcludingLlm"), 0), decimal(warm.path("latencyP95MsExcludingLlm"), 0),
                            decimal(cold.path("requestsPerQuery"), 0), decimal(cold.path("readCapacityUnitsPerQuery"), 1),
                            result.json().path("embeddings").asText("none"), link(result)));
                }
            }
            routeTable(out, cost);
            graphRagTable(out, cost);
            filteredTable(out, cost);
        }
        evidenceTable(out, results.stream().filter(r -> r.json().has("evidence")).toList());
        evidenceRouteTable(out, results.stream().filter(r -> r.json().has("evidence")).toList());
    }

    /** Cold and warm tokens per question of each route, on the embedded store. */
    private static void routeTable(StringBuilder out, List<Result> results) {
        List<Result> measured = results.stream()
                .filter(r -> r.json().path("embedded").path("cold").has("tokensPerQueryByRoute")).toList();
        if (measured.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "Questions file", "Route", "Questions", "Tokens/query cold",
                "Worst cold", "Tokens/query warm", "Result");
        out.append("\n### Query: LLM tokens per question of each route (counting stand-in LLM), embedded store\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : measured) {
            JsonNode cold = result.json().path("embedded").path("cold").path("tokensPerQueryByRoute");
            JsonNode warm = result.json().path("embedded").path("warm").path("tokensPerQueryByRoute");
            cold.fields().forEachRemaining(route -> row(out, List.of(
                    folderName(result.json().path("corpus").asText()),
                    folderName(result.json().path("questionsFile").asText()), route.getKey().toLowerCase(Locale.ROOT),
                    integer(route.getValue().path("questions")), integer(route.getValue().path("tokensPerQuery")),
                    integer(route.getValue().path("maxTokensPerQuery")),
                    integer(warm.path(route.getKey()).path("tokensPerQuery")), link(result))));
        }
    }

    /** What a filter costs in reads: each question asked warm, then warm again with the filter, same run. */
    private static void filteredTable(StringBuilder out, List<Result> results) {
        List<Result> filtered = results.stream().filter(r -> r.json().has("filter")).toList();
        if (filtered.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "Documents", "Filter", "Documents in filter", "Store",
                "Read requests/query warm", "filtered", "Read units/query warm", "filtered", "Scans filtered", "Tokens/query warm",
                "filtered", "Result");
        out.append("\n### Query: the same questions with a filter (warm caches, same run)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : filtered) {
            for (String store : List.of("embedded", "dynamodb")) {
                JsonNode node = result.json().path(store);
                if (node.isMissingNode()) {
                    continue;
                }
                JsonNode warm = node.path("warm");
                JsonNode scoped = node.path("filtered");
                List<String> terms = new ArrayList<>();
                result.json().path("filter").forEach(term -> terms.add("`" + term.asText() + "`"));
                row(out, List.of(folderName(result.json().path("corpus").asText()),
                        integer(result.json().path("documents")), String.join(" ", terms),
                        integer(node.path("documentsInFilter")), storeName(store),
                        decimal(warm.path("readRequestsPerQuery"), 1), decimal(scoped.path("readRequestsPerQuery"), 1),
                        decimal(warm.path("readCapacityUnitsPerQuery"), 1),
                        decimal(scoped.path("readCapacityUnitsPerQuery"), 1),
                        integer(scoped.path("scans")),
                        integer(warm.path("tokensPerQuery")), integer(scoped.path("tokensPerQuery")), link(result)));
            }
        }
    }

    private static void graphRagTable(StringBuilder out, List<Result> results) {
        List<Result> measured = results.stream().filter(r -> r.json().path("graphRagReference").has("tokensPerQuestion"))
                .toList();
        if (measured.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "Documents", "Questions", "GraphRAG level", "Communities mapped",
                "GraphRAG indexing tokens", "GraphRAG tokens/question", "lazygraph cold tokens/question",
                "Ratio per question (worst)", "Ratio amortized with indexing", "Result");
        out.append("\n### Query: the GraphRAG global-search reference, same chunks, same counting LLM, same run\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : measured) {
            JsonNode reference = result.json().path("graphRagReference");
            reference.path("byLevel").fields().forEachRemaining(level -> row(out, List.of(
                    folderName(result.json().path("corpus").asText()), integer(result.json().path("documents")),
                    integer(result.json().path("questions")),
                    level.getKey() + (level.getKey().equals(reference.path("communityLevel").asText()) ? " (default)" : ""),
                    integer(level.getValue().path("communitiesMapped")), integer(reference.path("indexTokens")),
                    integer(level.getValue().path("tokensPerQuestion")),
                    integer(reference.path("lazygraphColdTokensPerQuestion")),
                    fraction(level.getValue().path("coldPerQuestionMax")),
                    fraction(level.getValue().path("coldAmortized")), link(result))));
        }
    }

    private static void evidenceTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Dataset", "Questions", "Judge", "Gold passages in the answer's context (%)",
                "Gold in ranking top 5 (%)", "Questions with fewer than top 5", "Tokens/query", "Relevance tests/query",
                "Result");
        out.append("\n### Query: evidence recall per token, default budgets (counting stand-in LLM for summaries and answers)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode evidence = result.json().path("evidence");
            evidence.path("judges").fields().forEachRemaining(judge -> row(out, List.of(
                    parentName(result.json().path("corpus").asText()), integer(evidence.path("questions")),
                    judge.getKey(), decimal(judge.getValue().path("contextRecall"), 1),
                    decimal(judge.getValue().path("rankingTop5Recall"), 1),
                    integer(judge.getValue().path("questionsWithFewerGoldThanRanking")),
                    integer(judge.getValue().path("tokensPerQuery")),
                    decimal(judge.getValue().path("relevanceTestsPerQuery"), 1), link(result))));
        }
    }

    /**
     * LLM tokens per question of each route on the QA sets, with the lexical judge (the one a query without the
     * bench's oracle runs with), averaged from the result's per-question rows: these sets hold the basic lookups
     * the query corpora lack.
     */
    private static void evidenceRouteTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Dataset", "Route", "Questions", "Tokens/query", "Worst", "Result");
        out.append("\n### Query: LLM tokens per question of each route on the QA sets (lexical judge)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            Map<String, List<Long>> byRoute = new TreeMap<>();
            result.json().path("evidence").path("judges").path("lexical").path("perQuestion").forEach(question ->
                    byRoute.computeIfAbsent(question.path("route").asText(), k -> new ArrayList<>())
                            .add(question.path("tokens").asLong()));
            byRoute.forEach((route, tokens) -> row(out, List.of(parentName(result.json().path("corpus").asText()),
                    route.toLowerCase(Locale.ROOT), integer(NUMBERS.numberNode(tokens.size())),
                    integer(NUMBERS.numberNode(tokens.stream().mapToLong(Long::longValue).average().orElse(0))),
                    integer(NUMBERS.numberNode(tokens.stream().mapToLong(Long::longValue).max().orElse(0))),
                    link(result))));
        }
    }

    /** A ratio well below 1 as "1/N" (N rounded), so the order of magnitude reads at a glance. */
    private static String fraction(JsonNode value) {
        return format(value, v -> v.asDouble() <= 0 ? "0"
                : "1/" + String.format(Locale.ROOT, "%,d", Math.round(1 / v.asDouble())));
    }

    private static void loadTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Corpus", "Store", "Clients", "Seconds", "Requests", "Errors", "req/s",
                "p50 (ms)", "p95 (ms)", "p99 (ms)", "Result");
        out.append("\n### Load: concurrent clients against the local server (mixed queries and listings)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            for (String store : List.of("embedded", "dynamodb")) {
                JsonNode node = result.json().path(store);
                if (node.isMissingNode()) {
                    continue;
                }
                row(out, List.of(folderName(result.json().path("corpus").asText()), storeName(store),
                        integer(node.path("clients")), decimal(node.path("seconds"), 0), integer(node.path("requests")),
                        integer(node.path("errors")), decimal(node.path("throughputPerSecond"), 1),
                        decimal(node.path("latencyMs").path("p50"), 0), decimal(node.path("latencyMs").path("p95"), 0),
                        decimal(node.path("latencyMs").path("p99"), 0), link(result)));
            }
        }
    }

    private static void storesTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Engine", "Words", "Store writes: words/s", "Write peak RSS (MB)", "On disk (MB)",
                "Cold open (ms)", "Query p50 (ms)", "Query p95 (ms)", "A 2nd process reads beside the 1st",
                "kill -9: acknowledged / present / whole", "Result");
        out.append("\n### Embedded databases on the store's workload (one durable transaction per document)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            for (JsonNode engine : result.json().path("engines")) {
                JsonNode kill = engine.path("killDuringWrites");
                row(out, List.of(engine.path("engine").asText(), integer(result.json().path("words")),
                        integer(engine.path("wordsPerSecond")), integer(engine.path("ingestPeakRssMb")),
                        decimal(BenchOutput.JSON.getNodeFactory().numberNode(engine.path("bytesOnDisk").asDouble() / 1e6), 1),
                        decimal(engine.path("openMs"), 1), decimal(engine.path("queryP50Ms"), 2),
                        decimal(engine.path("queryP95Ms"), 2),
                        engine.path("secondProcessReadsWhileOneHoldsIt").isBoolean()
                                ? (engine.path("secondProcessReadsWhileOneHoldsIt").asBoolean() ? "yes" : "no") : "–",
                        integer(kill.path("acknowledged")) + " / "
                                + integer(kill.path("present")) + " / " + integer(kill.path("whole")), link(result)));
            }
        }
    }

    private static void startupTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Command (samples)", "Wall (s)", "CPU (s)", "Peak RSS (MB)", "Before: wall (s)",
                "Before: CPU (s)", "Before: peak RSS (MB)", "CPU after / before", "Result");
        out.append("\n### Start-up: each CLI command on the samples, this build (bin/lazygraph) and the one before it\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            JsonNode now = result.json().path("builds").path("this");
            JsonNode before = result.json().path("builds").path("baseline");
            now.fieldNames().forEachRemaining(command -> {
                JsonNode a = now.path(command);
                JsonNode b = before.path(command);
                JsonNode ratio = b.path("cpuSeconds").isNumber() && b.path("cpuSeconds").asDouble() > 0
                        ? BenchOutput.JSON.getNodeFactory().numberNode(a.path("cpuSeconds").asDouble()
                                / b.path("cpuSeconds").asDouble()) : null;
                row(out, List.of("`" + command + "`", decimal(a.path("wallSeconds"), 2), decimal(a.path("cpuSeconds"), 2),
                        integer(a.path("peakRssMb")), decimal(b.path("wallSeconds"), 2), decimal(b.path("cpuSeconds"), 2),
                        integer(b.path("peakRssMb")), decimal(ratio, 2), link(result)));
            });
        }
    }

    private static void functionStartupTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Cold invocation", "Whole (s)", "Init (s)", "After init (s)", "CPU (s)",
                "Peak RSS (MB)", "× floor", "× `--help`", "CPU × floor", "Result");
        out.append("\n### Lambda functions: whole cold invocations as the java21 runtime runs them, beside a bare"
                + " Quarkus function and `--help` (medians; ratios within each pass)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            String corpus = result.json().path("queryCorpus").asText("samples");
            String answersFrom = corpus.equals("samples") ? "" : ", a question on `" + corpus + "`";
            result.json().path("measured").fields().forEachRemaining(entry -> {
                JsonNode m = entry.getValue();
                String name = switch (entry.getKey()) {
                    case FunctionColdStarts.HELP -> "`bin/lazygraph --help`";
                    case FunctionColdStarts.FLOOR -> "floor: bare Quarkus amazon-lambda function";
                    default -> entry.getKey() + " function"
                            + (entry.getKey().startsWith(FunctionColdStarts.QUERY)
                            || entry.getKey().startsWith(FunctionColdStarts.QUESTION) ? answersFrom : "");
                };
                row(out, List.of(name, decimal(m.path("seconds"), 2), decimal(m.path("initSeconds"), 2),
                        decimal(m.path("afterInitSeconds"), 2), decimal(m.path("cpuSeconds"), 2),
                        integer(m.path("peakRssMb")), decimal(m.path("ratioToFloor"), 2),
                        decimal(m.path("ratioToHelp"), 2), decimal(m.path("cpuRatioToFloor"), 2), link(result)));
            });
        }
    }

    private static void scaleTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Scale", "Words", "Files", "Ingest words/s", "Ingest peak RSS (MB)",
                "Store (MB)", "Store open (ms)", "`--help` (s)", "`ask` median (s)", "`ask` − `--help` (s)",
                "serve p50 / p95 (ms)", "serve: fresh server's first question / first pass p50 (ms)",
                "Unchanged re-ingest (s per 1,000 files)",
                "Add / delete one doc, serve (ms)", "Add / delete one doc, CLI after start (s)", "Result");
        out.append("\n### Scale: the same corpus mix at 1x, 3x, 10x, and folders of real documentation as they are"
                + " (CLI and server as separate processes)\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            for (JsonNode scale : result.json().path("scales")) {
                JsonNode serve = scale.path("serve");
                JsonNode cli = scale.path("cliOneDocument");
                String corpus = scale.has("folder") ? scale.path("folder").asText() : scale.path("scale").asInt() + "x";
                row(out, List.of(corpus, integer(scale.path("words")),
                        integer(scale.path("files")), integer(scale.path("ingest").path("wordsPerSecond")),
                        integer(scale.path("ingest").path("peakRssMb")), decimal(scale.path("storeMb"), 0),
                        decimal(scale.path("storeOpenMs"), 0), decimal(scale.path("bareStartSeconds"), 2),
                        decimal(scale.path("ask").path("medianSeconds"), 2),
                        decimal(scale.path("ask").path("overBareStartSeconds"), 2),
                        decimal(serve.path("p50Ms"), 0) + " / " + decimal(serve.path("p95Ms"), 0),
                        decimal(serve.path("freshServerFirstQuestionMs"), 0) + " / "
                                + decimal(serve.path("firstRoundP50Ms"), 0),
                        decimal(scale.path("unchangedReingest").path("secondsPer1000Files"), 2),
                        decimal(serve.path("addOneDocumentMs"), 0) + " / " + decimal(serve.path("deleteOneDocumentMs"), 0),
                        decimal(cli.path("addAfterStartSeconds"), 2) + " / " + decimal(cli.path("deleteAfterStartSeconds"), 2),
                        link(result)));
            }
        }
    }

    private static void memoryTable(StringBuilder out, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<String> header = List.of("Collection", "JAVA_OPTS", "Collector, max heap (MB)", "RSS after start (MB)",
                "RSS after warm-up (MB)", "RSS after the questions (MB)", "Peak RSS (MB)",
                "Live heap after a full GC (MB)", "Questions", "p50 / p95 (ms)", "Fresh server's first question (ms)",
                "Result");
        out.append("\n### Memory: `bin/lazygraph serve` as a user starts it, asked real questions over HTTP one after"
                + " another\n\n");
        row(out, header);
        separator(out, header.size());
        for (Result result : results) {
            for (JsonNode server : result.json().path("servers")) {
                JsonNode rss = server.path("rssMb");
                JsonNode latency = server.path("latencyMs");
                String options = server.path("javaOpts").asText();
                row(out, List.of(result.json().path("label").asText(),
                        options.isBlank() ? "(the launcher's default)" : "`" + options + "`",
                        server.path("collector").asText() + ", " + integer(server.path("maxHeapMb")),
                        integer(rss.path("afterStart")), integer(rss.path("afterWarmUp")),
                        integer(rss.path("afterQuestions")), integer(rss.path("peak")),
                        integer(server.path("liveHeapAfterCollectionMb")), integer(latency.path("questions")),
                        decimal(latency.path("p50"), 0) + " / " + decimal(latency.path("p95"), 0),
                        decimal(latency.path("freshServerFirstQuestion"), 0), link(result)));
            }
        }
    }

    private static String storeName(String store) {
        return store.equals("dynamodb") ? "DynamoDB (dynalite)" : store;
    }

    private static void row(StringBuilder out, List<String> cells) {
        out.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }

    private static void separator(StringBuilder out, int columns) {
        out.append("|").append("---|".repeat(columns)).append("\n");
    }

    static String link(Result result) {
        return "[" + folderName(result.file()) + "](" + result.link() + ")";
    }

    /** A missing figure shows as a dash rather than a made-up zero. */
    static String integer(JsonNode value) {
        return format(value, v -> String.format(Locale.ROOT, "%,d", Math.round(v.asDouble())));
    }

    static String decimal(JsonNode value, int places) {
        return format(value, v -> String.format(Locale.ROOT, "%,." + places + "f", v.asDouble()));
    }

    private static String format(JsonNode value, Function<JsonNode, String> formatter) {
        return value == null || !value.isNumber() ? "–" : formatter.apply(value);
    }

    /** The last element of a path ("../shared/datasets/behind-the-tech" → "behind-the-tech"). */
    static String folderName(String path) {
        String trimmed = path.replace('\\', '/').replaceAll("/+$", "");
        return trimmed.isEmpty() ? "–" : trimmed.substring(trimmed.lastIndexOf('/') + 1);
    }

    /** The dataset of a corpus file: its folder's name ("musique-100/corpus.jsonl" → "musique-100"). */
    static String parentName(String path) {
        String normalized = path.replace('\\', '/');
        int slash = normalized.lastIndexOf('/');
        return slash < 0 ? normalized : folderName(normalized.substring(0, slash));
    }
}
