package dev.lazygraph.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.ingest.IngestConfig;
import dev.lazygraph.core.ingest.IngestService;
import dev.lazygraph.core.nlp.OpenNlpAnalyzer;
import dev.lazygraph.core.nlp.TextAnalyzer;
import dev.lazygraph.core.query.Answer;
import dev.lazygraph.core.query.Citation;
import dev.lazygraph.core.query.QueryConfig;
import dev.lazygraph.core.query.QueryRequest;
import dev.lazygraph.core.query.QueryService;
import dev.lazygraph.core.query.rank.RankingSignals;
import dev.lazygraph.core.query.relevance.JudgeSelection;
import dev.lazygraph.core.query.relevance.RelevanceJudge;
import dev.lazygraph.core.store.memory.InMemoryGraphStore;
import dev.lazygraph.core.store.memory.InMemorySummaryCache;
import dev.lazygraph.core.store.memory.InMemoryVerdictCache;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Evidence recall per token on a QA set with gold passages: how many gold passages reach the answer's
 * context (the excerpts and summary sources quoted to the answering LLM, i.e. the answer's citations), and
 * the tokens spent, at the default budgets. Two relevance judges, each on fresh caches: the lexical judge,
 * and an oracle that knows the gold passages (the best any LLM judge could do under the same budget), so
 * search order and budgets are measured apart from the judge. Beside them, the gold passages among the
 * ranking's top 5 passages. Summaries and answers go through the counting stand-in LLM.
 */
final class EvidenceRecall {
    static final int RANKING_CUTOFF = 5;

    private EvidenceRecall() {
    }

    static ObjectNode run(QaDataset dataset, List<QaDataset.Question> questions) {
        TextAnalyzer analyzer = new OpenNlpAnalyzer();
        InMemoryGraphStore store = new InMemoryGraphStore();
        BenchCorpus.ingestAll(new IngestService(IngestConfig.defaults(), analyzer, store, new InMemorySummaryCache()),
                dataset.passages().stream().map(p -> BenchCorpus.passage(QueryBench.COLLECTION, p)).toList(),
                Runtime.getRuntime().availableProcessors());
        Map<String, Set<String>> gold = new HashMap<>();
        questions.forEach(q -> gold.putIfAbsent(q.question(), q.goldIds()));

        ObjectNode result = BenchOutput.JSON.createObjectNode();
        result.put("passages", dataset.passages().size());
        result.put("questions", questions.size());
        result.put("tokenizer", TokenCounter.ENCODING);
        Map<String, JudgeSelection> judges = new LinkedHashMap<>();
        judges.put("lexical", (question, standard, lexical) -> lexical);
        judges.put("oracle", (question, standard, lexical) -> oracle(gold.getOrDefault(question, Set.of())));
        ObjectNode byJudge = result.putObject("judges");
        for (Map.Entry<String, JudgeSelection> judge : judges.entrySet()) {
            CountingLanguageModel llm = new CountingLanguageModel();
            try (QueryService query = new QueryService(QueryConfig.defaults(), analyzer, store,
                    new InMemorySummaryCache(), new InMemoryVerdictCache(), Optional.of(llm), judge.getValue())) {
                byJudge.set(judge.getKey(), measure(judge.getKey(), query, questions));
            }
        }
        return result;
    }

    /** Relevant exactly when the chunk belongs to a gold passage. */
    static RelevanceJudge oracle(Set<String> goldIds) {
        return chunks -> chunks.stream()
                .map(IndexedChunk::chunk)
                .map(c -> goldIds.contains(BenchCorpus.passageId(c.document().key()))
                        ? RelevanceJudge.Verdict.RELEVANT : RelevanceJudge.Verdict.IRRELEVANT)
                .toList();
    }

    private static ObjectNode measure(String name, QueryService query, List<QaDataset.Question> questions) {
        ObjectNode node = BenchOutput.JSON.createObjectNode();
        ArrayNode rows = BenchOutput.JSON.createArrayNode();
        long goldTotal = 0;
        long inContext = 0;
        long inTopRanked = 0;
        long tokens = 0;
        long tests = 0;
        long contextPassages = 0;
        int fewerThanRanking = 0;
        Progress progress = new Progress(name, questions.size());
        for (QaDataset.Question question : questions) {
            Answer answer = query.ask(QueryRequest.of(QueryBench.COLLECTION, question.question()));
            Set<String> context = new LinkedHashSet<>();
            for (Citation citation : Stream.concat(answer.citations().stream(), answer.furtherSources().stream())
                    .toList()) {
                context.add(BenchCorpus.passageId(citation.documentKey()));
            }
            List<String> ranked = RetrievalBench.rankPassages(query, question.question(), RankingSignals.ALL,
                    RANKING_CUTOFF);
            long goldInContext = question.goldIds().stream().filter(context::contains).count();
            long goldRanked = question.goldIds().stream().filter(ranked::contains).count();
            int queryTokens = answer.cost().inputTokens() + answer.cost().outputTokens();
            goldTotal += question.goldIds().size();
            inContext += goldInContext;
            inTopRanked += goldRanked;
            tokens += queryTokens;
            tests += answer.cost().relevanceTests();
            contextPassages += context.size();
            if (goldInContext < goldRanked) {
                fewerThanRanking++;
            }
            ObjectNode row = rows.addObject();
            row.put("id", question.id());
            row.put("route", answer.route().name());
            row.put("gold", question.goldIds().size());
            row.put("goldInContext", goldInContext);
            row.put("goldInRankingTop" + RANKING_CUTOFF, goldRanked);
            row.put("contextPassages", context.size());
            row.put("tokens", queryTokens);
            progress.step();
        }
        int n = Math.max(1, questions.size());
        node.put("goldPassages", goldTotal);
        node.put("goldInContext", inContext);
        node.put("goldInRankingTop" + RANKING_CUTOFF, inTopRanked);
        node.put("contextRecall", percent((double) inContext / Math.max(1, goldTotal)));
        node.put("rankingTop" + RANKING_CUTOFF + "Recall", percent((double) inTopRanked / Math.max(1, goldTotal)));
        node.put("questionsWithFewerGoldThanRanking", fewerThanRanking);
        node.put("contextPassagesPerQuery", IngestBench.round((double) contextPassages / n));
        node.put("tokensPerQuery", Math.round((double) tokens / n));
        node.put("relevanceTestsPerQuery", IngestBench.round((double) tests / n));
        node.put("goldInContextPer1000Tokens", IngestBench.round(inContext * 1000.0 / Math.max(1, tokens)));
        node.set("perQuestion", rows);
        return node;
    }

    private static double percent(double fraction) {
        return Math.round(fraction * 1000) / 10.0;
    }
}
