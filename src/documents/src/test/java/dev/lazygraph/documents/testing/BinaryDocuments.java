package dev.lazygraph.documents.testing;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageFitDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.poi.openxml4j.exceptions.InvalidFormatException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.poifs.crypt.EncryptionInfo;
import org.apache.poi.poifs.crypt.EncryptionMode;
import org.apache.poi.poifs.crypt.Encryptor;
import org.apache.poi.poifs.filesystem.POIFSFileSystem;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFSlideLayout;
import org.apache.poi.xssf.usermodel.XSSFRow;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.apache.poi.xwpf.model.XWPFHeaderFooterPolicy;
import org.apache.poi.xwpf.usermodel.BreakType;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFRun;
import org.apache.poi.xwpf.usermodel.XWPFStyle;
import org.apache.poi.xwpf.usermodel.XWPFStyles;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTStyle;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.STStyleType;

/**
 * PDF, Office, OpenDocument, RTF and EPUB files written by the tests themselves (PDFBox, Apache POI, or the
 * formats' XML zipped by hand): no binary fixture comes from anywhere. {@link #REPORT} is a four-page report
 * whose one fact about the buoy recall sits on page {@value #ANSWER_PAGE}.
 */
public final class BinaryDocuments {
    /** A section: its heading and paragraphs; in a paged file each section is one page (or slide). */
    public record Section(String heading, List<String> paragraphs) {
        public Section(String heading, String... paragraphs) {
            this(heading, List.of(paragraphs));
        }
    }

    public static final String RUNNING_HEAD = "Halvorsen Instruments annual review";
    public static final List<Section> REPORT = List.of(
            new Section("Company overview",
                    "Halvorsen Instruments builds measuring instruments for oceanography in Bergen. The company "
                            + "was founded in 1987 by the engineer Ingrid Halvorsen, who had worked on tide gauges for "
                            + "the Norwegian coastal administration. Its workshop grew from four people to two hundred "
                            + "employees over three decades.",
                    "Research institutes across northern Europe use its gauges, cameras and buoys. Most instruments "
                            + "are assembled by hand and calibrated in a pressure tank beside the harbour."),
            new Section("SeaGlass camera",
                    "The SeaGlass camera records coral reefs and fish stocks at depths of up to four hundred metres. "
                            + "It was designed in Aberdeen by the former Kestrel Optics team under Fiona MacLeod and "
                            + "first shipped in 2012.",
                    "The Nordhav Research Institute mounted twelve SeaGlass cameras on cold-water reefs off the "
                            + "Lofoten islands in 2015. Their footage showed the reefs recovering after trawling stopped."),
            new Section("Driftline recall",
                    "Halvorsen Instruments recalled 180 Driftline ocean buoys in March 2021 after two buoys lost "
                            + "power in the North Sea. A battery fault in one supplier's cells caused the failures.",
                    "Every recalled buoy received new cells from a second supplier, and the buoys returned to "
                            + "service by the autumn. No measurement series was lost during the recall."),
            new Section("Outlook",
                    "The company expects demand for autonomous gauges to grow as monitoring networks expand. A new "
                            + "workshop in Tromsø will open next year.",
                    "Investment will go to longer battery life and to sensors for dissolved oxygen."));
    /** The page (and slide) of {@link #REPORT} holding the recall. */
    public static final int ANSWER_PAGE = 3;
    public static final String QUESTION = "How many Driftline buoys did Halvorsen Instruments recall?";
    public static final String ANSWER = "180";

    private static final float MARGIN = 56;
    private static final float LEADING = 14;
    private static final int LINE_CHARACTERS = 90;

    private BinaryDocuments() {
    }

