package dev.lazygraph.documents;

import dev.lazygraph.documents.StructureMarks.Marked;
import dev.lazygraph.documents.StructureMarks.Marking;
import dev.lazygraph.documents.StructureMarks.Pages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts back into an OpenDocument file the structure Tika's OpenDocument parser drops from {@code content.xml}:
 * a presentation's slides ({@code <draw:page>}) and their titles (the frame of class "title"), a spreadsheet's
 * sheet names ({@code table:name}), and the pages of a text where LibreOffice last laid it out
 * ({@code <text:soft-page-break/>}).
 */
final class OdfStructure {
    private static final String CONTENT_PART = "content.xml";
    private static final Pattern SLIDE = Pattern.compile("<draw:page\\b[^>]*>");
    private static final Pattern TITLE_FRAME = Pattern.compile("<draw:frame\\b[^>]*\\bpresentation:class=\"title\"[^>]*>");
    private static final Pattern PARAGRAPH = Pattern.compile("<text:p\\b[^>]*>");
    private static final Pattern SHEET = Pattern.compile("<table:table\\b[^>]*\\btable:name=\"([^\"]*)\"[^>]*>");
    private static final Pattern SOFT_PAGE_BREAK = Pattern.compile("<text:soft-page-break\\s*/>");
    private static final String PAGE_TEXT = "<text:span>" + StructureMarks.PAGE + "</text:span>";

    private OdfStructure() {
    }

    /**
     * @param odf an ODT, ODP or ODS within {@link ZipLimits}
     * @throws IOException when it is not a readable zip
     */
    static Marked mark(byte[] odf, Format format) throws IOException {
        return StructureMarks.mark(odf, CONTENT_PART, xml -> switch (format) {
            case ODP -> slides(xml);
            case ODS -> sheets(xml);
            default -> pages(xml);
        });
    }

    /** Each slide starts a page; the first paragraph of its title frame starts with a title mark. */
    private static Optional<Marking> slides(String xml) {
        List<Integer> slides = new ArrayList<>();
        Matcher slide = SLIDE.matcher(xml);
        while (slide.find()) {
            slides.add(slide.end());
        }
        if (slides.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder marked = new StringBuilder(xml.length() + slides.size() * 32);
        int copied = 0;
        for (int n = 0; n < slides.size(); n++) {
            int from = slides.get(n);
            int to = n + 1 < slides.size() ? slides.get(n + 1) : xml.length();
            marked.append(xml, copied, from).append("<text:p>").append(StructureMarks.PAGE).append("</text:p>");
            copied = from;
            Matcher title = TITLE_FRAME.matcher(xml).region(from, to);
            Matcher paragraph = PARAGRAPH.matcher(xml);
            if (title.find() && paragraph.region(title.end(), to).find()) {
                marked.append(xml, copied, paragraph.end()).append(StructureMarks.TITLE);
                copied = paragraph.end();
            }
        }
        marked.append(xml, copied, xml.length());
        return Optional.of(new Marking(marked.toString(), Pages.EVERY));
    }

    /** Each sheet's name as a heading above its table. */
    private static Optional<Marking> sheets(String xml) {
        Matcher sheet = SHEET.matcher(xml);
        if (!sheet.find()) {
            return Optional.empty();
        }
        return Optional.of(new Marking(sheet.reset().replaceAll(
                "<text:h text:outline-level=\"1\">$1</text:h>$0"), Pages.NONE));
    }

    /** Each soft page break starts the next page. */
    private static Optional<Marking> pages(String xml) {
        Matcher soft = SOFT_PAGE_BREAK.matcher(xml);
        return soft.find() ? Optional.of(new Marking(soft.reset().replaceAll(PAGE_TEXT), Pages.NEXT))
                : Optional.empty();
    }
}
