package dev.lazygraph.bench;

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
import dev.lazygraph.core.store.embedded.EmbeddedGraphStore;
import dev.lazygraph.core.store.embedded.EmbeddedSummaryCache;
import dev.lazygraph.core.store.embedded.EmbeddedVerdictCache;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Passage Recall@k of lazygraph's chunk ranking beside plain BM25 over the same chunks (and the graph signal
 * alone), in one run on one fresh embedded store. Works on any dataset in the shared JSON Lines format.
 */
@Command(name = "retrieval", mixinStandardHelpOptions = true,
        description = "Passage Recall@k: lazygraph vs BM25 vs graph alone, same chunks, same run.")
final class RetrievalBench implements Callable<Integer> {
    static final String COLLECTION = "bench";

    @Spec
    CommandSpec spec;

    @Option(names = "--corpus", required = true, description = "corpus.jsonl: {id, title, text} per line")
    Path corpus;

    @Option(names = "--questions", required = true, description = "questions.jsonl: {id, question, gold_ids}")
    Path questions;

    @Option(names = "--k", split = ",", defaultValue = "2,5", description = "cut-offs, e.g. 2,5")
    List<Integer> ks;

    @Option(names = "--threads", description = "ingest threads (default: all cores)")
    Integer threads;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    /** The variants ranked for every question; "lazygraph" is the product's ranking. */
    static final Map<String, RankingSignals> VARIANTS = variants();

    private static Map<String, RankingSignals> variants() {
        Map<String, RankingSignals> variants = new LinkedHashMap<>();
        variants.put("lazygraph", RankingSignals.ALL);
        variants.put("bm25", RankingSignals.BM25_ONLY);
        variants.put("graph", RankingSignals.GRAPH_ONLY);
        return variants;
    }

    @Override
    public Integer call() {
        ObjectNode result = BenchOutput.header("retrieval", spec);
        result.put("corpus", corpus.toString());
        result.put("questionsFile", questions.toString());
        result.set("metrics", run(QaDataset.load(corpus, questions), ks,
                threads == null ? Runtime.getRuntime().availableProcessors() : threads));
        BenchOutput.write(result, out);
        return 0;
    }

    static ObjectNode run(QaDataset dataset, List<Integer> ks, int threads) {
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        EmbeddedGraphStore store = EmbeddedGraphStore.inMemory();
        EmbeddedSummaryCache cache = EmbeddedSummaryCache.inMemory();
        IngestService ingest = new IngestService(IngestConfig.defaults(), analyzer, store, cache);
        QueryService query = new QueryService(QueryConfig.defaults(), analyzer, store, cache,
                EmbeddedVerdictCache.inMemory(), Optional.empty());

        long ingestStart = System.nanoTime();
        BenchCorpus.ingestAll(ingest, dataset.passages().stream()
                .map(p -> BenchCorpus.passage(COLLECTION, p)).toList(), threads);
        double ingestSeconds = (System.nanoTime() - ingestStart) / 1e9;

        int maxK = ks.stream().mapToInt(Integer::intValue).max().orElse(5);
        Map<String, double[]> sums = new LinkedHashMap<>();
        VARIANTS.keySet().forEach(v -> sums.put(v, new double[ks.size()]));
        ArrayNode perQuestion = BenchOutput.JSON.createArrayNode();
        Progress progress = new Progress("questions", dataset.questions().size());
        for (QaDataset.Question question : dataset.questions()) {
            ObjectNode row = perQuestion.addObject();
            row.put("id", question.id());
            row.put("question", question.question());
            row.putPOJO("gold", question.goldIds());
            for (Map.Entry<String, RankingSignals> variant : VARIANTS.entrySet()) {
                List<String> passages = rankPassages(query, question.question(), variant.getValue(), maxK);
                ObjectNode cell = row.putObject(variant.getKey());
                cell.putPOJO("top", passages);
                for (int i = 0; i < ks.size(); i++) {
                    double recall = Recall.at(ks.get(i), passages, question.goldIds());
                    sums.get(variant.getKey())[i] += recall;
                    cell.put("recall@" + ks.get(i), recall);
                }
            }
            progress.step();
        }

        ObjectNode metrics = BenchOutput.JSON.createObjectNode();
        metrics.put("passages", dataset.passages().size());
        metrics.put("questions", dataset.questions().size());
        metrics.put("chunks", store.stats(COLLECTION).chunks());
        metrics.put("ingestSeconds", Math.round(ingestSeconds * 10) / 10.0);
        metrics.put("llmCallsAtIngest", 0);
        ObjectNode recall = metrics.putObject("recall");
        for (Map.Entry<String, double[]> variant : sums.entrySet()) {
            ObjectNode node = recall.putObject(variant.getKey());
            for (int i = 0; i < ks.size(); i++) {
                node.put("@" + ks.get(i), percent(variant.getValue()[i] / dataset.questions().size()));
            }
        }
        metrics.set("perQuestion", perQuestion);
        return metrics;
    }

    /** Ranks chunks and keeps the first chunk of each passage: a passage is retrieved when any chunk is. */
    static List<String> rankPassages(QueryService query, String question, RankingSignals signals, int k) {
        LinkedHashSet<String> passages = new LinkedHashSet<>();
        // Long passages split into several chunks; over-fetch so k distinct passages remain.
        for (RankedChunk chunk : query.rank(COLLECTION, question, signals, k * 10)) {
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
