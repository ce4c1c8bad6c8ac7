package dev.lazygraph.bench;

import static dev.lazygraph.bench.BenchTables.result;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's headline figures come from the result files, each beside its baseline, each linking its files. */
class HeadlineTableTest {

    private static String headline(List<ReadmeTable.Result> results) {
        return ReadmeTable.blocks(results).get(TableBlock.HEADLINE);
    }

    @Test
    void eachFigureStandsBesideItsBaselineAndLinksItsResultFiles() throws JsonProcessingException {
        String table = headline(List.of(
                result("results/retrieval-a.json", """
                        {'bench': 'retrieval', 'corpus': 'd/qa-a/corpus.jsonl', 'metrics': {'recall': {
                          'lazygraph': {'@5': 81.25}, 'bm25': {'@5': 60.0}}}}"""),
                result("results/answers-m.json", """
                        {'bench': 'answers', 'documents': 'd/manual/corpus', 'summary': {'answerable': {
                          'lazygraph': {'correct': 61.5}, 'bm25-top-chunk': {'correct': 20.0}}}}"""),
                result("results/ingest.json", """
                        {'bench': 'ingest', 'corpus': 'd/talks', 'embedded': {'llmTokensAtIngest': 0},
                         'dynamodb': {'cost': {'usdPerMillionWords': 0.4}}}"""),
                result("results/ingest-more.json", """
                        {'bench': 'ingest', 'corpus': 'd/talks', 'embedded': {'llmTokensAtIngest': 0},
                         'dynamodb': {'cost': {'usdPerMillionWords': 0.25}}}"""),
                result("results/query-small.json", """
                        {'bench': 'query', 'corpus': 'd/talks', 'documents': 10,
                         'graphRagReference': {'communityLevel': 2, 'indexTokens': 1000,
                                               'byLevel': {'2': {'tokensPerQuestion': 900}}},
                         'embedded': {'cold': {'tokensPerQuery': 300}, 'warm': {'tokensPerQuery': 0}}}"""),
                result("results/query-large.json", """
                        {'bench': 'query', 'corpus': 'd/talks', 'documents': 200,
                         'graphRagReference': {'communityLevel': 1, 'indexTokens': 50000,
                                               'byLevel': {'1': {'tokensPerQuestion': 7000},
                                                           '2': {'tokensPerQuestion': 99999}}},
                         'embedded': {'cold': {'tokensPerQuery': 2500}, 'warm': {'tokensPerQuery': 12}}}"""),
                result("results/scale.json", """
                        {'bench': 'scale', 'scales': [
                          {'scale': 1, 'words': 1000, 'serve': {'p50Ms': 20.2, 'p95Ms': 40}},
                          {'scale': 10, 'words': 10000, 'serve': {'p50Ms': 90.4, 'p95Ms': 300.6}}]}""")));

        List<String> lines = table.lines().toList();
        assertTrue(lines.contains("| [Passage Recall@5 on multi-hop questions (%)](docs/benchmarks.md#retrieval)"
                + " | 81.3 (qa-a) | BM25 on the same chunks: 60.0 | [retrieval-a.json](results/retrieval-a.json) |"), table);
        assertTrue(lines.contains("| [Answer holds the gold answer in its first 80 words, no LLM (%)]"
                + "(docs/benchmarks.md#answers) | 61.5 (manual) | BM25's top chunk: 20.0"
                + " | [answers-m.json](results/answers-m.json) |"), table);
        // The query figures come from each corpus's largest run, the reference at its own default level.
        assertTrue(lines.contains("| [LLM tokens per question, cold / asked again](docs/benchmarks.md#query-cost)"
                + " | 2,500 / 12 (talks, 200 documents) | GraphRAG global search at its default level: 7,000"
                + " | [query-large.json](results/query-large.json) |"), table);
        assertTrue(lines.contains("| [LLM tokens to index the documents](docs/benchmarks.md#ingest) | 0 (every ingest run)"
                + " | GraphRAG reference: 50,000 (talks, 200 documents) | [ingest.json](results/ingest.json)"
                + " [ingest-more.json](results/ingest-more.json) [query-large.json](results/query-large.json) |"), table);
        assertTrue(lines.contains("| [DynamoDB on-demand writes per million words ingested (USD)](docs/benchmarks.md#ingest)"
                + " | 0.25–0.40 | – | [ingest.json](results/ingest.json) [ingest-more.json](results/ingest-more.json) |"),
                table);
        assertTrue(lines.contains("| [A question served on the largest store, p50 / p95 (ms)](docs/benchmarks.md#scale)"
                + " | 90 / 301 (10,000 words) | – | [scale.json](results/scale.json) |"), table);
    }

