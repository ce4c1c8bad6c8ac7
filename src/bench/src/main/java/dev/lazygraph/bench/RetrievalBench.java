package dev.lazygraph.bench;

import dev.lazygraph.core.access.ReadScope;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.rank.RankedChunk;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Passage Recall@k of lazygraph's chunk ranking beside plain BM25 over the same chunks, the graph signal
 * alone, and the datasets' yardstick (a minimal capitalized-phrase PPR graph, {@link Yardstick}), in one run
 * on one fresh embedded store. Works on any dataset in the shared JSON Lines format.
 *
 * <p>Questions fall into two fixed halves ({@link Split}): parameters are chosen on {@code tune} and judged on
 * {@code test}; a full run reports both halves beside the whole set. Every question keeps, per variant, the
 * passages retrieved and the rank of each gold passage, so a miss can be traced to the signal that lost it.
 */
@Command(name = "retrieval", mixinStandardHelpOptions = true,
        description = "Passage Recall@k: lazygraph vs BM25 vs graph alone vs the yardstick, same chunks, same run.")
final class RetrievalBench implements Callable<Integer> {
    static final String COLLECTION = "bench";
    /** Gold passages are looked for this deep, so diagnostics show how far a miss was. */
    static final int DIAGNOSTIC_DEPTH = 20;

    @Spec
    CommandSpec spec;

    @Option(names = "--corpus", required = true, description = "corpus.jsonl: {id, title, text} per line")
    Path corpus;

    @Option(names = "--questions", required = true, description = "questions.jsonl: {id, question, gold_ids}")
    Path questions;

    @Option(names = "--k", split = ",", defaultValue = "2,5", description = "cut-offs, e.g. 2,5")
    List<Integer> ks;

    @Option(names = "--split", defaultValue = "all",
            description = "questions to run: all (reports the tune and test halves too), tune or test")
    Split split;

    @Option(names = "--threads", description = "ingest threads (default: all cores)")
    Integer threads;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    /** The product's rankings for every question; "lazygraph" is what the product uses. */
    static final Map<String, RankingSignals> VARIANTS = variants();
    /** Every variant reported, the product's and the yardstick. */
    static final List<String> REPORTED = reported();
    static final String YARDSTICK = "yardstick";

    private static Map<String, RankingSignals> variants() {
        Map<String, RankingSignals> variants = new LinkedHashMap<>();
        variants.put("lazygraph", RankingSignals.ALL);
        variants.put("bm25", RankingSignals.BM25_ONLY);
        variants.put("graph", RankingSignals.GRAPH_ONLY);
        return variants;
    }

    private static List<String> reported() {
        List<String> names = new ArrayList<>(VARIANTS.keySet());
        names.add(YARDSTICK);
        return List.copyOf(names);
    }

    @Override
    public Integer call() {
        ObjectNode result = BenchOutput.header("retrieval", spec);
        result.put("corpus", corpus.toString());
        result.put("questionsFile", questions.toString());
        result.put("split", split.name().toLowerCase(Locale.ROOT));
        result.set("metrics", run(QaDataset.load(corpus, questions), split, ks,
                threads == null ? Runtime.getRuntime().availableProcessors() : threads));
        BenchOutput.write(result, out);
        return 0;
    }

    /** Runs the questions of {@code split} (all of them for {@link Split#ALL}) over the whole corpus. */
    static ObjectNode run(QaDataset dataset, Split split, List<Integer> ks, int threads) {
        Set<QaDataset.Question> tune = new HashSet<>(Split.TUNE.select(dataset.questions()));
        List<QaDataset.Question> questions = split.select(dataset.questions());
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        InMemoryGraphStore store = new InMemoryGraphStore();
        InMemorySummaryCache cache = new InMemorySummaryCache();
        // The process holds a language model, as a deployed query service does; ingest must never reach it.
        CountingLanguageModel llm = new CountingLanguageModel();
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, cache);
        QueryService query = new QueryService(QueryConfig.defaults(), analyzer, store, cache,
                new InMemoryVerdictCache(), Optional.of(llm));

        long ingestStart = System.nanoTime();
        BenchCorpus.ingestAll(ingest, dataset.passages().stream()
                .map(p -> BenchCorpus.passage(COLLECTION, p)).toList(), threads);
        double ingestSeconds = (System.nanoTime() - ingestStart) / 1e9;
        long llmCallsAtIngest = llm.calls();
        Yardstick yardstick = new Yardstick(dataset.passages());

