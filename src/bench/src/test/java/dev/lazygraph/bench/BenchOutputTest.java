package dev.lazygraph.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BenchOutputTest {

    @Test
    void theRecordedCommandLineCanBePastedIntoAShell() {
        assertEquals("../shared/datasets/musique-100/corpus.jsonl",
                BenchOutput.shellQuoted("../shared/datasets/musique-100/corpus.jsonl"));
        assertEquals("--k=2,5", BenchOutput.shellQuoted("--k=2,5"));
        assertEquals("'/tmp/behind the tech'", BenchOutput.shellQuoted("/tmp/behind the tech"));
        assertEquals("'it'\\''s'", BenchOutput.shellQuoted("it's"));
        assertEquals("'results/*.json'", BenchOutput.shellQuoted("results/*.json"));
    }
}
