package dev.lazygraph.core.document;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Readable text of a Markdown file. Markdown is already prose, so instead of a full CommonMark parser (an
 * extra dependency for a format that needs no rendering here) this strips the markup that would pollute
 * terms and concepts: heading and list markers, link and image syntax, emphasis, code fences, HTML tags.
 * Headings become paragraphs of their own; the first one is the title. Fenced code keeps its lines and is
 * marked as a {@link CodeBlock}. Inline patterns have bounded
 * lengths so a huge single line cannot make the regular expressions backtrack quadratically.
 */
final class MarkdownText {
    private static final Pattern ATX_HEADING = Pattern.compile("^ {0,3}#{1,6}(?:[ \\t]+(.*?))?(?:[ \\t]+#+)?[ \\t]*$");
    private static final Pattern SETEXT_UNDERLINE = Pattern.compile("^ {0,3}(?:=+|-+)[ \\t]*$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(```|~~~)");
    private static final Pattern REFERENCE_DEFINITION = Pattern.compile("^ {0,3}\\[[^\\]]{1,500}\\]:\\s*\\S.*$");
    /** Cells of a table's header separator line ({@code | :--- | ---: |}), between spaces, tabs and pipes. */
    private static final Pattern TABLE_CELL_SEPARATOR = Pattern.compile("[ \\t|]+");
    private static final Pattern TABLE_ALIGNMENT = Pattern.compile(":?-{3,}:?");
    /** Block-quote markers, indentation and one list marker; a character class, not a repeated group (below). */
    private static final Pattern LINE_PREFIX = Pattern.compile("^[ \\t>]*(?:[-*+][ \\t]+|\\d{1,9}[.)][ \\t]+)?");
    private static final Pattern RAW_HTML_BLOCK = Pattern.compile(
            "(?is)<(script|style|noscript|template)\\b[^>]{0,2000}>.*?</\\1\\s*>");

    private static final Pattern[] INLINE = {
            Pattern.compile("!\\[([^\\]\\n]{0,500})\\]\\([^)\\n]{0,2000}\\)"),
            Pattern.compile("\\[([^\\]\\n]{1,500})\\]\\([^)\\n]{0,2000}\\)"),
            Pattern.compile("\\[([^\\]\\n]{1,500})\\]\\[[^\\]\\n]{0,500}\\]"),
            Pattern.compile("<((?:https?|mailto):[^>\\s]{1,2000})>"),
            Pattern.compile("`([^`\\n]{1,2000})`"),
            Pattern.compile("(?:\\*\\*|__)(\\S(?:[^\\n]{0,500}?\\S)?)(?:\\*\\*|__)"),
            Pattern.compile("~~(\\S(?:[^\\n]{0,500}?\\S)?)~~"),
            Pattern.compile("(?<![\\w*])\\*(\\S(?:[^\\n*]{0,500}?\\S)?)\\*(?![\\w*])"),
            Pattern.compile("(?<![\\w_])_(\\S(?:[^\\n_]{0,500}?\\S)?)_(?![\\w_])"),
    };
    private static final Pattern HTML_TAG = Pattern.compile("</?[A-Za-z][A-Za-z0-9-]{0,50}(?:\\s[^<>]{0,2000})?/?>");
    private static final Pattern ESCAPE = Pattern.compile("\\\\([\\\\`*_{}\\[\\]()#+\\-.!|>])");

    record Extracted(String title, String text, List<Heading> headings, List<CodeBlock> code) {
    }

    private MarkdownText() {
    }

