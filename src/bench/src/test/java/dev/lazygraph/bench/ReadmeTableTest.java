package dev.lazygraph.bench;

import static dev.lazygraph.bench.BenchTables.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReadmeTableTest {


    private static final String RETRIEVAL = """
            {'bench': 'retrieval', 'corpus': '../shared/datasets/musique-100/corpus.jsonl',
             'metrics': {'questions': 100, 'recall': {
               'lazygraph': {'@2': 55.25, '@5': 70.0}, 'bm25': {'@2': 41.1, '@5': 49.7},
               'graph': {'@2': 30.0, '@5': 44.4}},
               'recallTune': {'lazygraph': {'@2': 50.0, '@5': 68.25}},
               'recallTest': {'lazygraph': {'@2': 60.0, '@5': 71.75}}}}""";

    private static final String LEAVE_ONE_OUT = """
            {'bench': 'retrieval-lodo', 'k': 5, 'leaveOneOut': [
              {'heldOut': 'musique-100', 'chosenOn': ['hotpotqa-100'],
               'chosen': {'subjectShare': 0.6, 'commonNounWeight': 0.03, 'conceptShare': 0.3},
               'heldOutRecallChosen': 71.0, 'heldOutRecallDefaults': 74.9, 'heldOutRecallBest': 75.25,
               'heldOutBest': {'subjectShare': 0.8, 'commonNounWeight': 0.1, 'conceptShare': 0.5}}]}""";

    private static final String INGEST = """
            {'bench': 'ingest', 'corpus': '/data/behind-the-tech/', 'documents': 1669, 'words': 760123,
             'openNlpCeiling': {'wordsPerSecondPerCore': 24000},
             'embedded': {'threads': 1, 'wordsPerSecondPerCore': 9876, 'ratioToCeiling': 0.41, 'llmTokensAtIngest': 0,
               'bytesPer1000Words': 51234,
               'graph': {'chunks': 2900, 'concepts': 41000, 'itemsPer1000Words': 1890.4}},
             'dynamodb': {'documents': 50, 'words': 21000, 'subset': 'only the first 50', 'writers': 32,
               'hotItem': {'maxWritesToOneItemPer1000Documents': 41.2}, 'lostUpdates': {'differingEntries': 0},
               'writes': {'writeCapacityUnitsPer1000Words': 3812.6, 'itemsWrittenPer1000Words': 2700.2,
                          'bytesWrittenPer1000Words': 160000},
               'cost': {'usdPerMillionWords': 2.3829, 'pricePerMillionWriteRequestUnitsUsd': 0.625}}}""";

    private static final String PDF = """
            {'bench': 'ingest', 'corpus': '/data/reports', 'documents': 10, 'words': 5000,
             'embedded': {'threads': 1, 'wordsPerSecondPerCore': 9000},
             'pdf': {'documents': 10, 'pages': 24,
               'reading': {'text': {'wordsPerSecond': 900000}, 'pdf': {'wordsPerSecond': 15500, 'pagesPerSecond': 40.26}},
               'ingest': {'text': {'wordsPerSecond': 8000}, 'pdf': {'wordsPerSecond': 5600, 'pagesPerSecond': 11.04},
                          'pdfToTextWordsPerSecond': 0.7, 'llmTokensAtIngest': 0}}}""";

    private static final String QUERY = """
            {'bench': 'query', 'corpus': 'samples', 'documents': 5, 'questions': 3, 'embeddings': 'minilm-q',
             'graphRagReference': {'communityLevel': 2, 'communitiesMapped': 120, 'indexTokens': 2500000,
                                   'tokensPerQuestion': 130000, 'lazygraphColdTokensPerQuestion': 3373,
                                   'byLevel': {'0': {'communitiesMapped': 4, 'tokensPerQuestion': 5000,
                                                     'coldPerQuestionMax': 0.9, 'coldAmortized': 0.001},
                                               '2': {'communitiesMapped': 120, 'tokensPerQuestion': 130000,
                                                     'coldPerQuestionMax': 0.031, 'coldAmortized': 0.0004}}},
             'embedded': {'cold': {'tokensPerQuery': 3373, 'relevanceTestsPerQuery': 3.33,
                                   'stageTokensPerQuery': {'relevance': 1500, 'summary': 1000, 'map': 0, 'answer': 873},
                                   'latencyP50MsExcludingLlm': 169.3, 'latencyP95MsExcludingLlm': 344.26},
                          'warm': {'tokensPerQuery': 1867, 'latencyP50MsExcludingLlm': 12.5,
                                   'latencyP95MsExcludingLlm': 20.49}},
             'dynamodb': {'cold': {'tokensPerQuery': 3373, 'relevanceTestsPerQuery': 3.33, 'requestsPerQuery': 412.6,
                                   'readCapacityUnitsPerQuery': 789.44, 'latencyP50MsExcludingLlm': 1616.06, 'latencyP95MsExcludingLlm': 1787.42},
                          'warm': {'tokensPerQuery': 1867, 'latencyP50MsExcludingLlm': 1187.64}}}""";

    private static final String EVIDENCE = """
            {'bench': 'query', 'corpus': '../shared/datasets/musique-100/corpus.jsonl',
             'evidence': {'questions': 100, 'judges': {
               'lexical': {'contextRecall': 70.9, 'rankingTop5Recall': 64.1, 'questionsWithFewerGoldThanRanking': 3,
                           'tokensPerQuery': 1573, 'relevanceTestsPerQuery': 20.5,
                           'perQuestion': [{'route': 'BASIC', 'tokens': 500}, {'route': 'LOCAL', 'tokens': 2000},
                                           {'route': 'BASIC', 'tokens': 701}]},
               'oracle': {'contextRecall': 82.3, 'rankingTop5Recall': 64.1, 'questionsWithFewerGoldThanRanking': 0,
                          'tokensPerQuery': 1768, 'relevanceTestsPerQuery': 21.22}}}}""";

    private static final String LOAD = """
            {'bench': 'load', 'corpus': 'samples',
             'embedded': {'clients': 32, 'seconds': 30.4, 'requests': 12345, 'errors': 0, 'throughputPerSecond': 406.09,
                          'latencyMs': {'p50': 61.2, 'p95': 180.7, 'p99': 250.0}}}""";

    private static final String ANSWERS = """
            {'bench': 'answers', 'documents': '../shared/datasets/sqlite-docs/corpus',
             'questionsFile': '../shared/datasets/sqlite-docs/questions.jsonl', 'embeddings': 'all-minilm-l6-v2-q',
             'perQuestion': [{'id': 'a'}, {'id': 'b'}, {'id': 'c'}],
             'summary': {
               'answerable': {'questions': 2, 'lazygraph': {'correct': 50.0, 'cited': 100.0},
                              'bm25-top-chunk': {'correct': 0.0}, 'bm25-top3-sentences': {'correct': 50.0},
                              'contextHoldsAnswer': 100.0, 'contextTokensPerQuestion': 1530.4,
                              'bm25Passages': {'contextHoldsAnswer': 50.0}, 'inContextNotQuoted': 50.0},
               'answerableTune': {'lazygraph': {'correct': 100.0}}, 'answerableTest': {'lazygraph': {'correct': 0.0}},
               'lookup': {'lazygraph': {'correct': 50.0}},
               'noanswer': {'lazygraph': {'correct': 100.0}}, 'p50Millis': 254.0}}""";

    private static final String INGEST_WITH_EMBEDDINGS = """
            {'bench': 'ingest', 'corpus': '/data/manual', 'documents': 10, 'words': 5000,
             'openNlpCeiling': {'wordsPerSecondPerCore': 20000},
             'embedded': {'threads': 1, 'wordsPerSecondPerCore': 18000, 'ratioToCeiling': 0.9, 'bytesPer1000Words': 30000,
                          'llmTokensAtIngest': 0, 'graph': {'chunks': 20, 'concepts': 50, 'itemsPer1000Words': 500}},
             'embeddedWithEmbeddings': {'embedder': 'all-minilm-l6-v2-q', 'wordsPerSecondPerCore': 6000,
                          'ratioToWithout': 0.33, 'ratioToCeiling': 0.3, 'bytesPer1000Words': 36000,
                          'llmTokensAtIngest': 0}}""";

    @Test
    void ingestWithTheEmbedderStandsBesideTheSameIngestWithout() throws JsonProcessingException {
        List<String> lines = BenchTables.text(List.of(result("results/ingest-manual.json", INGEST_WITH_EMBEDDINGS)))
                .lines().toList();
        assertTrue(lines.contains("| manual | 5,000 | all-minilm-l6-v2-q | 18,000 | 6,000 | 0.33 | 0.30 | 30,000 | 36,000"
                + " | 0 | [ingest-manual.json](results/ingest-manual.json) |"), String.join("\n", lines));
    }

    @Test
    void answersShowWhatTheUserReadsBesideTheBaselinesAndAMissingTypeAsADash() throws JsonProcessingException {
        List<String> lines = BenchTables.text(List.of(result("results/answers.json", ANSWERS))).lines().toList();
        assertTrue(lines.contains("| sqlite-docs | 3 | 50.0 | 100.0 | 0.0 | 50.0 | – | 100.0 | 100.0 | 0.0 | 50.0"
                + " | 100.0 | 1,530 | 50.0 | 50.0 | all-minilm-l6-v2-q | 254 | [answers.json](results/answers.json) |"),
                String.join("\n", lines));
    }

    @Test
    void anOverviewRunGetsOnlyTheOverviewsTable() throws JsonProcessingException {
        String overview = """
                {'bench': 'answers', 'documents': '/usr/share/doc/nodejs/api',
                 'topics': {'file': 'qa/nodejs-docs/topics.json', 'topics': 18, 'coverage': 38.9, 'route': 'GLOBAL',
                            'answerTokens': 412, 'conceptThemes': {'coverage': 22.2}}}""";
        var blocks = ReadmeTable.blocks(List.of(result("results/overview.json", overview)));
        assertEquals(List.of(TableBlock.OVERVIEWS), List.copyOf(blocks.keySet()));
        assertTrue(blocks.get(TableBlock.OVERVIEWS).lines().toList().contains(
                "| nodejs-docs | 18 | 38.9 | 22.2 | GLOBAL | 412 | [overview.json](results/overview.json) |"),
                blocks.get(TableBlock.OVERVIEWS));
    }

    @Test
    void theSameDocumentsAsPdfGetATableOfTheirOwn() throws JsonProcessingException {
        List<String> lines = BenchTables.text(List.of(result("results/pdf.json", PDF)))
                .lines().toList();
        assertTrue(lines.contains("| reports | 10 | 24 | 40.3 | 15,500 | 900,000 | 11.0 | 5,600 | 8,000 | 0.70 | 0"
                + " | [pdf.json](results/pdf.json) |"), String.join("\n", lines));
    }

    @Test
    void everyBenchGetsItsTableAndEveryRowNamesItsFile() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/load.json", LOAD),
                result("results/query.json", QUERY), result("results/ingest.json", INGEST),
                result("results/evidence.json", EVIDENCE),
                result("results/musique.json", RETRIEVAL), result("results/lodo.json", LEAVE_ONE_OUT)));
        List<String> lines = table.lines().toList();

        // Each table opens with a marker naming the files it was generated from.
        assertTrue(lines.contains("<!-- begin bench table retrieval: generated by `bin/lazygraph bench table` from"
                + " results/lodo.json results/musique.json; edit the result files, not this table -->"), table);
        assertTrue(lines.contains("<!-- end bench table retrieval -->"), table);
        assertTrue(lines.contains("| Dataset | Questions | R@2 lazygraph | R@2 BM25 | R@2 graph | R@5 lazygraph"
                + " | R@5 BM25 | R@5 graph | R@5 lazygraph tune | R@5 lazygraph test | Result |"), table);
        assertTrue(lines.contains("| musique-100 | 100 | 55.3 | 41.1 | 30.0 | 70.0 | 49.7 | 44.4 | 68.3 | 71.8"
                + " | [musique.json](results/musique.json) |"), table);
        assertTrue(lines.contains("| musique-100 | hotpotqa-100 | 0.60 / 0.03 / 0.30 | 71.0 | 74.9 | 75.3"
                + " | 0.80 / 0.10 / 0.50 | 5 | [lodo.json](results/lodo.json) |"), table);
        assertTrue(lines.contains("| behind-the-tech | 760,123 | 1 | 9,876 | 24,000 | 0.41 | 2,900 | 41,000"
                + " | 1,890 | 51,234 | 0 | [ingest.json](results/ingest.json) |"), table);
        assertTrue(lines.contains("| behind-the-tech | 50 of 1,669 | 21,000 | 32 | 3,813 | 2,700 | 160,000 | 2.38"
                + " | 0.625 | 41 | 0 | [ingest.json](results/ingest.json) |"), table);
        assertTrue(lines.contains("| samples | 5 | 3 | embedded | 3,373 | 1,500 | 1,000 | 0 | 873 | 1,867 | 3.3 | 169"
                + " | 344 | 13 | 20 | – | – | minilm-q | [query.json](results/query.json) |"), table);
        // A figure missing from the file shows as a dash, never as a zero.
        assertTrue(lines.contains("| samples | 5 | 3 | DynamoDB (dynalite) | 3,373 | – | – | – | – | 1,867 | 3.3 | 1,616"
                + " | 1,787 | 1,188 | – | 413 | 789.4 | minilm-q | [query.json](results/query.json) |"), table);
        assertTrue(lines.contains("| samples | 5 | 3 | 2 (default) | 120 | 2,500,000 | 130,000 | 3,373 | 1/32 | 1/2,500"
                + " | [query.json](results/query.json) |"), table);
        assertTrue(lines.contains("| samples | 5 | 3 | 0 | 4 | 2,500,000 | 5,000 | 3,373 | 1/1 | 1/1,000"
                + " | [query.json](results/query.json) |"), table);
        assertTrue(lines.contains("| musique-100 | 100 | oracle | 82.3 | 64.1 | 0 | 1,768 | 21.2"
                + " | [evidence.json](results/evidence.json) |"), table);
        // Each route's questions, average and worst tokens, from the lexical judge's per-question rows.
        assertTrue(lines.contains("| musique-100 | basic | 2 | 601 | 701 | [evidence.json](results/evidence.json) |"),
                table);
        assertTrue(lines.contains("| musique-100 | local | 1 | 2,000 | 2,000 | [evidence.json](results/evidence.json) |"),
                table);
        assertTrue(lines.contains("| samples | embedded | 32 | 30 | 12,345 | 0 | 406.1 | 61 | 181 | 250"
                + " | [load.json](results/load.json) |"), table);
        assertTrue(table.indexOf("### Retrieval") < table.indexOf("### Ingest")
                && table.indexOf("### Query") < table.indexOf("### Load"), "sections in a fixed order");
    }

    private static final String FILTERED = """
            {'bench': 'query', 'corpus': '/data/behind-the-tech', 'documents': 30, 'questions': 10,
             'filter': ['key^=ep1/', 'dept=law'],
             'embedded': {'documentsInFilter': 11, 'cold': {'tokensPerQuery': 1012}, 'warm': {'tokensPerQuery': 0},
                          'filtered': {'tokensPerQuery': 322}},
             'dynamodb': {'documentsInFilter': 11, 'cold': {'tokensPerQuery': 1012},
                          'warm': {'tokensPerQuery': 0, 'readRequestsPerQuery': 149.7, 'readCapacityUnitsPerQuery': 382.3},
                          'filtered': {'tokensPerQuery': 322, 'readRequestsPerQuery': 91.6,
                                       'readCapacityUnitsPerQuery': 304.7, 'scans': 0}}}""";

    @Test
    void aFilteredPassGetsItsReadsBesideTheWarmPass() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/filtered.json", FILTERED)));
        List<String> lines = table.lines().toList();
        assertTrue(lines.contains("| behind-the-tech | 30 | `key^=ep1/` `dept=law` | 11 | DynamoDB (dynalite) | 149.7"
                + " | 91.6 | 382.3 | 304.7 | 0 | 0 | 322 | [filtered.json](results/filtered.json) |"), table);
        assertTrue(lines.contains("| behind-the-tech | 30 | `key^=ep1/` `dept=law` | 11 | embedded | – | – | – | – | –"
                + " | 0 | 322 | [filtered.json](results/filtered.json) |"), table);
        assertFalse(BenchTables.text(List.of(result("results/query.json", QUERY)))
                .contains("with a filter"), "no filter, no table");
    }

    @Test
    void sectionsWithoutResultsAreLeftOut() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/load.json", LOAD)));
        assertEquals(List.of("### Load"), table.lines().filter(l -> l.startsWith("### "))
                .map(l -> l.substring(0, l.indexOf(':'))).toList());
        assertEquals(List.of(TableBlock.LOAD), List.copyOf(ReadmeTable.blocks(List.of(result("results/load.json", LOAD)))
                .keySet()), "a load result feeds no headline figure");
    }

    @Test
    void aFileThatIsNotABenchResultIsRefusedByName() throws JsonProcessingException {
        ReadmeTable.Result other = result("results/notes.json", "{'title': 'x'}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BenchTables.text(List.of(other)));
        assertTrue(e.getMessage().startsWith("results/notes.json"), e.getMessage());
    }

    @Test
    void functionStartupTableShowsEachVariantWithItsRatios() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/startup-functions.json", """
                {'bench': 'startup-functions', 'measured': {
                  '--help': {'seconds': 1.5, 'cpuSeconds': 1.9, 'peakRssMb': 110.2},
                  'floor': {'seconds': 0.9, 'initSeconds': 0.82, 'afterInitSeconds': 0.08, 'cpuSeconds': 0.6,
                            'peakRssMb': 54, 'ratioToHelp': 0.6},
                  'query': {'seconds': 2.7, 'initSeconds': 2.0, 'afterInitSeconds': 0.7, 'cpuSeconds': 3.1,
                            'peakRssMb': 170, 'ratioToFloor': 3.0, 'ratioToHelp': 1.8, 'cpuRatioToFloor': 5.17}}}""")));
        assertTrue(table.contains("| `bin/lazygraph --help` | 1.50 | – | – | 1.90 | 110 | – | – | – |"), table);
        assertTrue(table.contains("| floor: bare Quarkus amazon-lambda function | 0.90 | 0.82 | 0.08 | 0.60 | 54 | – | 0.60 |"),
                table);
        assertTrue(table.contains("| query function | 2.70 | 2.00 | 0.70 | 3.10 | 170 | 3.00 | 1.80 | 5.17 |"), table);
    }

    @Test
    void memoryTableShowsEachServerOfARunWithItsSettings() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/memory-python-docs.json", """
                {'bench': 'memory', 'label': 'python-docs', 'servers': [
                  {'javaOpts': '', 'collector': 'G1', 'maxHeapMb': 512,
                   'rssMb': {'afterStart': 210, 'afterWarmUp': 400, 'afterQuestions': 450, 'peak': 480},
                   'liveHeapAfterCollectionMb': 95,
                   'latencyMs': {'questions': 100, 'p50': 101.4, 'p95': 250.6, 'freshServerFirstQuestion': 900}},
                  {'javaOpts': '-XX:MaxRAMPercentage=25', 'collector': 'G1', 'maxHeapMb': 6026,
                   'rssMb': {'afterStart': 220, 'afterWarmUp': 900, 'afterQuestions': 1300, 'peak': 1370},
                   'latencyMs': {'questions': 100, 'p50': 99, 'p95': 240}}]}""")));
        assertTrue(table.contains("| python-docs | (the launcher's default) | G1, 512 | 210 | 400 | 450 | 480 | 95 | 100 |"
                + " 101 / 251 | 900 | [memory-python-docs.json](results/memory-python-docs.json) |"), table);
        assertTrue(table.contains("| python-docs | `-XX:MaxRAMPercentage=25` | G1, 6,026 | 220 | 900 | 1,300 | 1,370 | – |"
                + " 100 | 99 / 240 | – |"), table);
    }

    @Test
    void aQueryFunctionAskedOnAnotherCorpusSaysWhichInItsRow() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/startup-functions-python-docs.json", """
                {'bench': 'startup-functions', 'queryCorpus': '/usr/share/doc/python3.11/html', 'measured': {
                  'ingest': {'seconds': 2.0, 'peakRssMb': 150},
                  'query': {'seconds': 2.7, 'peakRssMb': 300},
                  'query (SnapStart)': {'seconds': 2.5, 'peakRssMb': 310}}}""")));
        assertTrue(table.contains("| ingest function | 2.00 |"), table);
        assertTrue(table.contains("| query function, a question on `/usr/share/doc/python3.11/html` | 2.70 |"), table);
        assertTrue(table.contains("| query (SnapStart) function, a question on `/usr/share/doc/python3.11/html` | 2.50 |"), table);
    }
}
