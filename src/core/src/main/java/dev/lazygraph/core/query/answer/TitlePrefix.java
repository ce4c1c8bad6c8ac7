package dev.lazygraph.core.query.answer;

/**
 * How a quote or a passage is shown under the title it does not repeat (a definition term, a table row's first
 * cell): the title, a colon and a space, one colon only when the title ends with its own ("Parameters:" in a
 * reference's field table).
 */
final class TitlePrefix {
    private TitlePrefix() {
    }

    static String of(String title) {
        String bare = title.strip();
        return bare.endsWith(":") ? bare + " " : bare + ": ";
    }
}
