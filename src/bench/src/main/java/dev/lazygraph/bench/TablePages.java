package dev.lazygraph.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Writes generated tables into the pages they belong to, between each table's markers ({@link TableBlock}). */
final class TablePages {
    private TablePages() {
    }

    /**
     * Replaces each table of {@code tablesFor(page)} on its page under {@code checkout}. Every page is checked
     * before any is written, so a page missing a table's markers changes nothing.
     *
     * @param tablesFor the tables to write into a page (a path relative to the checkout), rendered for it
     * @return one line per page: what was written
     */
    static List<String> write(Path checkout, Function<String, Map<TableBlock, String>> tablesFor) {
        Map<Path, String> updated = new LinkedHashMap<>();
        List<String> reports = new ArrayList<>();
        for (String page : new TreeSet<>(List.of(TableBlock.values()).stream().map(TableBlock::page).toList())) {
            Map<TableBlock, String> tables = new LinkedHashMap<>(tablesFor.apply(page));
            tables.keySet().removeIf(block -> !block.page().equals(page));
            if (tables.isEmpty()) {
                continue;
            }
            Path file = checkout.resolve(page);
            String before = read(file, page);
            String after = before;
            for (Map.Entry<TableBlock, String> table : tables.entrySet()) {
                after = replace(after, page, table.getKey(), table.getValue());
            }
            updated.put(file, after);
            reports.add(page + ": " + tables.size() + (tables.size() == 1 ? " table" : " tables")
                    + (after.equals(before) ? ", unchanged" : " written"));
        }
        updated.forEach((file, text) -> {
            try {
                Files.writeString(file, text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        });
        return reports;
    }

    /** {@code text} with the lines from {@code block}'s begin marker to its end marker replaced by {@code table}. */
    static String replace(String text, String page, TableBlock block, String table) {
        Matcher begin = Pattern.compile("(?m)^<!-- begin bench table " + block.marker() + "[: ].*-->$").matcher(text);
        int end = begin.find() ? text.indexOf("\n" + block.end(), begin.end()) : -1;
        if (end < 0) {
            throw new IllegalStateException(page + " has no place for the " + block.marker() + " table: put the lines"
                    + " '<!-- begin bench table " + block.marker() + " -->' and '" + block.end()
                    + "' where it belongs");
        }
        int after = end + 1 + block.end().length();
        return text.substring(0, begin.start()) + table + text.substring(after);
    }

    private static String read(Path file, String page) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + page + ": " + e.getMessage(), e);
        }
    }
}
