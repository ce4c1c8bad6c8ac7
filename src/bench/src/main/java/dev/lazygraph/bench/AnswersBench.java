package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.document.DocumentParser;
import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.document.SourceDocument;
import dev.lazygraph.core.embed.PassageEmbedding;
import dev.lazygraph.core.embed.TextEmbedder;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.passage.PassageSplitter;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import dev.lazygraph.documents.TikaDocumentExtractor;
import dev.lazygraph.embeddings.MiniLmEmbedder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Answer quality as a user reads it ({@link AnswerGrader}): every question asked of lazygraph without an LLM
 * (the embedded default), graded on the first words of its answer text and the pages they cite, beside two
 * answers plain search gives in the same run ({@link SearchBaselines}). The same questions are asked again
 * through the counting stand-in LLM to measure the answer-bearing context: whether the gold answer is in
 * what the answering LLM is given ({@link AnswerContext}), and how many tokens that is. Overview questions
 * ({@code --overviews}) are answered and reported apart, ungraded: their themes are for a reader to judge.
 */
@Command(name = "answers", mixinStandardHelpOptions = true,
        description = "Answers as the user reads them: gold string in the first 80 words, gold page cited, "
                + "'not in these documents' when it isn't; two search baselines and the LLM's context in the same run.")
final class AnswersBench implements Callable<Integer> {
    static final String COLLECTION = "bench";
    static final String LAZYGRAPH = "lazygraph";
    static final String TOP_CHUNK = "bm25-top-chunk";
    static final String BEST_SENTENCES = "bm25-top3-sentences";
    private static final int SHOWN_CHARS = 400;

    @Spec
    CommandSpec spec;

    @Option(names = "--folder", paramLabel = "DIR", description = "documents: a folder (keys are relative paths)")
    Path folder;

    @Option(names = "--corpus", paramLabel = "corpus.jsonl", description = "documents: a QA set's passages")
    Path corpus;

    @Option(names = "--questions",
            description = "JSON Lines: {id, question, answers[], gold_docs[], type} or {id, question, answer, gold_ids}")
    Path questionsFile;

    @Option(names = "--overviews", paramLabel = "FILE", description = "overview questions, answered and reported apart")
    Path overviewsFile;

    @Option(names = "--topics", paramLabel = "topics.json",
            description = "a table of contents to grade the overview against: share of its topics the answer names")
    Path topicsFile;

    @Option(names = "--split", defaultValue = "all", description = "questions to run: all, tune or test")
    Split split;

    @Option(names = "--threads", description = "ingest threads (default: all cores)")
    Integer threads;

    @Option(names = "--out", description = "also write the JSON here")
    Path out;

    @Option(names = "--embeddings", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "embed passages at ingest and questions at query (the semantic signal; default on)")
    boolean embeddings;

    @Override
    public Integer call() {
        if ((folder == null) == (corpus == null)) {
            throw new IllegalArgumentException("give the documents as --folder or --corpus (one of them)");
        }
        if (questionsFile == null && topicsFile == null) {
            throw new IllegalArgumentException("give --questions, --topics or both");
        }
        if (corpus != null && questionsFile == null) {
            throw new IllegalArgumentException("--corpus needs --questions (its passages are keyed by them)");
        }
        List<AnswerQuestions.Question> questions = questionsFile == null ? List.of() : split.select(
                AnswerQuestions.load(questionsFile, BenchCorpus::passageKey).questions(),
                AnswerQuestions.Question::id);
        ObjectNode result = BenchOutput.header("answers", spec);
        result.put("documents", folder != null ? folder.toString() : corpus.toString());
        result.put("questionsFile", questionsFile == null ? null : questionsFile.toString());
        result.put("split", split.name().toLowerCase(Locale.ROOT));
        result.put("windowWords", AnswerGrader.WINDOW_WORDS);

        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        InMemoryGraphStore store = new InMemoryGraphStore();
        Optional<TextEmbedder> embedder = embeddings ? Optional.of(new MiniLmEmbedder()) : Optional.empty();
        // Documents are read as `ingest FOLDER` reads them: PDF, Office, OpenDocument and EPUB files through Tika.
        DocumentParser parser = new DocumentParser(IngestConfig.defaults().maxDocumentBytes(),
                TikaDocumentExtractor.standard(ExtractionLimits.defaults()));
        IngestService ingest = new IngestService(parser, IngestConfig.defaults(), analyzer, store,
                new InMemorySummaryCache(), embedder.map(e -> new PassageEmbedding(e, new PassageSplitter(analyzer))));
        List<SourceDocument> documents = folder != null ? DocumentFolder.read(folder, COLLECTION)
                : QaDataset.load(corpus, questionsFile).passages().stream()
                        .map(p -> BenchCorpus.passage(COLLECTION, p)).toList();
        long ingestStart = System.nanoTime();
        BenchCorpus.ingestAll(ingest, documents, threads == null ? Runtime.getRuntime().availableProcessors() : threads);
        result.put("documentsIngested", store.stats(COLLECTION).documents());
        result.put("embeddings", embedder.map(TextEmbedder::model).orElse("none"));
        result.put("ingestSeconds", Math.round((System.nanoTime() - ingestStart) / 1e8) / 10.0);

        AnswerContext context = new AnswerContext(new CountingLanguageModel());
        try (QueryService extractive = new QueryService(QueryConfig.defaults(), analyzer, store,
                new InMemorySummaryCache(), new InMemoryVerdictCache(), Optional.empty(), JudgeSelection.STANDARD,
                embedder);
             QueryService withLlm = new QueryService(QueryConfig.defaults(), analyzer, store,
                     new InMemorySummaryCache(), new InMemoryVerdictCache(), Optional.of(context),
                     JudgeSelection.STANDARD, embedder)) {
            SearchBaselines baselines = new SearchBaselines(extractive, store, analyzer, COLLECTION);
            PassageBaseline passages = new PassageBaseline(store, COLLECTION, analyzer);
            List<Row> rows = new ArrayList<>();
            Progress progress = new Progress("answers", questions.size());
            for (AnswerQuestions.Question question : questions) {
                rows.add(ask(question, extractive, withLlm, context, baselines, passages));
                progress.step();
            }
            if (questionsFile != null) {
                result.set("summary", summary(rows));
                ArrayNode perQuestion = result.putArray("perQuestion");
                rows.forEach(row -> perQuestion.add(row.json()));
            }
            if (overviewsFile != null) {
                result.set("overviews", overviews(extractive));
            }
            if (topicsFile != null) {
                result.set("topics", topics(extractive));
            }
        }
        BenchOutput.write(result, out);
        return 0;
    }

