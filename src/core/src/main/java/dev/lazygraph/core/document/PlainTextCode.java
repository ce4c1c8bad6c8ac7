package dev.lazygraph.core.document;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The code in a plain-text document, which has no markup for it: manuals written in reStructuredText (and the
 * plain-text sources documentation generators ship beside their pages) show code in two ways any reader
 * recognizes. An interactive session (doctest): a line opening with the prompt {@code >>>}, its
 * continuation lines ({@code ...}) and its output, up to a blank line, as Python's doctest module reads it.
 * A literal block: the lines indented under a line that ends with {@code ::} or a code directive
 * ({@code .. code-block:: python}), up to the first line indented no deeper than that line. Without this,
 * "{@code >>> list(pairwise('ABC'))}" would be quoted as a sentence of the answer.
 */
final class PlainTextCode {
    private static final Pattern PROMPT = Pattern.compile("^\\s*>>>(?:\\s|$)");
    private static final Pattern INTRODUCES_LITERAL = Pattern.compile(
            "(?:::\\s*$)|^\\s*\\.\\.\\s+(?:code-block|code|sourcecode|doctest|testcode)::");

    private PlainTextCode() {
    }

    static List<CodeBlock> of(String text) {
        List<int[]> lines = lines(text);
        List<CodeBlock> code = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String line = line(text, lines.get(i));
            if (PROMPT.matcher(line).find()) {
                int last = i;
                while (last + 1 < lines.size() && !line(text, lines.get(last + 1)).isBlank()) {
                    last++;
                }
                code.add(new CodeBlock(lines.get(i)[0], lines.get(last)[1]));
                i = last + 1;
            } else if (INTRODUCES_LITERAL.matcher(line).find()) {
                int indent = indent(line);
                int first = i + 1;
                while (first < lines.size() && line(text, lines.get(first)).isBlank()) {
                    first++;
                }
                int last = first - 1;
                for (int j = first; j < lines.size(); j++) {
                    String body = line(text, lines.get(j));
                    if (!body.isBlank() && indent(body) <= indent) {
                        break;
                    }
                    if (!body.isBlank()) {
                        last = j;
                    }
                }
                if (last >= first) {
                    code.add(new CodeBlock(lines.get(first)[0], lines.get(last)[1]));
                    i = last + 1;
                } else {
                    i++;
                }
            } else {
                i++;
            }
        }
        return code;
    }

    /** Each line's start and end (before its line break). */
    private static List<int[]> lines(String text) {
        List<int[]> lines = new ArrayList<>();
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            lines.add(new int[] {start, end});
            start = end + 1;
        }
        return lines;
    }

    private static String line(String text, int[] span) {
        return text.substring(span[0], span[1]);
    }

    private static int indent(String line) {
        int n = 0;
        while (n < line.length() && (line.charAt(n) == ' ' || line.charAt(n) == '\t')) {
            n++;
        }
        return n;
    }
}
