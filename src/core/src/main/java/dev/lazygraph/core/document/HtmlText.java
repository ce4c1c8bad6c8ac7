package dev.lazygraph.core.document;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Visible text of an HTML page, parsed with jsoup, with the page's structure:
 * <ul>
 *   <li>code and hidden content are dropped (a script's text must never reach the index, where it could be
 *       served to an LLM as if it were document text), and so are controls (buttons, inputs) and the site's
 *       chrome ({@link SiteChrome}); a page that would be left with no text keeps its chrome;</li>
 *   <li>block elements become paragraphs of their own, so a heading is never glued into the sentence after it;</li>
 *   <li>headings ({@code h1}-{@code h6}) and definition terms ({@code <dt>}, governing their {@code <dd>}) become
 *       {@link Section}s;</li>
 *   <li>a data table (cells without blocks inside) becomes one line per row, each cell after its column's
 *       header ("Name: x; Default: 128MB"), so a row can be read, matched and quoted alone;</li>
 *   <li>in a table whose cells hold paragraphs, a row's short first cell is a term governing the rest of the
 *       row (a reference's attribute table);</li>
 *   <li>preformatted text ({@code <pre>}) keeps its lines and becomes a {@link CodeBlock}.</li>
 * </ul>
 */
final class HtmlText {
    private static final Pattern HEADING = Pattern.compile("h[1-6]");
    private static final String NON_CONTENT = "script, style, noscript, template, iframe, object, embed, svg, canvas, "
            + "button, input, select, textarea";
    /** The longest first cell of a row that names what the row describes (an attribute, an option, a field). */
    private static final int TERM_CELL_WORDS = 6;
    private static final String BLOCKS_IN_A_CELL = "p, div, ul, ol, dl, table, pre, blockquote, h1, h2, h3, h4, h5, h6";

    /** @param links each link's offset and its {@code href} as written */
    record Extracted(String title, String text, List<Heading> headings, List<Section> definitions,
                     List<CodeBlock> code, List<Link> links) {
    }

    private HtmlText() {
    }

    /** How much of a page's chrome is dropped: all of it, only what the page marks as chrome, or none. */
    private enum Chrome { ALL, MARKED, NONE }

    /**
     * The page without its chrome; a page whose own content is a list of links (a contents page: the link-density
     * rule takes all of it) keeps that list but still loses its marked navigation, whose links (a sidebar's "Show
     * Source", the site's index and search) are not the page's; a page left with nothing keeps all it has.
     */
    static Extracted extract(String html) {
        Extracted withoutChrome = extract(html, Chrome.ALL);
        if (!withoutChrome.text().isBlank()) {
            return withoutChrome;
        }
        Extracted withoutMarked = extract(html, Chrome.MARKED);
        return withoutMarked.text().isBlank() ? extract(html, Chrome.NONE) : withoutMarked;
    }

    private static Extracted extract(String html, Chrome dropped) {
        Document page = Jsoup.parse(html);
        page.select(NON_CONTENT).remove();
        String title = page.title().strip();
        if (dropped == Chrome.ALL) {
            SiteChrome.remove(page.body());
        } else if (dropped == Chrome.MARKED) {
            SiteChrome.removeMarked(page.body());
        }
        if (title.isEmpty() || title.startsWith("<")) {
            // A title opening with a markup bracket once its entities are decoded is a generator's placeholder
            // for a page without one (Sphinx writes "&lt;no title&gt;"), never words a reader would name it by.
            // The page's own first heading names it instead, not a sidebar's ("This Page"): chrome is gone by now.
            Element heading = page.body().selectFirst("h1, h2, h3");
            title = heading == null ? "" : heading.text().strip();
        }
        TextWriter writer = new TextWriter();
        NodeTraversor.filter(writer, page.body());
        return new Extracted(title, writer.out.toString(), writer.headings, writer.definitions, writer.code,
                writer.links);
    }

    /** Writes text nodes with collapsed whitespace, and a blank line around each block element. */
    private static final class TextWriter implements NodeFilter {
        private final StringBuilder out = new StringBuilder();
        private final List<Heading> headings = new ArrayList<>();
        private final List<Section> definitions = new ArrayList<>();
        private final List<CodeBlock> code = new ArrayList<>();
        private final List<Link> links = new ArrayList<>();
        /** The {@code href} of a link whose text has not started yet. */
        private String openLink;
        /** A heading element whose text has not started yet: its offset is where that text lands. */
        private Element openHeading;
        /** A definition term whose text has not started yet. */
        private Element openTerm;
        /** The definitions being written, innermost last: their list element and their index in {@code definitions}. */
        private final Deque<OpenDefinition> openDefinitions = new ArrayDeque<>();
        /** Where the preformatted block being written started (-1: none yet, or not in one). */
        private int codeStart = -1;
        private int pendingBreaks;
        private boolean pendingSpace;

        @Override
        public FilterResult head(Node node, int depth) {
            if (node instanceof TextNode textNode) {
                appendText(textNode);
                return FilterResult.CONTINUE;
            }
            if (!(node instanceof Element element)) {
                return FilterResult.CONTINUE;
            }
            String name = element.normalName();
            if (HEADING.matcher(name).matches() && !element.text().isBlank()) {
                openHeading = element;
            } else if (name.equals("dt")) {
                closeDefinitionsOf(element.parent());
                if (!element.text().isBlank()) {
                    openTerm = element;
                }
            } else if ((name.equals("td") || name.equals("th")) && isTermCell(element)) {
                closeDefinitionsOf(element.parent());
                openTerm = element;
            } else if (name.equals("a") && !element.attr("href").isBlank()) {
                openLink = element.attr("href");
            } else if (name.equals("table") && isDataTable(element)) {
                writeTable(element);
                return FilterResult.SKIP_ENTIRELY;
            }
            if (name.equals("br")) {
                requestBreaks(1);
            } else if (element.tag().isBlock()) {
                requestBreaks(2);
            }
            return FilterResult.CONTINUE;
        }

        @Override
        public FilterResult tail(Node node, int depth) {
            if (node instanceof Element element) {
                String name = element.normalName();
                if ((name.equals("dd") || name.equals("dt") || name.equals("td") || name.equals("th"))
                        && !openDefinitions.isEmpty() && openDefinitions.peekLast().list() == element.parent()) {
                    int index = openDefinitions.peekLast().index();
                    Section term = definitions.get(index);
                    definitions.set(index, new Section(term.start(), out.length(), term.title(), Section.Kind.TERM));
                } else if (name.equals("dl") || name.equals("tr")) {
                    closeDefinitionsOf(element);
                } else if (name.equals("pre") && codeStart >= 0) {
                    code.add(new CodeBlock(codeStart, out.length()));
                    codeStart = -1;
                }
                if (element.tag().isBlock()) {
                    requestBreaks(2);
                }
            }
            return FilterResult.CONTINUE;
        }

        private record OpenDefinition(Element list, int index) {
        }

        /** Ends the definitions of {@code list} (and any still open inside them). */
        private void closeDefinitionsOf(Element list) {
            openTerm = null;
            while (openDefinitions.stream().anyMatch(d -> d.list() == list)) {
                openDefinitions.removeLast();
            }
        }

        private void appendText(TextNode node) {
            String raw = node.getWholeText();
            if (insidePreformatted(node)) {
                if (raw.isEmpty()) {
                    return;
                }
                flushSeparators();
                if (codeStart < 0) {
                    codeStart = out.length();
                }
                out.append(raw);
                return;
            }
            for (int i = 0; i < raw.length(); i++) {
                char c = raw.charAt(i);
                if (Character.isWhitespace(c) || c == '\u00A0') {
                    pendingSpace = true;
                } else {
                    flushSeparators();
                    startTitles();
                    out.append(c);
                }
            }
        }

        /** Opens the heading, definition term or link whose first character is about to be written. */
        private void startTitles() {
            if (openLink != null) {
                links.add(new Link(out.length(), openLink));
                openLink = null;
            }
            if (openHeading != null) {
                headings.add(new Heading(out.length(), openHeading.normalName().charAt(1) - '0',
                        openHeading.text().strip()));
                openHeading = null;
            }
            if (openTerm != null) {
                definitions.add(new Section(out.length(), out.length(), openTerm.text().strip(), Section.Kind.TERM));
                openDefinitions.addLast(new OpenDefinition(openTerm.parent(), definitions.size() - 1));
                openTerm = null;
            }
        }

        /**
         * The first cell of a row of a table whose cells hold paragraphs (a reference's "Attribute | Description"
         * table, an option list laid out as a table): a short name, without blocks, beside cells with text. It is
         * a term that governs the rest of its row, as a definition list's {@code <dt>} governs its {@code <dd>}:
         * "Set to true if you want calls within this application …" is about {@code crossContext}.
         */
        private static boolean isTermCell(Element cell) {
            Element row = cell.parent();
            if (row == null || !row.normalName().equals("tr") || cell.elementSiblingIndex() != 0
                    || cell.selectFirst(BLOCKS_IN_A_CELL) != null) {
                return false;
            }
            String text = cell.text().strip();
            if (text.isEmpty() || text.split("\\s+").length > TERM_CELL_WORDS) {
                return false;
            }
            List<Element> others = row.children().stream().skip(1)
                    .filter(c -> c.normalName().equals("td") || c.normalName().equals("th")).toList();
            return !others.isEmpty() && others.stream().anyMatch(c -> !c.text().isBlank())
                    && others.stream().anyMatch(c -> c.normalName().equals("td"));
        }

        /** A table of data rather than of layout: no cell holds a block of its own. */
        private static boolean isDataTable(Element table) {
            for (Element cell : table.select("td, th")) {
                if (cell.selectFirst(BLOCKS_IN_A_CELL) != null) {
                    return false;
                }
            }
            return !table.select("td, th").isEmpty();
        }

        /**
         * One paragraph per row; with a header row whose cells match the row's, each cell is written after
         * its column's header ("Header: cell", cells separated by "; "), otherwise cells are separated by " | ".
         */
        private void writeTable(Element table) {
            List<Element> rows = table.select("tr");
            List<String> headers = List.of();
            int first = 0;
            if (!rows.isEmpty() && rows.get(0).select("td").isEmpty()) {
                headers = rows.get(0).select("th").stream().map(th -> th.text().strip()).toList();
                first = 1;
            }
            Element caption = table.selectFirst("caption");
            if (caption != null && !caption.text().isBlank()) {
                writeParagraph(caption.text().strip());
            }
            for (int r = first; r < rows.size(); r++) {
                List<Element> cells = rows.get(r).select("td, th");
                List<String> parts = new ArrayList<>();
                boolean labelled = headers.size() == cells.size();
                for (int c = 0; c < cells.size(); c++) {
                    String cell = cells.get(c).text().strip();
                    if (!cell.isEmpty()) {
                        parts.add(labelled && !headers.get(c).isEmpty() ? headers.get(c) + ": " + cell : cell);
                    }
                }
                if (!parts.isEmpty()) {
                    writeParagraph(String.join(labelled ? "; " : " | ", parts));
                }
            }
            requestBreaks(2);
        }

        private void writeParagraph(String text) {
            requestBreaks(2);
            flushSeparators();
            startTitles();
            out.append(text);
            requestBreaks(2);
        }

        private static boolean insidePreformatted(Node node) {
            for (Element parent = node.parentElement(); parent != null; parent = parent.parent()) {
                if (parent.tag().preserveWhitespace()) {
                    return true;
                }
            }
            return false;
        }

        private void requestBreaks(int breaks) {
            pendingBreaks = Math.max(pendingBreaks, breaks);
        }

        private void flushSeparators() {
            if (out.length() > 0) {
                if (pendingBreaks > 0) {
                    out.append(pendingBreaks == 1 ? "\n" : "\n\n");
                } else if (pendingSpace) {
                    out.append(' ');
                }
            }
            pendingBreaks = 0;
            pendingSpace = false;
        }
    }
}