    /** One question's outcome for every answerer, and what the LLM was given. */
    private record Row(AnswerQuestions.Question question, Answer answer, long millis,
                       Map<String, AnswerGrader.Grade> grades, boolean contextHolds, int contextTokens,
                       boolean bm25PassagesHold, boolean llmFound) {
        /** The LLM's context holds the answer and lazygraph's own answer does not show it: the quote's miss. */
        boolean inContextNotQuoted() {
            return contextHolds && !grades.get(LAZYGRAPH).correct();
        }

        ObjectNode json() {
            ObjectNode row = BenchOutput.JSON.createObjectNode();
            row.put("id", question.id());
            row.put("type", question.type());
            row.put("route", answer.route().name());
            row.put("found", answer.found());
            grades.forEach((name, grade) -> {
                row.put(name + "Correct", grade.correct());
                row.put(name + "Cited", grade.cited());
            });
            row.put("contextHoldsAnswer", contextHolds);
            row.put("contextTokens", contextTokens);
            row.put("bm25PassagesHoldAnswer", bm25PassagesHold);
            row.put("inContextNotQuoted", inContextNotQuoted());
            row.put("llmFound", llmFound);
            row.put("millis", millis);
            String text = answer.text();
            row.put("answer", text.length() <= SHOWN_CHARS ? text : text.substring(0, SHOWN_CHARS) + "…");
            ArrayNode cited = row.putArray("citedDocuments");
            answer.citations().stream().map(Citation::documentKey).distinct().forEach(cited::add);
            return row;
        }
    }

    private static Row ask(AnswerQuestions.Question question, QueryService extractive, QueryService withLlm,
                           AnswerContext context, SearchBaselines baselines, PassageBaseline passages) {
        long start = System.nanoTime();
        Answer answer = extractive.ask(QueryRequest.of(COLLECTION, question.question()));
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (answer.cost().llmCalls() != 0) {
            throw new IllegalStateException("the extractive run called an LLM: " + answer.cost().llmCalls() + " calls");
        }
        Map<String, AnswerGrader.Grade> grades = new LinkedHashMap<>();
        grades.put(LAZYGRAPH, AnswerGrader.grade(question, answer.text(), citedKeys(answer), answer.found()));
        SearchBaselines.Reply top = baselines.topChunk(question.question());
        grades.put(TOP_CHUNK, AnswerGrader.grade(question, top.text(), top.citedKeys(), true));
        SearchBaselines.Reply sentences = baselines.bestSentences(question.question());
        grades.put(BEST_SENTENCES, AnswerGrader.grade(question, sentences.text(), sentences.citedKeys(), true));

        context.take();
        Answer llmAnswer = withLlm.ask(QueryRequest.of(COLLECTION, question.question()));
        String given = context.take();
        boolean holds = question.answers().stream().anyMatch(a -> AnswerGrader.contains(given, a));
        int tokens = TokenCounter.count(given);
        String plain = passages.context(question.question(), tokens);
        boolean plainHolds = question.answers().stream().anyMatch(a -> AnswerGrader.contains(plain, a));
        return new Row(question, answer, millis, grades, holds, tokens, plainHolds, llmAnswer.found());
    }

    private static Map<Integer, String> citedKeys(Answer answer) {
        Map<Integer, String> keys = new LinkedHashMap<>();
        answer.citations().forEach(c -> keys.put(c.number(), c.documentKey()));
        return keys;
    }

