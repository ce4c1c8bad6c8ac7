package dev.lazygraph.bench;

import static dev.lazygraph.bench.BenchTables.result;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README tables of `bench scale` and `bench stores` show the result files' figures, and a dash for none. */
class ScaleTablesTest {


    @Test
    void theScaleTableHasOneRowPerScale() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/scale.json", """
                {'bench': 'scale', 'scales': [
                  {'scale': 1, 'words': 1000123, 'files': 2345, 'ingest': {'wordsPerSecond': 5123, 'peakRssMb': 612},
                   'storeMb': 310.4, 'storeOpenMs': 141.2, 'bareStartSeconds': 2.41,
                   'ask': {'medianSeconds': 3.52, 'overBareStartSeconds': 1.11},
                   'serve': {'p50Ms': 143.1, 'p95Ms': 420.9, 'freshServerFirstQuestionMs': 2310.4,
                             'firstRoundP50Ms': 455.2, 'addOneDocumentMs': 61.2, 'deleteOneDocumentMs': 23.4},
                   'unchangedReingest': {'secondsPer1000Files': 1.52},
                   'cliOneDocument': {'addAfterStartSeconds': 0.71, 'deleteAfterStartSeconds': 0.22}},
                  {'scale': 10, 'words': 10000456, 'files': 23456}]}""")));
        assertTrue(table.contains("| 1x | 1,000,123 | 2,345 | 5,123 | 612 | 310 | 141 | 2.41 | 3.52 | 1.11 | 143 / 421 | 2,310 / 455 | 1.52"
                + " | 61 / 23 | 0.71 / 0.22 | [scale.json](results/scale.json) |"), table);
        assertTrue(table.contains("| 10x | 10,000,456 | 23,456 | – | – | – |"), "missing figures are dashes: " + table);
    }

    @Test
    void theStoresTableHasOneRowPerEngine() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/stores.json", """
                {'bench': 'stores', 'words': 300000, 'engines': [
                  {'engine': 'sqlite', 'wordsPerSecond': 91000, 'ingestPeakRssMb': 120, 'bytesOnDisk': 42500000,
                   'openMs': 61.5, 'queryP50Ms': 3.25, 'queryP95Ms': 9.5, 'secondProcessReadsWhileOneHoldsIt': true,
                   'killDuringWrites': {'acknowledged': 40, 'present': 41, 'whole': 41}}]}""")));
        assertTrue(table.contains("| sqlite | 300,000 | 91,000 | 120 | 42.5 | 61.5 | 3.25 | 9.50 | yes | 40 / 41 / 41 |"), table);
    }

    @Test
    void theStartupTableComparesEachCommandWithTheBuildBefore() throws JsonProcessingException {
        String table = BenchTables.text(List.of(result("results/startup.json", """
                {'bench': 'startup', 'builds': {
                  'this': {'--help': {'wallSeconds': 1.5, 'cpuSeconds': 1.8, 'peakRssMb': 120.4},
                           'docs': {'wallSeconds': 1.9, 'cpuSeconds': 2.0, 'peakRssMb': 150}},
                  'baseline': {'--help': {'wallSeconds': 3.0, 'cpuSeconds': 3.6, 'peakRssMb': 400}}}}""")));
        assertTrue(table.contains("| `--help` | 1.50 | 1.80 | 120 | 3.00 | 3.60 | 400 | 0.50 |"), table);
        assertTrue(table.contains("| `docs` | 1.90 | 2.00 | 150 | – | – | – | – |"), table);
    }
}
