package dev.lazygraph.documents;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.tika.exception.WriteLimitReachedException;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads the XHTML Tika's parsers write into {@link Block}s: paragraphs, headings ({@code h1}-{@code h6}) and
 * table rows, each on its page. A page starts at each {@code <div class="page">} (PDF) or
 * {@code <div class="slide-content">} (PowerPoint), or at a page mark put into the text by
 * {@link StructureMarks} (Word, OpenDocument), whose title mark makes its paragraph a heading. The head,
 * slide-master placeholders and embedded-file stubs are not content and are skipped.
 *
 * <p>Tables: when the first row names the columns (header cells, or a first row of labels above rows of
 * values), each later row becomes "Column: value; Column: value", so the header governs its cells in the
 * text that is indexed, as it does for a reader; other rows are their cells joined by "; ". A nested table is
 * read as text of its cell.
 *
 * <p>Code: the text of a {@code <pre>} and a paragraph whose style names code is a code block, kept out of the
 * sentences an answer quotes as it is in HTML and Markdown.
 *
 * @see WriteLimitReachedException thrown once the text passes the character limit
 */
final class XhtmlBlocks extends DefaultHandler {
    private static final Set<String> PAGE_CLASSES = Set.of("page", "slide-content");
    private static final Set<String> SKIPPED_CLASSES = Set.of("slide-master-content", "embedded");
    private static final Set<String> BLOCKS = Set.of("p", "div", "li", "dd", "dt", "blockquote", "pre", "tr",
            "ul", "ol", "dl", "section", "article", "header", "footer", "caption");
    private static final int MAX_LABEL_LENGTH = 60;
    /**
     * Words in the paragraph style names word processors and converters give code, which Tika writes as the
     * paragraph's class: Word's "HTML Preformatted" and "Macro Text", LibreOffice's "Preformatted Text", pandoc's
     * "Source Code", a "Verbatim" or "Listing" style.
     */
    private static final Pattern CODE_STYLE = Pattern.compile(
            "(?i)(^|[^a-z])(code|preformatted|verbatim|listing|macro)([^a-z]|$)");

    private final long maxCharacters;
    private final boolean marks;
    private final List<Block> blocks = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private final List<Row> rows = new ArrayList<>();
    private List<String> cells;
    private boolean headerCells;
    private int page;
    private int headingLevel;
    private int tableDepth;
    private int skippedDepth;
    private int preDepth;
    private boolean codeStyled;
    private boolean joinNext;
    private long characters;

    private record Row(int page, List<String> cells, boolean header) {
    }

    /** @param pages how the text's {@link StructureMarks} mark its pages, if it has marks */
    XhtmlBlocks(long maxCharacters, StructureMarks.Pages pages) {
        this.maxCharacters = maxCharacters;
        this.marks = pages != StructureMarks.Pages.NONE;
        this.page = pages.initial();
    }

    List<Block> blocks() {
        return blocks;
    }