    @Test
    void theLlmsContextStandsBesideBm25sPassagesAndTheEmbeddersCostBesideIngestWithoutIt()
            throws JsonProcessingException {
        String table = headline(List.of(
                result("results/answers-m.json", """
                        {'bench': 'answers', 'documents': 'd/manual/corpus', 'summary': {'answerable': {
                          'lazygraph': {'correct': 61.5}, 'bm25-top-chunk': {'correct': 20.0},
                          'contextHoldsAnswer': 88.9, 'contextTokensPerQuestion': 1487,
                          'bm25Passages': {'contextHoldsAnswer': 83.3}}}}"""),
                result("results/answers-old.json", """
                        {'bench': 'answers', 'documents': 'd/older/corpus', 'summary': {'answerable': {
                          'lazygraph': {'correct': 40.0}, 'bm25-top-chunk': {'correct': 10.0},
                          'contextHoldsAnswer': 70.0, 'contextTokensPerQuestion': 900}}}"""),
                result("results/ingest-e.json", """
                        {'bench': 'ingest', 'corpus': 'd/manual/corpus', 'embedded': {'llmTokensAtIngest': 0,
                           'wordsPerSecondPerCore': 60139},
                         'embeddedWithEmbeddings': {'wordsPerSecondPerCore': 12304, 'ratioToWithout': 0.2}}"""),
                result("results/ingest-t.json", """
                        {'bench': 'ingest', 'corpus': 'd/transcripts', 'embedded': {'llmTokensAtIngest': 0,
                           'wordsPerSecondPerCore': 9932},
                         'embeddedWithEmbeddings': {'wordsPerSecondPerCore': 2448, 'ratioToWithout': 0.25}}""")));

        List<String> lines = table.lines().toList();
        // Only the run that measured the baseline is shown: a figure never stands without its baseline.
        assertTrue(lines.contains("| [The LLM's context holds the answer (%)](docs/benchmarks.md#answers)"
                + " | 88.9 at 1,487 tokens (manual) | BM25's passages, same tokens: 83.3"
                + " | [answers-m.json](results/answers-m.json) |"), table);
        assertTrue(lines.contains("| [Ingest words/s per core with the embedder (semantic signal)]"
                + "(docs/benchmarks.md#ingest) | 12,304, 0.20 of without (manual), 2,448, 0.25 of without (transcripts)"
                + " | Without it: 60,139, 9,932 | [ingest-e.json](results/ingest-e.json) [ingest-t.json](results/ingest-t.json) |"),
                table);
    }

    @Test
    void theFunctionsColdInvocationsStandBesideHelpAndTheFloorOfTheirLastRun() throws JsonProcessingException {
        String table = headline(List.of(
                result("results/startup-functions-old.json", """
                        {'bench': 'startup-functions', 'measured': {
                          '--help': {'seconds': 9.0}, 'floor': {'seconds': 9.0},
                          'query': {'seconds': 99.0, 'ratioToHelp': 11.0, 'ratioToFloor': 11.0}}}"""),
                result("results/startup-functions.json", """
                        {'bench': 'startup-functions', 'measured': {
                          '--help': {'seconds': 1.5}, 'floor': {'seconds': 1.1},
                          'ingest': {'seconds': 3.04, 'ratioToHelp': 2.03, 'ratioToFloor': 2.76},
                          'query': {'seconds': 4.5, 'ratioToHelp': 3.0, 'ratioToFloor': 4.09},
                          'query (SnapStart)': {'seconds': 8.0, 'ratioToHelp': 5.3, 'ratioToFloor': 7.3}}}""")));

        assertTrue(table.lines().toList().contains("| [A Lambda function's whole cold invocation, JVM build (s)]"
                + "(docs/serverless.md#cold-starts) | ingest 3.04 s = 2.03× `--help`, 2.76× floor;"
                + " query 4.50 s = 3.00× `--help`, 4.09× floor | `bin/lazygraph --help` 1.50 s; floor (bare Quarkus"
                + " function) 1.10 s | [startup-functions.json](results/startup-functions.json) |"), table);
    }

    @Test
    void anIngestRunThatCalledAnLlmShowsItsTokens() throws JsonProcessingException {
        String table = headline(List.of(result("results/ingest.json", """
                {'bench': 'ingest', 'corpus': 'd/talks', 'embedded': {'llmTokensAtIngest': 0},
                 'pdf': {'ingest': {'llmTokensAtIngest': 42}}}""")));
        assertTrue(table.contains("| 42 (every ingest run) |"), table);
        assertFalse(table.contains("Recall@5"), "no retrieval result, no retrieval figure: " + table);
    }
}
