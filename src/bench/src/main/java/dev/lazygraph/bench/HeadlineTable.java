package dev.lazygraph.bench;

import static dev.lazygraph.bench.ReadmeTable.decimal;
import static dev.lazygraph.bench.ReadmeTable.folderName;
import static dev.lazygraph.bench.ReadmeTable.integer;
import static dev.lazygraph.bench.ReadmeTable.link;
import static dev.lazygraph.bench.ReadmeTable.parentName;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.lazygraph.bench.ReadmeTable.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The README's few headline figures, each beside its baseline of the same run, taken from the same result files
 * as the full tables of docs/benchmarks.md (which each row links to), so no headline figure is written by hand.
 */
final class HeadlineTable {
    private static final String PAGE = "docs/benchmarks.md";

    private HeadlineTable() {
    }

    static void render(StringBuilder out, List<Result> retrieval, List<Result> answers, List<Result> ingest,
                       List<Result> query, List<Result> scale, List<Result> functionStartup) {
        List<List<String>> rows = new ArrayList<>();
        retrievalRow(rows, retrieval);
        answersRow(rows, answers);
        contextRow(rows, answers);
        indexingRow(rows, ingest, largestRunPerCorpus(query));
        queryRow(rows, largestRunPerCorpus(query));
        dynamoDbRow(rows, ingest);
        embedderRow(rows, ingest);
        scaleRow(rows, scale);
        coldStartRow(rows, functionStartup);
        if (rows.isEmpty()) {
            return;
        }
        out.append("\n| Figure | lazygraph | Baseline, same run | Result files |\n|---|---|---|---|\n");
        rows.forEach(row -> out.append("| ").append(String.join(" | ", row)).append(" |\n"));
    }

    private static void retrievalRow(List<List<String>> rows, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        Function<String, List<String>> recall = variant -> results.stream().map(r -> decimal(
                r.json().path("metrics").path("recall").path(variant).path("@5"), 1)).toList();
        rows.add(List.of(section("Passage Recall@5 on multi-hop questions (%)", "retrieval"),
                perDataset(recall.apply("lazygraph"), results, r -> parentName(r.json().path("corpus").asText())),
                "BM25 on the same chunks: " + String.join(", ", recall.apply("bm25")), links(results)));
    }

    private static void answersRow(List<List<String>> rows, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        Function<String, List<String>> correct = variant -> results.stream().map(r -> decimal(
                r.json().path("summary").path("answerable").path(variant).path("correct"), 1)).toList();
        rows.add(List.of(section("Answer holds the gold answer in its first 80 words, no LLM (%)", "answers"),
                perDataset(correct.apply("lazygraph"), results, r -> parentName(r.json().path("documents").asText())),
                "BM25's top chunk: " + String.join(", ", correct.apply("bm25-top-chunk")), links(results)));
    }

    /**
     * What an LLM is given: the share of questions whose answer its context holds, beside plain BM25's passages
     * cut to the same tokens, on the runs that measured both.
     */
    private static void contextRow(List<List<String>> rows, List<Result> results) {
        List<Result> measured = results.stream().filter(r -> r.json().path("summary").path("answerable")
                .path("bm25Passages").has("contextHoldsAnswer")).toList();
        if (measured.isEmpty()) {
            return;
        }
        Function<Result, JsonNode> answerable = r -> r.json().path("summary").path("answerable");
        rows.add(List.of(section("The LLM's context holds the answer (%)", "answers"),
                perDataset(measured.stream().map(r -> decimal(answerable.apply(r).path("contextHoldsAnswer"), 1)
                        + " at " + integer(answerable.apply(r).path("contextTokensPerQuestion")) + " tokens").toList(),
                        measured, r -> parentName(r.json().path("documents").asText())),
                "BM25's passages, same tokens: " + String.join(", ", measured.stream().map(r -> decimal(
                        answerable.apply(r).path("bm25Passages").path("contextHoldsAnswer"), 1)).toList()),
                links(measured)));
    }