    /** The number of the last page; 0 for a format without pages. */
    int pages() {
        return page;
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) {
        String name = localName.isEmpty() ? qName : localName;
        String cssClass = atts.getValue("class");
        if (skippedDepth > 0) {
            skippedDepth++;
            return;
        }
        if (name.equals("head") || (cssClass != null && SKIPPED_CLASSES.contains(cssClass))) {
            skippedDepth = 1;
            return;
        }
        if (name.equals("div") && cssClass != null && PAGE_CLASSES.contains(cssClass)) {
            endBlock();
            page++;
        }
        if (tableDepth > 0) {
            startInTable(name);
        } else if (name.equals("table")) {
            endBlock();
            tableDepth = 1;
        } else if (isHeading(name)) {
            endBlock();
            headingLevel = name.charAt(1) - '0';
        } else if (BLOCKS.contains(name)) {
            endBlock();
            preDepth += name.equals("pre") ? 1 : 0;
            codeStyled = cssClass != null && CODE_STYLE.matcher(cssClass).find();
        } else if (name.equals("br")) {
            space();
        }
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        String name = localName.isEmpty() ? qName : localName;
        if (skippedDepth > 0) {
            skippedDepth--;
        } else if (tableDepth > 0) {
            endInTable(name);
        } else if (isHeading(name) || BLOCKS.contains(name)) {
            endBlock();
            preDepth -= name.equals("pre") && preDepth > 0 ? 1 : 0;
            codeStyled = false;
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (skippedDepth > 0) {
            return;
        }
        for (int i = start; i < start + length; i++) {
            char c = ch[i];
            if (marks && c == StructureMarks.PAGE) {
                pageBreak();
            } else if (marks && c == StructureMarks.TITLE) {
                headingLevel = 1;
            } else if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                space();
            } else {
                if (++characters > maxCharacters) {
                    throw new WriteLimitReachedException((int) Math.min(Integer.MAX_VALUE, maxCharacters));
                }
                current.append(c);
            }
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        if (skippedDepth == 0) {
            space();
        }
    }

    @Override
    public void endDocument() {
        endBlock();
    }

    private void startInTable(String name) {
        if (name.equals("table")) {
            tableDepth++;
        } else if (tableDepth == 1 && name.equals("tr")) {
            cells = new ArrayList<>();
            headerCells = true;
        } else if (tableDepth == 1 && (name.equals("td") || name.equals("th"))) {
            current.setLength(0);
            headerCells &= name.equals("th");
        } else {
            space();
        }
    }

    private void endInTable(String name) {
        if (name.equals("table")) {
            tableDepth--;
            if (tableDepth == 0) {
                endTable();
            }
        } else if (tableDepth == 1 && (name.equals("td") || name.equals("th"))) {
            if (cells != null) {
                cells.add(current.toString().strip());
            }
            current.setLength(0);
        } else if (tableDepth == 1 && name.equals("tr")) {
            if (cells != null && cells.stream().anyMatch(cell -> !cell.isEmpty())) {
                rows.add(new Row(page, cells, headerCells));
            }
            cells = null;
        } else {
            space();
        }
    }

    private void endTable() {
        List<String> header = rows.isEmpty() ? List.of() : rows.get(0).cells();
        boolean labelled = rows.size() > 1 && (rows.get(0).header() || isLabelRow(header));
        for (int r = labelled ? 1 : 0; r < rows.size(); r++) {
            List<String> parts = new ArrayList<>();
            List<String> row = rows.get(r).cells();
            for (int c = 0; c < row.size(); c++) {
                String cell = row.get(c);
                String label = labelled && c < header.size() ? header.get(c) : "";
                if (!cell.isEmpty()) {
                    parts.add(label.isEmpty() ? cell : label + ": " + cell);
                }
            }
            blocks.add(new Block(rows.get(r).page(), String.join("; ", parts), 0, false));
        }
        current.setLength(0);
        rows.clear();
    }

    /** A first row of short labels, none empty and none a number: the column names of the rows under it. */
    private static boolean isLabelRow(List<String> cells) {
        return cells.size() > 1 && cells.stream().allMatch(cell -> cell.length() <= MAX_LABEL_LENGTH
                && cell.chars().anyMatch(Character::isLetter));
    }

    /** A page starts: mid-paragraph the paragraph continues on it; before a heading's text it stays a heading. */
    private void pageBreak() {
        boolean midParagraph = current.length() > 0 && tableDepth == 0;
        int level = headingLevel;
        endBlock();
        page++;
        joinNext = midParagraph;
        if (!midParagraph) {
            headingLevel = level;
        }
    }

    private void space() {
        if (current.length() > 0 && current.charAt(current.length() - 1) != ' ') {
            current.append(' ');
        }
    }

    private void endBlock() {
        if (tableDepth > 0) {
            return;
        }
        String text = current.toString().strip();
        current.setLength(0);
        if (!text.isEmpty()) {
            blocks.add(new Block(page, text, headingLevel, joinNext, headingLevel == 0 && (preDepth > 0 || codeStyled)));
            joinNext = false;
        }
        headingLevel = 0;
    }

    private static boolean isHeading(String name) {
        return name.length() == 2 && name.charAt(0) == 'h' && name.charAt(1) >= '1' && name.charAt(1) <= '6';
    }
}
