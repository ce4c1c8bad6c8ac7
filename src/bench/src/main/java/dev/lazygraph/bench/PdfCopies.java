package dev.lazygraph.bench;

import dev.lazygraph.core.document.DocumentId;
import dev.lazygraph.core.document.SourceDocument;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The documents of a corpus written as PDFs with PDFBox, so that reading PDF is measured on the same words as
 * plain text: US Letter pages of {@value #LINES_PER_PAGE} lines of at most {@value #LINE_CHARACTERS}
 * characters, a running head and "Page n of N" on each (which extraction must drop again). Characters
 * Helvetica's WinAnsi encoding lacks are written as '?'.
 */
final class PdfCopies {
    static final int LINES_PER_PAGE = 48;
    static final int LINE_CHARACTERS = 95;
    private static final float MARGIN = 54;
    private static final float LEADING = 13;

    /** A document as text and its copy as a PDF of {@code pages} pages. */
    record Copy(SourceDocument text, SourceDocument pdf, int pages) {
    }

    private PdfCopies() {
    }

    /** A PDF of each document that parses as text, keyed by its key and ".pdf". */
    static List<Copy> of(List<SourceDocument> documents) {
        List<Copy> copies = new ArrayList<>();
        for (SourceDocument document : documents) {
            IngestBench.parsed(List.of(document)).forEach(parsed -> {
                DocumentId id = parsed.id();
                List<List<String>> pages = pages(parsed.text());
                copies.add(new Copy(document, new SourceDocument(new DocumentId(id.collection(), id.key() + ".pdf"),
                        null, pdf(id.key(), pages)), pages.size()));
            });
        }
        return copies;
    }

    private static List<List<String>> pages(String text) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\n\\s*\n")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.strip().split("\\s+")) {
                if (line.length() > 0 && line.length() + 1 + word.length() > LINE_CHARACTERS) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                line.append(line.length() == 0 ? "" : " ").append(word);
            }
            lines.add(line.toString());
            lines.add("");
        }
        List<List<String>> pages = new ArrayList<>();
        for (int from = 0; from < lines.size(); from += LINES_PER_PAGE) {
            pages.add(lines.subList(from, Math.min(lines.size(), from + LINES_PER_PAGE)));
        }
        return pages;
    }

    private static byte[] pdf(String title, List<List<String>> pages) {
        try (PDDocument document = new PDDocument()) {
            PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            for (int n = 0; n < pages.size(); n++) {
                PDPage page = new PDPage();
                document.addPage(page);
                float top = page.getMediaBox().getHeight() - MARGIN;
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    line(content, font, 8, top + 20, encodable(font, title));
                    float y = top;
                    for (String line : pages.get(n)) {
                        if (!line.isEmpty()) {
                            line(content, font, 10, y, encodable(font, line));
                        }
                        y -= LEADING;
                    }
                    line(content, font, 8, MARGIN / 2, "Page " + (n + 1) + " of " + pages.size());
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void line(PDPageContentStream content, PDType1Font font, float size, float y, String text)
            throws IOException {
        content.beginText();
        content.setFont(font, size);
        content.newLineAtOffset(MARGIN, y);
        content.showText(text);
        content.endText();
    }

    private static String encodable(PDType1Font font, String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            String character = Character.toString(c);
            out.append(font.getEncoding().contains(font.getGlyphList().codePointToName(c)) ? character : "?");
        });
        return out.toString();
    }
}