    static Extracted extract(String markdown) {
        String source = RAW_HTML_BLOCK.matcher(markdown).replaceAll("");
        StringBuilder out = new StringBuilder(source.length());
        String title = "";
        List<Heading> headings = new ArrayList<>();
        List<CodeBlock> code = new ArrayList<>();
        int fenceStart = -1;
        boolean inFence = false;
        String previousLine = "";
        for (String line : source.split("\n", -1)) {
            if (FENCE.matcher(line).find()) {
                inFence = !inFence;
                paragraphBreak(out);
                if (inFence) {
                    fenceStart = out.length();
                } else if (out.length() > fenceStart) {
                    code.add(new CodeBlock(fenceStart, out.length()));
                }
                previousLine = "";
                continue;
            }
            if (inFence) {
                out.append(line).append('\n');
                previousLine = line;
                continue;
            }
            Matcher heading = ATX_HEADING.matcher(line);
            if (heading.matches()) {
                String text = heading.group(1) == null ? "" : inline(heading.group(1)).strip();
                if (title.isEmpty()) {
                    title = text;
                }
                paragraphBreak(out);
                if (!text.isEmpty()) {
                    headings.add(new Heading(out.length(), level(line), text));
                }
                out.append(text);
                paragraphBreak(out);
                previousLine = "";
            } else if (SETEXT_UNDERLINE.matcher(line).matches() && !previousLine.isBlank()) {
                String text = previousLine.strip();
                if (title.isEmpty()) {
                    title = text;
                }
                int start = out.lastIndexOf(previousLine);
                headings.add(new Heading(start + previousLine.indexOf(text), line.strip().startsWith("=") ? 1 : 2, text));
                paragraphBreak(out);
                previousLine = "";
            } else if (isThematicBreak(line) || isTableSeparator(line)
                    || REFERENCE_DEFINITION.matcher(line).matches()) {
                paragraphBreak(out);
                previousLine = "";
            } else if (line.isBlank()) {
                paragraphBreak(out);
                previousLine = "";
            } else {
                String text = inline(LINE_PREFIX.matcher(line).replaceFirst(""));
                out.append(text).append('\n');
                previousLine = text;
            }
        }
        if (inFence && out.length() > fenceStart) {
            code.add(new CodeBlock(fenceStart, out.length()));
        }
        return new Extracted(title, out.toString(), headings, code);
    }

    /** The number of leading '#' of an ATX heading line. */
    private static int level(String line) {
        String marker = line.strip();
        int level = 0;
        while (level < marker.length() && marker.charAt(level) == '#') {
            level++;
        }
        return level;
    }

    /*
     * The two line checks below are loops rather than regular expressions: java.util.regex matches each
     * repetition of a group such as (?:[ \t]*-)+ with one more stack frame, so one long line (a 4 KB table
     * separator, a row of 10,000 "> ") threw StackOverflowError and failed the whole document.
     */

    /** Three or more of one of '-', '*', '_' with only spaces or tabs between, indented at most 3 spaces. */
    static boolean isThematicBreak(String line) {
        int indent = 0;
        while (indent < line.length() && line.charAt(indent) == ' ') {
            indent++;
        }
        if (indent > 3 || indent == line.length() || "-*_".indexOf(line.charAt(indent)) < 0) {
            return false;
        }
        char marker = line.charAt(indent);
        int markers = 0;
        for (int i = indent; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == marker) {
                markers++;
            } else if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return markers >= 3;
    }

    /** A table's header separator: cells of three or more dashes (colons mark alignment) between pipes. */
    static boolean isTableSeparator(String line) {
        boolean cells = false;
        for (String cell : TABLE_CELL_SEPARATOR.split(line)) {
            if (!cell.isEmpty()) {
                if (!TABLE_ALIGNMENT.matcher(cell).matches()) {
                    return false;
                }
                cells = true;
            }
        }
        return cells;
    }

    private static String inline(String line) {
        String text = line;
        for (Pattern pattern : INLINE) {
            text = pattern.matcher(text).replaceAll("$1");
        }
        text = HTML_TAG.matcher(text).replaceAll("");
        return ESCAPE.matcher(text).replaceAll("$1");
    }

    private static void paragraphBreak(StringBuilder out) {
        int length = out.length();
        if (length == 0 || (length >= 2 && out.charAt(length - 1) == '\n' && out.charAt(length - 2) == '\n')) {
            return;
        }
        out.append(out.charAt(length - 1) == '\n' ? "\n" : "\n\n");
    }
}
