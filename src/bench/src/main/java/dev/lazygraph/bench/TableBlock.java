package dev.lazygraph.bench;

import java.util.Locale;

/**
 * A generated table and the page it belongs to. On its page a table lies between the line
 * {@code <!-- begin bench table NAME ... -->} and the line {@code <!-- end bench table NAME -->}; {@code bench table}
 * replaces what lies between them, markers included, and nothing else.
 */
enum TableBlock {
    HEADLINE("README.md"),
    ANSWERS("docs/benchmarks.md"),
    OVERVIEWS("docs/benchmarks.md"),
    RETRIEVAL("docs/benchmarks.md"),
    INGEST("docs/benchmarks.md"),
    QUERY("docs/benchmarks.md"),
    EVIDENCE("docs/benchmarks.md"),
    LOAD("docs/benchmarks.md"),
    STORES("docs/benchmarks.md"),
    STARTUP("docs/benchmarks.md"),
    FUNCTION_STARTUP("docs/serverless.md"),
    SCALE("docs/benchmarks.md"),
    MEMORY("docs/benchmarks.md");

    private final String page;

    TableBlock(String page) {
        this.page = page;
    }

    /** The page, relative to the checkout. */
    String page() {
        return page;
    }

    String marker() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The line that opens the table, with {@code note} (what generated it) after the table's name. */
    String begin(String note) {
        return "<!-- begin bench table " + marker() + ": " + note + " -->";
    }

    String end() {
        return "<!-- end bench table " + marker() + " -->";
    }
}