        int depth = Math.max(DIAGNOSTIC_DEPTH, ks.stream().mapToInt(Integer::intValue).max().orElse(5));
        ArrayNode perQuestion = BenchOutput.JSON.createArrayNode();
        Progress progress = new Progress("questions", questions.size());
        for (QaDataset.Question question : questions) {
            ObjectNode row = perQuestion.addObject();
            row.put("id", question.id());
            row.put("split", (tune.contains(question) ? Split.TUNE : Split.TEST).name().toLowerCase(Locale.ROOT));
            row.put("question", question.question());
            row.putPOJO("gold", question.goldIds());
            Map<String, List<String>> rankings = new LinkedHashMap<>();
            VARIANTS.forEach((name, signals) -> rankings.put(name, rankPassages(query, question.question(), signals, depth)));
            rankings.put(YARDSTICK, yardstick.rank(question.question(), rankings.get("bm25"), depth));
            rankings.forEach((name, passages) -> addCell(row.putObject(name), passages, question, ks));
            progress.step();
        }

        ObjectNode metrics = BenchOutput.JSON.createObjectNode();
        metrics.put("passages", dataset.passages().size());
        metrics.put("questions", questions.size());
        metrics.put("chunks", store.stats(COLLECTION).chunks());
        metrics.put("ingestSeconds", Math.round(ingestSeconds * 10) / 10.0);
        metrics.put("llmCallsAtIngest", llmCallsAtIngest);
        metrics.set("recall", recall(perQuestion, ks, null));
        for (Split half : List.of(Split.TUNE, Split.TEST)) {
            metrics.set("recall" + (half == Split.TUNE ? "Tune" : "Test"), recall(perQuestion, ks, half));
        }
        metrics.set("perQuestion", perQuestion);
        return metrics;
    }

    /** The top passages (up to the largest cut-off), recall at each cut-off, and where each gold passage ranked. */
    private static void addCell(ObjectNode cell, List<String> passages, QaDataset.Question question, List<Integer> ks) {
        int maxK = ks.stream().mapToInt(Integer::intValue).max().orElse(5);
        cell.putPOJO("top", passages.subList(0, Math.min(maxK, passages.size())));
        for (int k : ks) {
            cell.put("recall@" + k, Recall.at(k, passages, question.goldIds()));
        }
        ObjectNode goldRanks = cell.putObject("goldRank");
        for (String gold : question.goldIds()) {
            int rank = passages.indexOf(gold);
            if (rank >= 0) {
                goldRanks.put(gold, rank + 1);
            } else {
                goldRanks.putNull(gold);
            }
        }
    }

    /** Mean recall per variant and cut-off over the questions of {@code half} (all when null), in percent. */
    private static ObjectNode recall(ArrayNode perQuestion, List<Integer> ks, Split half) {
        ObjectNode recall = BenchOutput.JSON.createObjectNode();
        for (String variant : REPORTED) {
            ObjectNode node = recall.putObject(variant);
            for (int k : ks) {
                double sum = 0;
                int count = 0;
                for (var row : perQuestion) {
                    if (half == null || half.name().equalsIgnoreCase(row.get("split").asText())) {
                        sum += row.get(variant).get("recall@" + k).asDouble();
                        count++;
                    }
                }
                node.put("@" + k, count == 0 ? 0 : percent(sum / count));
            }
        }
        return recall;
    }

    /** Ranks chunks and keeps the first chunk of each passage: a passage is retrieved when any chunk is. */
    static List<String> rankPassages(QueryService query, String question, RankingSignals signals, int k) {
        // Long passages split into several chunks; over-fetch so k distinct passages remain.
        return passages(query.rank(COLLECTION, question, signals, k * 10, ReadScope.EVERYTHING), k);
    }

    /** The first {@code k} distinct passages of a chunk ranking, in its order. */
    static List<String> passages(List<RankedChunk> chunks, int k) {
        LinkedHashSet<String> passages = new LinkedHashSet<>();
        for (RankedChunk chunk : chunks) {
            passages.add(BenchCorpus.passageId(chunk.documentKey()));
            if (passages.size() == k) {
                break;
            }
        }
        return new ArrayList<>(passages);
    }

    private static double percent(double fraction) {
        return Math.round(fraction * 1000) / 10.0;
    }
}