    /** Zero LLM tokens at ingest against what the GraphRAG reference spends indexing the same chunks. */
    private static void indexingRow(List<List<String>> rows, List<Result> ingest, List<Result> query) {
        if (ingest.isEmpty()) {
            return;
        }
        long tokens = ingest.stream().mapToLong(r -> Math.max(r.json().path("embedded").path("llmTokensAtIngest").asLong(),
                r.json().path("pdf").path("ingest").path("llmTokensAtIngest").asLong())).max().orElse(0);
        List<Result> reference = query.stream().filter(r -> r.json().path("graphRagReference").has("indexTokens")).toList();
        List<Result> sources = new ArrayList<>(ingest);
        sources.addAll(reference);
        rows.add(List.of(section("LLM tokens to index the documents", "ingest"),
                integer(JsonNodeFactory.instance.numberNode(tokens)) + " (every ingest run)",
                reference.isEmpty() ? "–" : "GraphRAG reference: " + perDataset(reference.stream().map(r -> integer(
                        r.json().path("graphRagReference").path("indexTokens"))).toList(), reference, HeadlineTable::run),
                links(sources)));
    }

    private static void queryRow(List<List<String>> rows, List<Result> results) {
        List<Result> measured = results.stream().filter(r -> r.json().path("embedded").has("cold")).toList();
        if (measured.isEmpty()) {
            return;
        }
        List<String> lazygraph = measured.stream().map(r -> integer(r.json().path("embedded").path("cold")
                .path("tokensPerQuery")) + " / " + integer(r.json().path("embedded").path("warm").path("tokensPerQuery")))
                .toList();
        List<String> reference = measured.stream().map(r -> {
            JsonNode graphRag = r.json().path("graphRagReference");
            return integer(graphRag.path("byLevel").path(graphRag.path("communityLevel").asText()).path("tokensPerQuestion"));
        }).toList();
        rows.add(List.of(section("LLM tokens per question, cold / asked again", "query-cost"),
                perDataset(lazygraph, measured, HeadlineTable::run),
                "GraphRAG global search at its default level: " + String.join(", ", reference), links(measured)));
    }

    private static void dynamoDbRow(List<List<String>> rows, List<Result> ingest) {
        List<Result> measured = ingest.stream().filter(r -> r.json().path("dynamodb").path("cost").has("usdPerMillionWords"))
                .toList();
        if (measured.isEmpty()) {
            return;
        }
        List<Double> usd = measured.stream()
                .map(r -> r.json().path("dynamodb").path("cost").path("usdPerMillionWords").asDouble()).sorted().toList();
        String low = decimal(JsonNodeFactory.instance.numberNode(usd.get(0)), 2);
        String high = decimal(JsonNodeFactory.instance.numberNode(usd.get(usd.size() - 1)), 2);
        rows.add(List.of(section("DynamoDB on-demand writes per million words ingested (USD)", "ingest"),
                low.equals(high) ? low : low + "–" + high, "–", links(measured)));
    }

    /** What the semantic signal costs at ingest: words per second per core with the embedder, beside without. */
    private static void embedderRow(List<List<String>> rows, List<Result> ingest) {
        List<Result> measured = ingest.stream().filter(r -> r.json().has("embeddedWithEmbeddings")).toList();
        if (measured.isEmpty()) {
            return;
        }
        rows.add(List.of(section("Ingest words/s per core with the embedder (semantic signal)", "ingest"),
                perDataset(measured.stream().map(r -> integer(r.json().path("embeddedWithEmbeddings")
                        .path("wordsPerSecondPerCore")) + ", " + decimal(r.json().path("embeddedWithEmbeddings")
                        .path("ratioToWithout"), 2) + " of without").toList(), measured,
                        r -> datasetOf(r.json().path("corpus").asText())),
                "Without it: " + String.join(", ", measured.stream().map(r -> integer(r.json().path("embedded")
                        .path("wordsPerSecondPerCore"))).toList()),
                links(measured)));
    }

