package dev.lazygraph.core.document;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeVisitor;

/**
 * Visible text of an HTML page, parsed with jsoup. Code and hidden content are dropped (a script's text
 * must never reach the index, where it could be served to an LLM as if it were document text); block
 * elements such as headings and paragraphs become paragraphs of their own so a heading is never glued into
 * the sentence that follows it.
 */
final class HtmlText {
    private static final Pattern HEADING = Pattern.compile("h[1-6]");
    private static final String NON_CONTENT = "script, style, noscript, template, iframe, object, embed, svg, canvas";

    record Extracted(String title, String text, List<Heading> headings) {
    }

    private HtmlText() {
    }

    static Extracted extract(String html) {
        Document page = Jsoup.parse(html);
        page.select(NON_CONTENT).remove();
        String title = page.title().strip();
        if (title.isEmpty()) {
            Element heading = page.selectFirst("h1, h2, h3");
            title = heading == null ? "" : heading.text().strip();
        }
        ParagraphWriter writer = new ParagraphWriter();
        writer.traverse(page.body());
        return new Extracted(title, writer.text(), writer.headings());
    }

    /** Writes text nodes with collapsed whitespace, and a blank line around each block element. */
    private static final class ParagraphWriter implements NodeVisitor {
        private final StringBuilder out = new StringBuilder();
        private final List<Heading> headings = new ArrayList<>();
        /** A heading element whose text has not started yet: its offset is where that text lands. */
        private Element openHeading;
        private int pendingBreaks;
        private boolean pendingSpace;

        @Override
        public void head(Node node, int depth) {
            if (node instanceof TextNode textNode) {
                appendText(textNode);
            } else if (node instanceof Element element) {
                if (HEADING.matcher(element.normalName()).matches() && !element.text().isBlank()) {
                    openHeading = element;
                }
                if (element.normalName().equals("br")) {
                    requestBreaks(1);
                } else if (element.tag().isBlock()) {
                    requestBreaks(2);
                }
            }
        }

        @Override
        public void tail(Node node, int depth) {
            if (node instanceof Element element && element.tag().isBlock()) {
                requestBreaks(2);
            }
        }

        private void appendText(TextNode node) {
            String raw = node.getWholeText();
            if (insidePreformatted(node)) {
                flushSeparators();
                out.append(raw);
                return;
            }
            for (int i = 0; i < raw.length(); i++) {
                char c = raw.charAt(i);
                if (Character.isWhitespace(c) || c == '\u00A0') {
                    pendingSpace = true;
                } else {
                    flushSeparators();
                    if (openHeading != null) {
                        headings.add(new Heading(out.length(), openHeading.normalName().charAt(1) - '0',
                                openHeading.text().strip()));
                        openHeading = null;
                    }
                    out.append(c);
                }
            }
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

        String text() {
            return out.toString();
        }

        List<Heading> headings() {
            return headings;
        }
    }
}
