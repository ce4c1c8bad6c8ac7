package dev.lazygraph.documents;

import dev.lazygraph.documents.StructureMarks.Marked;
import dev.lazygraph.documents.StructureMarks.Marking;
import dev.lazygraph.documents.StructureMarks.Pages;
import java.io.IOException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts the page breaks of a .docx into its text, where Tika's Word extractor drops them. A .docx has no fixed
 * pages, but Word records where each page began when it last laid the document out
 * ({@code <w:lastRenderedPageBreak/>}), and authors put hard page breaks ({@code <w:br w:type="page"/>}).
 * Each such element of {@code word/document.xml} becomes a run of text holding a {@link StructureMarks#PAGE}
 * mark: the rendered breaks when Word left any (they already include the hard ones), else the hard breaks.
 */
final class DocxPageBreaks {
    private static final String DOCUMENT_PART = "word/document.xml";
    private static final Pattern RENDERED = Pattern.compile("<w:lastRenderedPageBreak\\s*/>");
    private static final Pattern HARD = Pattern.compile("<w:br\\b[^>]*\\bw:type=\"page\"[^>]*/>");
    private static final String MARK_RUN_TEXT = "<w:t>" + StructureMarks.PAGE + "</w:t>";

    private DocxPageBreaks() {
    }

    /**
     * @param docx a .docx within {@link ZipLimits}
     * @throws IOException when it is not a readable zip
     */
    static Marked mark(byte[] docx) throws IOException {
        return StructureMarks.mark(docx, DOCUMENT_PART, xml -> {
            Matcher rendered = RENDERED.matcher(xml);
            Matcher breaks = rendered.find() ? rendered.reset() : HARD.matcher(xml);
            return breaks.find()
                    ? Optional.of(new Marking(breaks.reset().replaceAll(MARK_RUN_TEXT), Pages.NEXT))
                    : Optional.empty();
        });
    }
}