    /** Shares (%) per question type and overall: correct and cited per answerer, the LLM's context, latency. */
    private static ObjectNode summary(List<Row> rows) {
        ObjectNode summary = BenchOutput.JSON.createObjectNode();
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        List<Row> answerable = rows.stream().filter(r -> !r.question().expectsNothingFound()).toList();
        groups.put("answerable", answerable);
        // The fixed halves (see Split): choices are made on the tune half, the test half says whether they travel.
        groups.put("answerableTune", Split.TUNE.select(answerable, r -> r.question().id()));
        groups.put("answerableTest", Split.TEST.select(answerable, r -> r.question().id()));
        rows.stream().map(r -> r.question().type()).distinct()
                .forEach(type -> groups.put(type, rows.stream().filter(r -> r.question().type().equals(type)).toList()));
        groups.forEach((name, group) -> summary.set(name, group(group)));
        double[] millis = rows.stream().mapToDouble(Row::millis).toArray();
        summary.put("p50Millis", Percentiles.of(millis, 50));
        summary.put("p95Millis", Percentiles.of(millis, 95));
        summary.put("llmTokensExtractive", rows.stream()
                .mapToLong(r -> r.answer().cost().inputTokens() + r.answer().cost().outputTokens()).sum());
        return summary;
    }

    private static ObjectNode group(List<Row> rows) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("questions", rows.size());
        for (String name : List.of(LAZYGRAPH, TOP_CHUNK, BEST_SENTENCES)) {
            ObjectNode answerer = node.putObject(name);
            answerer.put("correct", percent(rows.stream().filter(r -> r.grades().get(name).correct()).count(), rows.size()));
            answerer.put("cited", percent(rows.stream().filter(r -> r.grades().get(name).cited()).count(), rows.size()));
        }
        node.put("contextHoldsAnswer", percent(rows.stream().filter(Row::contextHolds).count(), rows.size()));
        node.put("contextTokensPerQuestion", Math.round(rows.stream().mapToInt(Row::contextTokens).average().orElse(0)));
        node.put("contextTokensMax", rows.stream().mapToInt(Row::contextTokens).max().orElse(0));
        node.put("inContextNotQuoted", percent(rows.stream().filter(Row::inContextNotQuoted).count(), rows.size()));
        node.putObject("bm25Passages").put("contextHoldsAnswer",
                percent(rows.stream().filter(Row::bm25PassagesHold).count(), rows.size()));
        node.put("llmSaysNotFound", percent(rows.stream().filter(r -> !r.llmFound()).count(), rows.size()));
        return node;
    }

    private ArrayNode overviews(QueryService extractive) {
        ArrayNode list = BenchOutput.JSON.createArrayNode();
        for (AnswerQuestions.Question question : AnswerQuestions.load(overviewsFile, key -> key).questions()) {
            Answer answer = extractive.ask(QueryRequest.of(COLLECTION, question.question()));
            ObjectNode row = list.addObject();
            row.put("id", question.id());
            row.put("question", question.question());
            row.put("route", answer.route().name());
            row.put("themes", answer.text().lines().filter(l -> l.startsWith("- ")).count());
            row.put("answer", answer.text());
        }
        return list;
    }

    /** The overview asked with the topics file's own question, and the share of its topics it names. */
    private ObjectNode topics(QueryService extractive) {
        TopicCoverage coverage = TopicCoverage.load(topicsFile);
        Answer answer = extractive.ask(QueryRequest.of(COLLECTION, coverage.question()));
        TopicCoverage.Grade grade = coverage.grade(answer.text());
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        node.put("file", topicsFile.toString());
        node.put("question", coverage.question());
        node.put("windowWords", TopicCoverage.WINDOW_WORDS);
        node.put("route", answer.route().name());
        node.put("coverage", grade.percent());
        node.put("topics", grade.named().size() + grade.missed().size());
        grade.named().forEach(node.putArray("named")::add);
        grade.missed().forEach(node.putArray("missed")::add);
        node.put("answerTokens", TokenCounter.count(answer.text()));
        TopicCoverage.labels(answer.text()).forEach(node.putArray("labels")::add);
        node.put("answer", answer.text());
        // The baseline, in the same process on the same store: the themes of the concept communities, which the
        // overview is answered from when the request asks for their picture.
        Answer concepts = extractive.ask(QueryRequest.of(COLLECTION, coverage.question()).withGraph(true));
        ObjectNode baseline = node.putObject("conceptThemes");
        baseline.put("coverage", coverage.grade(concepts.text()).percent());
        baseline.put("answerTokens", TokenCounter.count(concepts.text()));
        TopicCoverage.labels(concepts.text()).forEach(baseline.putArray("labels")::add);
        baseline.put("answer", concepts.text());
        return node;
    }

    private static double percent(long count, int of) {
        return of == 0 ? 0 : Math.round(count * 1000.0 / of) / 10.0;
    }
}
