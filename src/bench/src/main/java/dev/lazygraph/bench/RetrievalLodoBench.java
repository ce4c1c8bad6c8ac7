package dev.lazygraph.bench;

import dev.lazygraph.core.access.ReadScope;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.graph.GraphView;
import dev.lazygraph.core.query.graph.Question;
import dev.lazygraph.core.query.rank.ChunkRanker;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.query.rank.WalkConstants;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Whether the walk's constants travel between datasets: every constant of {@link WalkConstants} is chosen on all
 * datasets but one (the grid point with the best mean Recall@k there) and judged on the one left out, beside
 * the shipped defaults and the best the left-out dataset would have chosen for itself. A constant that only fits
 * one dataset's style shows up as a gap between the chosen and the left-out's own best.
 */
@Command(name = "retrieval-lodo", mixinStandardHelpOptions = true,
        description = "Leave one dataset out: the walk's constants chosen on the other datasets, Recall@k on the one left out.")
final class RetrievalLodoBench implements Callable<Integer> {
    /** The values tried for each constant: the defaults and a step to either side. */
    static final List<Double> SUBJECT_SHARES = List.of(0.6, 0.8, 0.95);
    static final List<Double> COMMON_NOUN_WEIGHTS = List.of(0.03, 0.1, 0.3);
    static final List<Double> CONCEPT_SHARES = List.of(0.3, 0.5, 0.7);

    @Spec
    CommandSpec spec;

    @Option(names = "--corpus", required = true, description = "corpus.jsonl of a dataset (two or more, in the order of --questions)")
    List<Path> corpora;

    @Option(names = "--questions", required = true, description = "questions.jsonl of the dataset given by the --corpus at the same place")
    List<Path> questionFiles;

    @Option(names = "--k", defaultValue = "5", description = "the cut-off the constants are chosen by")
    int k;

    @Option(names = "--threads", description = "ingest threads (default: all cores)")
    Integer threads;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    /** Every combination of the values tried, the defaults first (so they win a tie). */
    static List<WalkConstants> grid() {
        List<WalkConstants> grid = new ArrayList<>(List.of(WalkConstants.DEFAULTS));
        for (double subject : SUBJECT_SHARES) {
            for (double noun : COMMON_NOUN_WEIGHTS) {
                for (double concept : CONCEPT_SHARES) {
                    WalkConstants point = new WalkConstants(subject, noun, concept);
                    if (!point.equals(WalkConstants.DEFAULTS)) {
                        grid.add(point);
                    }
                }
            }
        }
        return grid;
    }

    /** One dataset's Recall@k (%) at every grid point, over all its questions and over each half. */
    record Scores(String name, List<double[]> allTuneTest) {
    }

    @Override
    public Integer call() {
        if (corpora.size() != questionFiles.size() || corpora.size() < 2) {
            throw new IllegalArgumentException("give two or more datasets, each as --corpus FILE --questions FILE ("
                    + corpora.size() + " corpora, " + questionFiles.size() + " question files)");
        }
        if (k < 1) {
            throw new IllegalArgumentException("--k must be at least 1: " + k);
        }
        ObjectNode result = BenchOutput.header("retrieval-lodo", spec);
        List<WalkConstants> grid = grid();
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        List<Scores> scores = new ArrayList<>();
        for (int d = 0; d < corpora.size(); d++) {
            scores.add(score(datasetName(corpora.get(d)), QaDataset.load(corpora.get(d), questionFiles.get(d)),
                    analyzer, grid, k, threads == null ? Runtime.getRuntime().availableProcessors() : threads));
        }
        result.put("k", k);
        result.set("grid", gridJson(grid, scores));
        result.set("leaveOneOut", leaveOneOut(grid, scores));
        BenchOutput.write(result, out);
        return 0;
    }

    static String datasetName(Path corpus) {
        Path parent = corpus.toAbsolutePath().getParent();
        return parent == null ? corpus.toString() : parent.getFileName().toString();
    }