    /**
     * A PDF with one page per section: a running head and "Page n of N" on every page, the heading as a line
     * of its own and a bookmark to each page.
     */
    public static byte[] pdf(List<Section> pages) {
        try (PDDocument document = new PDDocument()) {
            writePages(document, pages, true);
            return save(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A PDF that opens only with a password. */
    public static byte[] encryptedPdf(List<Section> pages) {
        try (PDDocument document = new PDDocument()) {
            writePages(document, pages, false);
            StandardProtectionPolicy policy = new StandardProtectionPolicy("owner-secret", "user-secret",
                    new AccessPermission());
            policy.setEncryptionKeyLength(128);
            document.protect(policy);
            return save(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A PDF whose pages are pictures only, as a scanner makes them: no text layer. */
    public static byte[] scannedPdf(int pages) {
        try (PDDocument document = new PDDocument()) {
            BufferedImage scan = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
            for (int x = 0; x < 200; x++) {
                scan.setRGB(x, 50, 0xFFFFFF);
            }
            for (int n = 0; n < pages; n++) {
                PDPage page = new PDPage();
                document.addPage(page);
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    content.drawImage(LosslessFactory.createFromImage(document, scan), MARGIN, 400);
                }
            }
            return save(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writePages(PDDocument document, List<Section> pages, boolean outline) throws IOException {
        PDDocumentOutline bookmarks = new PDDocumentOutline();
        PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
        for (int n = 0; n < pages.size(); n++) {
            Section section = pages.get(n);
            PDPage page = new PDPage();
            document.addPage(page);
            float top = page.getMediaBox().getHeight() - MARGIN;
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                line(content, regular, 9, MARGIN, top, RUNNING_HEAD);
                line(content, bold, 16, MARGIN, top - 40, section.heading());
                float y = top - 70;
                for (String paragraph : section.paragraphs()) {
                    for (String line : wrap(paragraph)) {
                        line(content, regular, 11, MARGIN, y, line);
                        y -= LEADING;
                    }
                    y -= LEADING;
                }
                line(content, regular, 9, MARGIN, MARGIN / 2, "Page " + (n + 1) + " of " + pages.size());
            }
            PDOutlineItem bookmark = new PDOutlineItem();
            bookmark.setTitle(section.heading());
            PDPageFitDestination destination = new PDPageFitDestination();
            destination.setPage(page);
            bookmark.setDestination(destination);
            bookmarks.addLast(bookmark);
        }
        if (outline) {
            document.getDocumentCatalog().setDocumentOutline(bookmarks);
        }
    }

    private static void line(PDPageContentStream content, PDType1Font font, float size, float x, float y, String text)
            throws IOException {
        content.beginText();
        content.setFont(font, size);
        content.newLineAtOffset(x, y);
        content.showText(text);
        content.endText();
    }

    private static List<String> wrap(String paragraph) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : paragraph.split(" ")) {
            if (line.length() + word.length() + 1 > LINE_CHARACTERS) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static byte[] save(PDDocument document) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        document.save(out);
        return out.toByteArray();
    }

    /** How a .docx marks where its pages start. */
    public enum PageBreaks {
        /** Hard page breaks the author inserted ({@code <w:br w:type="page"/>}) before each section but the first. */
        HARD,
        /** The page starts Word recorded at its last layout ({@code <w:lastRenderedPageBreak/>}). */
        RENDERED,
        /** None: the document has no pages to cite. */
        NONE
    }

    /**
     * A .docx with a "Heading 1" paragraph per section, a running head in the page header, the sections'
     * paragraphs, and a table of instruments (with a header row) after the last section.
     */
    public static byte[] docx(List<Section> sections, PageBreaks breaks) {
        try (XWPFDocument document = new XWPFDocument()) {
            XWPFStyles styles = document.createStyles();
            CTStyle heading = CTStyle.Factory.newInstance();
            heading.setStyleId("Heading1");
            heading.addNewName().setVal("heading 1");
            heading.setType(STStyleType.PARAGRAPH);
            styles.addStyle(new XWPFStyle(heading));
            document.createHeaderFooterPolicy().createHeader(XWPFHeaderFooterPolicy.DEFAULT)
                    .createParagraph().createRun().setText(RUNNING_HEAD);
            XWPFRun last = null;
            for (Section section : sections) {
                XWPFParagraph title = document.createParagraph();
                title.setStyle("Heading1");
                if (last != null && breaks == PageBreaks.HARD) {
                    last.addBreak(BreakType.PAGE);
                }
                XWPFRun titleRun = title.createRun();
                if (last != null && breaks == PageBreaks.RENDERED) {
                    titleRun.getCTR().addNewLastRenderedPageBreak();
                }
                titleRun.setText(section.heading());
                for (String text : section.paragraphs()) {
                    last = document.createParagraph().createRun();
                    last.setText(text);
                }
            }
            XWPFTable table = document.createTable(3, 2);
            String[][] cells = {{"Instrument", "First shipped"}, {"SeaGlass camera", "2012"}, {"Driftline buoy", "2016"}};
            for (int r = 0; r < cells.length; r++) {
                for (int c = 0; c < 2; c++) {
                    table.getRow(r).getCell(c).setText(cells[r][c]);
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The .docx encrypted with a password (Office's agile encryption, an OLE2 file around the package). */
    public static byte[] encryptedDocx(byte[] docx) {
        try (POIFSFileSystem encrypted = new POIFSFileSystem()) {
            Encryptor encryptor = new EncryptionInfo(EncryptionMode.agile).getEncryptor();
            encryptor.confirmPassword("secret");
            try (OPCPackage pkg = OPCPackage.open(new ByteArrayInputStream(docx));
                 OutputStream data = encryptor.getDataStream(encrypted)) {
                pkg.save(data);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            encrypted.writeFilesystem(out);
            return out.toByteArray();
        } catch (IOException | GeneralSecurityException | InvalidFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A .pptx with a title-and-content slide per section. */
    public static byte[] pptx(List<Section> slides) {
        try (XMLSlideShow show = new XMLSlideShow()) {
            XSLFSlideLayout layout = show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_AND_CONTENT);
            for (Section section : slides) {
                XSLFSlide slide = show.createSlide(layout);
                slide.getPlaceholder(0).setText(section.heading());
                slide.getPlaceholder(1).setText(String.join("\n", section.paragraphs()));
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            show.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A workbook with one sheet: a header row naming the columns above rows of values. */
    public static byte[] xlsx(String sheetName, String[][] rows) {
        try (XSSFWorkbook workbook = new XSSFWorkbook()) {
            XSSFSheet sheet = workbook.createSheet(sheetName);
            for (int r = 0; r < rows.length; r++) {
                XSSFRow row = sheet.createRow(r);
                for (int c = 0; c < rows[r].length; c++) {
                    String value = rows[r][c];
                    if (r > 0 && value.matches("\\d+")) {
                        row.createCell(c).setCellValue(Integer.parseInt(value));
                    } else {
                        row.createCell(c).setCellValue(value);
                    }
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            workbook.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final String ODF_NAMESPACES = "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
            + "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
            + "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" "
            + "xmlns:draw=\"urn:oasis:names:tc:opendocument:xmlns:drawing:1.0\" "
            + "xmlns:presentation=\"urn:oasis:names:tc:opendocument:xmlns:presentation:1.0\" office:version=\"1.2\"";

    /**
     * An OpenDocument text: an outline-level-1 heading per section, then its paragraphs; each section after the
     * first on a new page, where LibreOffice records it ({@code <text:soft-page-break/>} between paragraphs).
     */
    public static byte[] odt(List<Section> sections) {
        StringBuilder body = new StringBuilder();
        for (Section section : sections) {
            if (body.length() > 0) {
                body.append("<text:soft-page-break/>");
            }
            body.append("<text:h text:outline-level=\"1\">").append(xml(section.heading())).append("</text:h>");
            section.paragraphs().forEach(p -> body.append("<text:p>").append(xml(p)).append("</text:p>"));
        }
        return odf("application/vnd.oasis.opendocument.text", "<office:text>" + body + "</office:text>");
    }

    /** An OpenDocument presentation: a page per section with a title frame and an outline frame. */
    public static byte[] odp(List<Section> slides) {
        StringBuilder body = new StringBuilder();
        for (int n = 0; n < slides.size(); n++) {
            Section slide = slides.get(n);
            body.append("<draw:page draw:name=\"page").append(n + 1).append("\">")
                    .append("<draw:frame presentation:class=\"title\"><draw:text-box><text:p>")
                    .append(xml(slide.heading())).append("</text:p></draw:text-box></draw:frame>")
                    .append("<draw:frame presentation:class=\"outline\"><draw:text-box>");
            slide.paragraphs().forEach(p -> body.append("<text:p>").append(xml(p)).append("</text:p>"));
            body.append("</draw:text-box></draw:frame></draw:page>");
        }
        return odf("application/vnd.oasis.opendocument.presentation",
                "<office:presentation>" + body + "</office:presentation>");
    }

    /** An OpenDocument spreadsheet with one table. */
    public static byte[] ods(String sheetName, String[][] rows) {
        StringBuilder body = new StringBuilder("<table:table table:name=\"" + xml(sheetName) + "\">");
        for (String[] row : rows) {
            body.append("<table:table-row>");
            for (String cell : row) {
                body.append("<table:table-cell><text:p>").append(xml(cell)).append("</text:p></table:table-cell>");
            }
            body.append("</table:table-row>");
        }
        body.append("</table:table>");
        return odf("application/vnd.oasis.opendocument.spreadsheet",
                "<office:spreadsheet>" + body + "</office:spreadsheet>");
    }

    private static byte[] odf(String mediaType, String body) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("META-INF/manifest.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><manifest:manifest "
                + "xmlns:manifest=\"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0\" manifest:version=\"1.2\">"
                + "<manifest:file-entry manifest:full-path=\"/\" manifest:media-type=\"" + mediaType + "\"/>"
                + "<manifest:file-entry manifest:full-path=\"content.xml\" manifest:media-type=\"text/xml\"/>"
                + "</manifest:manifest>");
        entries.put("content.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><office:document-content "
                + ODF_NAMESPACES + "><office:body>" + body + "</office:body></office:document-content>");
        return zip(mediaType, entries);
    }

    /** An EPUB 3 with a chapter (an XHTML file with an h1) per section, in spine order. */
    public static byte[] epub(String title, List<Section> chapters) {
        return epub(title, chapters, "");
    }

    /** An EPUB whose last chapter ends with {@code markup} (XHTML written as is, such as a {@code <pre>} listing). */
    public static byte[] epubEndingWith(String title, List<Section> chapters, String markup) {
        return epub(title, chapters, markup);
    }

    /**
     * A .docx of {@code prose} paragraphs, then {@code code} lines each a paragraph in the style a converter gives
     * code ("Source Code", as pandoc writes it), then {@code after}.
     */
    public static byte[] docxWithCode(List<String> prose, List<String> code, String after) {
        try (XWPFDocument document = new XWPFDocument()) {
            CTStyle style = CTStyle.Factory.newInstance();
            style.setStyleId("SourceCode");
            style.addNewName().setVal("Source Code");
            style.setType(STStyleType.PARAGRAPH);
            document.createStyles().addStyle(new XWPFStyle(style));
            prose.forEach(text -> document.createParagraph().createRun().setText(text));
            for (String line : code) {
                XWPFParagraph paragraph = document.createParagraph();
                paragraph.setStyle("SourceCode");
                paragraph.createRun().setText(line);
            }
            document.createParagraph().createRun().setText(after);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An EPUB whose last chapter nests {@code depth} divisions inside each other: deeper than any book. */
    public static byte[] deeplyNestedEpub(int depth) {
        return epub("Nested", List.of(new Section("Nesting", "Text at the bottom.")),
                "<div>".repeat(depth) + "deep" + "</div>".repeat(depth));
    }

    private static byte[] epub(String title, List<Section> chapters, String extraMarkup) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("META-INF/container.xml", "<?xml version=\"1.0\"?><container version=\"1.0\" "
                + "xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\"><rootfiles><rootfile "
                + "full-path=\"OEBPS/content.opf\" media-type=\"application/oebps-package+xml\"/></rootfiles></container>");
        StringBuilder manifest = new StringBuilder();
        StringBuilder spine = new StringBuilder();
        for (int n = 1; n <= chapters.size(); n++) {
            manifest.append("<item id=\"c").append(n).append("\" href=\"chapter").append(n)
                    .append(".xhtml\" media-type=\"application/xhtml+xml\"/>");
            spine.append("<itemref idref=\"c").append(n).append("\"/>");
            Section chapter = chapters.get(n - 1);
            StringBuilder body = new StringBuilder("<h1>" + xml(chapter.heading()) + "</h1>");
            chapter.paragraphs().forEach(p -> body.append("<p>").append(xml(p)).append("</p>"));
            if (n == chapters.size()) {
                body.append(extraMarkup);
            }
            entries.put("OEBPS/chapter" + n + ".xhtml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                    + "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>" + xml(chapter.heading())
                    + "</title></head><body>" + body + "</body></html>");
        }
        entries.put("OEBPS/content.opf", "<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\" "
                + "version=\"3.0\" unique-identifier=\"id\"><metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
                + "<dc:title>" + xml(title) + "</dc:title><dc:identifier id=\"id\">urn:lazygraph:test</dc:identifier>"
                + "</metadata><manifest>" + manifest + "</manifest><spine>" + spine + "</spine></package>");
        return zip("application/epub+zip", entries);
    }

    /** Rich Text with a bold heading paragraph per section. */
    public static byte[] rtf(List<Section> sections) {
        StringBuilder rtf = new StringBuilder("{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0 ");
        for (Section section : sections) {
            rtf.append("\\pard\\b ").append(section.heading()).append("\\b0\\par ");
            section.paragraphs().forEach(p -> rtf.append("\\pard ").append(p).append("\\par "));
        }
        return rtf.append('}').toString().getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * A .docx whose body unpacks to {@code bytes} of spaces from a few kilobytes: far beyond the ratio of any
     * real document (a zip bomb).
     */
    public static byte[] zipBombDocx(int bytes) {
        byte[] docx = docx(List.of(new Section("Bomb", "Small text.")), PageBreaks.NONE);
        Map<String, byte[]> entries = unzip(docx);
        String body = new String(entries.get("word/document.xml"), StandardCharsets.UTF_8);
        entries.put("word/document.xml", body.replace("<w:body>", "<w:body>" + " ".repeat(bytes))
                .getBytes(StandardCharsets.UTF_8));
        return zipBytes(null, entries);
    }

    /** The first {@code share} of a file, as a copy cut short leaves it. */
    public static byte[] truncated(byte[] content, double share) {
        return Arrays.copyOf(content, (int) (content.length * share));
    }

    private static Map<String, byte[]> unzip(byte[] zip) {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                entries.put(entry.getName(), in.readAllBytes());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    private static byte[] zip(String mediaType, Map<String, String> entries) {
        Map<String, byte[]> bytes = new LinkedHashMap<>();
        entries.forEach((name, text) -> bytes.put(name, text.getBytes(StandardCharsets.UTF_8)));
        return zipBytes(mediaType, bytes);
    }

    /** A zip whose first entry is an uncompressed "mimetype" when {@code mediaType} is given (ODF, EPUB). */
    private static byte[] zipBytes(String mediaType, Map<String, byte[]> entries) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            if (mediaType != null) {
                byte[] type = mediaType.getBytes(StandardCharsets.US_ASCII);
                ZipEntry entry = new ZipEntry("mimetype");
                entry.setMethod(ZipEntry.STORED);
                entry.setSize(type.length);
                CRC32 crc = new CRC32();
                crc.update(type);
                entry.setCrc(crc.getValue());
                zip.putNextEntry(entry);
                zip.write(type);
                zip.closeEntry();
            }
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue());
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
