package dev.lazygraph.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;

/** Result files written inline for the table tests, and every table they render as one text. */
final class BenchTables {
    private BenchTables() {
    }

    /** A result named {@code file}, from JSON written with single quotes. */
    static ReadmeTable.Result result(String file, String json) throws JsonProcessingException {
        return new ReadmeTable.Result(file, BenchOutput.JSON.readTree(json.replace('\'', '"')));
    }

    /** Every table the results feed, markers included, in page order. */
    static String text(List<ReadmeTable.Result> results) {
        return String.join("\n", ReadmeTable.blocks(results).values());
    }
}