    /** Ingests the dataset once and ranks every question at every grid point. */
    static Scores score(String name, QaDataset dataset, TextAnalyzer analyzer, List<WalkConstants> grid, int k,
                        int threads) {
        InMemoryGraphStore store = new InMemoryGraphStore();
        BenchCorpus.ingestAll(new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache()),
                dataset.passages().stream().map(p -> BenchCorpus.passage(RetrievalBench.COLLECTION, p)).toList(), threads);
        Set<QaDataset.Question> tune = new HashSet<>(Split.TUNE.select(dataset.questions()));
        List<Question> questions = dataset.questions().stream().map(q -> Question.read(q.question(), analyzer)).toList();
        List<double[]> allTuneTest = new ArrayList<>();
        Progress progress = new Progress(name + " grid", grid.size());
        for (WalkConstants constants : grid) {
            ChunkRanker ranker = new ChunkRanker(QueryConfig.defaults(), constants);
            double[] sums = new double[3];
            int tuneCount = 0;
            for (int i = 0; i < questions.size(); i++) {
                QaDataset.Question question = dataset.questions().get(i);
                List<String> passages = RetrievalBench.passages(ranker.rank(new GraphView(store, RetrievalBench.COLLECTION, ReadScope.EVERYTHING),
                        questions.get(i), RankingSignals.ALL, k * 10), k);
                double recall = Recall.at(k, passages, question.goldIds());
                sums[0] += recall;
                if (tune.contains(question)) {
                    sums[1] += recall;
                    tuneCount++;
                } else {
                    sums[2] += recall;
                }
            }
            int n = questions.size();
            allTuneTest.add(new double[] {percent(sums[0], n), percent(sums[1], tuneCount), percent(sums[2], n - tuneCount)});
            progress.step();
        }
        return new Scores(name, allTuneTest);
    }

    private static ArrayNode gridJson(List<WalkConstants> grid, List<Scores> scores) {
        ArrayNode points = BenchOutput.JSON.createArrayNode();
        for (int g = 0; g < grid.size(); g++) {
            ObjectNode point = points.addObject();
            point.set("constants", constantsJson(grid.get(g)));
            ObjectNode recall = point.putObject("recall");
            for (Scores dataset : scores) {
                double[] s = dataset.allTuneTest().get(g);
                recall.putObject(dataset.name()).put("all", s[0]).put("tune", s[1]).put("test", s[2]);
            }
        }
        return points;
    }

    /** For each dataset: the constants the others choose, and its recall with them, the defaults and its own best. */
    static ArrayNode leaveOneOut(List<WalkConstants> grid, List<Scores> scores) {
        ArrayNode rows = BenchOutput.JSON.createArrayNode();
        for (Scores heldOut : scores) {
            List<Scores> others = scores.stream().filter(s -> s != heldOut).toList();
            int chosen = best(grid.size(), g -> others.stream().mapToDouble(s -> s.allTuneTest().get(g)[0]).average().orElse(0));
            int own = best(grid.size(), g -> heldOut.allTuneTest().get(g)[0]);
            ObjectNode row = rows.addObject();
            row.put("heldOut", heldOut.name());
            row.putPOJO("chosenOn", others.stream().map(Scores::name).toList());
            row.set("chosen", constantsJson(grid.get(chosen)));
            row.put("chosenOnRecall", others.stream().mapToDouble(s -> s.allTuneTest().get(chosen)[0]).average().orElse(0));
            row.put("heldOutRecallChosen", heldOut.allTuneTest().get(chosen)[0]);
            row.put("heldOutRecallDefaults", heldOut.allTuneTest().get(0)[0]);
            row.set("heldOutBest", constantsJson(grid.get(own)));
            row.put("heldOutRecallBest", heldOut.allTuneTest().get(own)[0]);
        }
        return rows;
    }

    /** The first grid point with the highest value (the defaults come first, so they win a tie). */
    private static int best(int points, java.util.function.IntToDoubleFunction value) {
        int best = 0;
        for (int g = 1; g < points; g++) {
            if (value.applyAsDouble(g) > value.applyAsDouble(best)) {
                best = g;
            }
        }
        return best;
    }

    private static ObjectNode constantsJson(WalkConstants constants) {
        return BenchOutput.JSON.createObjectNode().put("subjectShare", constants.subjectShare())
                .put("commonNounWeight", constants.commonNounWeight()).put("conceptShare", constants.conceptShare());
    }

    private static double percent(double sum, int count) {
        return count == 0 ? 0 : Math.round(sum / count * 1000) / 10.0;
    }
}