    /** The dataset an ingested folder is: its name, or its parent's for a dataset's {@code corpus/} folder. */
    private static String datasetOf(String folder) {
        String name = folderName(folder);
        return name.equals("corpus") ? parentName(folder) : name;
    }

    /** A served question on the largest store measured. */
    private static void scaleRow(List<List<String>> rows, List<Result> results) {
        JsonNode largest = null;
        Result from = null;
        for (Result result : results) {
            for (JsonNode scale : result.json().path("scales")) {
                if (scale.path("serve").has("p50Ms")
                        && (largest == null || scale.path("words").asLong() > largest.path("words").asLong())) {
                    largest = scale;
                    from = result;
                }
            }
        }
        if (largest == null) {
            return;
        }
        rows.add(List.of(section("A question served on the largest store, p50 / p95 (ms)", "scale"),
                decimal(largest.path("serve").path("p50Ms"), 0) + " / " + decimal(largest.path("serve").path("p95Ms"), 0)
                        + " (" + integer(largest.path("words")) + " words)",
                "–", link(from)));
    }

    /**
     * The Lambda functions' whole cold invocations (JVM builds, without SnapStart) in the last such run, each as a
     * multiple of {@code bin/lazygraph --help} and of the bare Quarkus function measured in the same rounds.
     */
    private static void coldStartRow(List<List<String>> rows, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        Result latest = results.get(results.size() - 1);
        JsonNode measured = latest.json().path("measured");
        List<String> functions = new ArrayList<>();
        for (String function : List.of(FunctionColdStarts.INGEST, FunctionColdStarts.QUERY, FunctionColdStarts.QUESTION)) {
            JsonNode m = measured.path(function);
            if (m.has("seconds")) {
                functions.add(function + " " + decimal(m.path("seconds"), 2) + " s = " + decimal(m.path("ratioToHelp"), 2)
                        + "× `--help`, " + decimal(m.path("ratioToFloor"), 2) + "× floor");
            }
        }
        if (functions.isEmpty()) {
            return;
        }
        rows.add(List.of("[A Lambda function's whole cold invocation, JVM build (s)](docs/serverless.md#cold-starts)",
                String.join("; ", functions),
                "`bin/lazygraph --help` " + decimal(measured.path(FunctionColdStarts.HELP).path("seconds"), 2)
                        + " s; floor (bare Quarkus function) " + decimal(measured.path(FunctionColdStarts.FLOOR)
                        .path("seconds"), 2) + " s", link(latest)));
    }

    /** Of each corpus's query runs, the one over the most documents (the first such in file order). */
    private static List<Result> largestRunPerCorpus(List<Result> query) {
        Map<String, Result> largest = new LinkedHashMap<>();
        for (Result result : query) {
            largest.merge(folderName(result.json().path("corpus").asText()), result,
                    (kept, other) -> Comparator.<Result>comparingLong(r -> r.json().path("documents").asLong())
                            .compare(other, kept) > 0 ? other : kept);
        }
        return List.copyOf(largest.values());
    }

    private static String run(Result result) {
        return folderName(result.json().path("corpus").asText()) + ", " + integer(result.json().path("documents"))
                + " documents";
    }

    private static String perDataset(List<String> figures, List<Result> results, Function<Result, String> name) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < figures.size(); i++) {
            cells.add(figures.get(i) + " (" + name.apply(results.get(i)) + ")");
        }
        return String.join(", ", cells);
    }

    private static String section(String figure, String anchor) {
        return "[" + figure + "](" + PAGE + "#" + anchor + ")";
    }

    private static String links(List<Result> results) {
        Set<String> links = new LinkedHashSet<>();
        results.forEach(result -> links.add(link(result)));
        return String.join(" ", links);
    }
}
