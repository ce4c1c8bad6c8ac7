package dev.lazygraph.documents;

import static dev.lazygraph.documents.testing.BinaryDocuments.ANSWER_PAGE;
import static dev.lazygraph.documents.testing.BinaryDocuments.REPORT;
import static dev.lazygraph.documents.testing.BinaryDocuments.RUNNING_HEAD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.ExtractedDocument;
import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.document.Heading;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import dev.lazygraph.documents.testing.BinaryDocuments;
import dev.lazygraph.documents.testing.BinaryDocuments.PageBreaks;
import dev.lazygraph.documents.testing.BinaryDocuments.Section;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTextRun;
import org.apache.poi.xslf.usermodel.XSLFTextShape;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.junit.jupiter.api.Test;
import org.xml.sax.ContentHandler;

class TikaDocumentExtractorTest {
    private static final TikaDocumentExtractor EXTRACTOR = TikaDocumentExtractor.standard(ExtractionLimits.defaults());
    private static final String[][] PRICES = {{"Product", "Price"}, {"SeaGlass camera", "4900"}, {"Driftline buoy", "1200"}};

    @Test
    void aPdfKeepsItsPagesAndItsBookmarksAsHeadingsWithoutTheRunningHeadAndPageNumbers() {
        ExtractedDocument pdf = read(BinaryDocuments.pdf(REPORT), "report.pdf");
        assertEquals("application/pdf", pdf.mediaType());
        assertEquals(REPORT.size(), pdf.pageStarts().size());
        assertEquals(REPORT.stream().map(Section::heading).toList(), pdf.headings().stream().map(Heading::text).toList());
        for (int page = 1; page <= REPORT.size(); page++) {
            Heading heading = pdf.headings().get(page - 1);
            assertEquals(pdf.pageStarts().get(page - 1), heading.offset(), "each section starts its page");
            assertTrue(pdf.text().startsWith(heading.text(), heading.offset()));
        }
        assertEquals(ANSWER_PAGE, pageOf(pdf, pdf.text().indexOf("recalled 180 Driftline")));
        assertFalse(pdf.text().contains(RUNNING_HEAD), "the running head repeats on every page: not content");
        assertFalse(pdf.text().contains("Page 2 of 4"), "nor the page numbers");
    }

    @Test
    void aDocxWithHardPageBreaksIsPagedAndItsHeadingStylesAreHeadings() {
        ExtractedDocument docx = read(BinaryDocuments.docx(REPORT, PageBreaks.HARD), "report.docx");
        assertEquals(REPORT.size(), docx.pageStarts().size());
        assertEquals(REPORT.stream().map(Section::heading).toList(), docx.headings().stream().map(Heading::text).toList());
        assertEquals(ANSWER_PAGE, pageOf(docx, docx.text().indexOf("recalled 180 Driftline")));
        assertEquals(ANSWER_PAGE, pageOf(docx, docx.text().indexOf("Driftline recall")));
        assertFalse(docx.text().contains(RUNNING_HEAD), "page headers are not the body");
        assertTrue(docx.text().contains("Instrument: Driftline buoy; First shipped: 2016"),
                "the header row governs the cells of a table: " + docx.text());
    }

    @Test
    void aDocxIsPagedWhereWordLastLaidItOut() {
        ExtractedDocument docx = read(BinaryDocuments.docx(REPORT, PageBreaks.RENDERED), "report.docx");
        assertEquals(REPORT.size(), docx.pageStarts().size());
        assertEquals(ANSWER_PAGE, pageOf(docx, docx.text().indexOf("recalled 180 Driftline")));
        assertFalse(docx.text().contains("\uE000"), "no page mark is left in the text");
    }

    @Test
    void aDocxWithoutPageBreaksHasNoPagesButItsSections() {
        ExtractedDocument docx = read(BinaryDocuments.docx(REPORT, PageBreaks.NONE), "report.docx");
        assertTrue(docx.pageStarts().isEmpty());
        assertEquals(REPORT.size(), docx.headings().size());
    }

    @Test
    void aPresentationIsPagedBySlidesWhoseTitlesAreHeadings() {
        ExtractedDocument pptx = read(BinaryDocuments.pptx(REPORT), "deck.pptx");
        assertEquals(REPORT.size(), pptx.pageStarts().size());
        assertEquals(REPORT.stream().map(Section::heading).toList(), pptx.headings().stream().map(Heading::text).toList());
        assertEquals(ANSWER_PAGE, pageOf(pptx, pptx.text().indexOf("recalled 180 Driftline")));
    }

    @Test
    void aShortParagraphAllInBoldOnASlideIsASubheadingOverTheParagraphsUnderIt() throws Exception {
        byte[] deck;
        try (XMLSlideShow show = new XMLSlideShow()) {
            XSLFSlide slide = show.createSlide(show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_AND_CONTENT));
            slide.getPlaceholder(0).setText("Lamp settings");
            XSLFTextShape body = slide.getPlaceholder(1);
            body.clearText();
            String[][] paragraphs = {{"Template tags", "bold"}, {"glowlevel", "bold"},
                    {"Turns the glow of every lamp in the block on or off.", ""},
                    {"Never leave a lamp on overnight.", "bold"}, {"The lamp cools in ten minutes.", ""}};
            for (String[] paragraph : paragraphs) {
                XSLFTextRun run = body.addNewTextParagraph().addNewTextRun();
                run.setText(paragraph[0]);
                run.setBold(!paragraph[1].isEmpty());
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            show.write(out);
            deck = out.toByteArray();
        }
        ExtractedDocument pptx = read(deck, "lamps.pptx");
        assertEquals(List.of("Lamp settings", "Template tags", "glowlevel"),
                pptx.headings().stream().map(Heading::text).toList(), "a bold sentence is emphasis, not a heading");
        assertEquals(List.of(1, 2, 2), pptx.headings().stream().map(Heading::level).toList());
        Heading term = pptx.headings().get(2);
        assertTrue(pptx.text().indexOf("Turns the glow") > term.offset(), pptx.text());
    }

    @Test
    void aSpreadsheetIsItsSheetsWithTheHeaderRowGoverningEachRow() {
        ExtractedDocument xlsx = read(BinaryDocuments.xlsx("Prices", PRICES), "prices.xlsx");
        assertEquals(List.of("Prices"), xlsx.headings().stream().map(Heading::text).toList());
        assertTrue(xlsx.text().contains("Product: Driftline buoy; Price: 1200"), xlsx.text());
        ExtractedDocument ods = read(BinaryDocuments.ods("Prices", PRICES), "prices.ods");
        assertEquals(List.of("Prices"), ods.headings().stream().map(Heading::text).toList());
        assertTrue(ods.text().contains("Product: SeaGlass camera; Price: 4900"), ods.text());
    }

    @Test
    void openDocumentTextsArePagedWhereLibreOfficeLaidThemOutAndPresentationsBySlides() {
        ExtractedDocument odt = read(BinaryDocuments.odt(REPORT), "report.odt");
        assertEquals(REPORT.stream().map(Section::heading).toList(), odt.headings().stream().map(Heading::text).toList());
        assertEquals(REPORT.size(), odt.pageStarts().size());
        assertEquals(ANSWER_PAGE, pageOf(odt, odt.text().indexOf("recalled 180 Driftline")));
        ExtractedDocument odp = read(BinaryDocuments.odp(REPORT), "deck.odp");
        assertEquals(REPORT.size(), odp.pageStarts().size());
        assertEquals(REPORT.stream().map(Section::heading).toList(), odp.headings().stream().map(Heading::text).toList());
        assertEquals(ANSWER_PAGE, pageOf(odp, odp.text().indexOf("recalled 180 Driftline")));
        assertFalse(odp.text().contains("\uE000") || odp.text().contains("\uE001"), "no mark is left in the text");
    }

    @Test
    void epubAndRtfKeepTheirTextAndHeadings() {
        ExtractedDocument epub = read(BinaryDocuments.epub("The review", REPORT), "review.epub");
        assertEquals("The review", epub.title());
        assertEquals(REPORT.stream().map(Section::heading).toList(), epub.headings().stream().map(Heading::text).toList());
        ExtractedDocument rtf = read(BinaryDocuments.rtf(REPORT), "report.rtf");
        assertTrue(rtf.text().contains("recalled 180 Driftline"), rtf.text());
    }

    @Test
    void preformattedTextAndParagraphsInACodeStyleAreCodeBlocksAndProseIsNot() {
        String listing = "CACHES = {'default': {'TIMEOUT': 60}}";
        ExtractedDocument epub = read(BinaryDocuments.epubEndingWith("Caching", REPORT,
                "<p>Set a timeout like this:</p><pre><code>" + listing + "</code></pre><p>The timeout is in seconds.</p>"),
                "caching.epub");
        assertEquals(List.of(listing), codeOf(epub));

        List<String> lines = List.of("send_mail(", "    'Subject here',", ")");
        ExtractedDocument docx = read(BinaryDocuments.docxWithCode(List.of("Mail goes out in two lines:"), lines,
                "The subject comes first."), "mail.docx");
        List<String> code = codeOf(docx);
        assertEquals(1, code.size(), "a run of code paragraphs is one block: " + code);
        assertTrue(code.get(0).startsWith("send_mail(") && code.get(0).endsWith(")"), code.get(0));
        assertFalse(code.get(0).contains("Mail goes out") || code.get(0).contains("subject comes"), code.get(0));
        assertTrue(read(BinaryDocuments.docx(REPORT, PageBreaks.HARD), "report.docx").code().isEmpty(),
                "headings and body text are no code");
    }

    private static List<String> codeOf(ExtractedDocument document) {
        return document.code().stream().map(block -> document.text().substring(block.start(), block.end())).toList();
    }

    @Test
    void theContentDecidesNotTheName() {
        assertEquals("application/pdf", read(BinaryDocuments.pdf(REPORT), "report.txt").mediaType());
        assertTrue(EXTRACTOR.extract("Plain text, not a PDF.".getBytes(StandardCharsets.UTF_8), "notes.pdf").isEmpty(),
                "text is left to the text parsers whatever it is called");
        assertTrue(EXTRACTOR.extract("<html><body><p>Hi</p></body></html>".getBytes(StandardCharsets.UTF_8), "a.html")
                .isEmpty());
    }

    @Test
    void encryptedDocumentsAreRefusedAsEncrypted() {
        assertRefused(Reason.ENCRYPTED, "password", BinaryDocuments.encryptedPdf(REPORT));
        assertRefused(Reason.ENCRYPTED, "password",
                BinaryDocuments.encryptedDocx(BinaryDocuments.docx(REPORT, PageBreaks.HARD)));
    }

    @Test
    void aPdfWithoutATextLayerIsRefusedWithTheReason() {
        RejectedDocumentException refused = assertRefused(Reason.NO_TEXT, "no text: a scanned image? OCR is not done",
                BinaryDocuments.scannedPdf(2));
        assertTrue(refused.getMessage().contains("2 pages"), refused.getMessage());
    }

    @Test
    void truncatedAndDamagedFilesAreRefusedAsCorrupt() {
        assertRefused(Reason.CORRUPT, "truncated PDF", BinaryDocuments.truncated(BinaryDocuments.pdf(REPORT), 0.6));
        assertRefused(Reason.CORRUPT, "truncated DOCX",
                BinaryDocuments.truncated(BinaryDocuments.docx(REPORT, PageBreaks.HARD), 0.7));
        byte[] pdf = BinaryDocuments.pdf(REPORT);
        byte[] garbled = pdf.clone();
        for (int i = 20; i < garbled.length - 1024; i++) {
            garbled[i] = (byte) (i * 31);
        }
        assertRefused(Reason.CORRUPT, "damaged PDF", garbled);
    }

    @Test
    void zipBombsAndDeepNestingAreRefusedOverTheLimits() {
        assertRefused(Reason.OVER_LIMIT, "zip bomb", BinaryDocuments.zipBombDocx(4 * 1024 * 1024));
        assertRefused(Reason.OVER_LIMIT, "nests deeper", BinaryDocuments.deeplyNestedEpub(500));
    }

    @Test
    void textOverTheCharacterLimitIsRefusedAsTooLarge() {
        TikaDocumentExtractor small = TikaDocumentExtractor.standard(new ExtractionLimits(500, Duration.ofMinutes(1)));
        RejectedDocumentException refused = assertThrows(RejectedDocumentException.class,
                () -> small.extract(BinaryDocuments.pdf(REPORT), "report.pdf"));
        assertEquals(Reason.TOO_LARGE, refused.reason());
        assertTrue(refused.getMessage().contains("500 characters"), refused.getMessage());
    }

    @Test
    void aParserThatNeverReturnsIsCutOffAtTheTimeLimit() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        TikaDocumentExtractor hanging = new TikaDocumentExtractor(new ExtractionLimits(1000, Duration.ofMillis(300)),
                TikaParsers.detector(), parser((stream, handler) -> never.await()));
        RejectedDocumentException refused = assertThrows(RejectedDocumentException.class,
                () -> hanging.extract(BinaryDocuments.pdf(REPORT), "report.pdf"));
        assertEquals(Reason.OVER_LIMIT, refused.reason());
        assertTrue(refused.getMessage().contains("longer than the limit"), refused.getMessage());
    }

    @Test
    void aFaultOfTheReaderIsThrownNotTakenForABadDocument() {
        IllegalStateException bug = new IllegalStateException("a bug in lazygraph");
        TikaDocumentExtractor faulty = new TikaDocumentExtractor(ExtractionLimits.defaults(), TikaParsers.detector(),
                parser((stream, handler) -> {
                    throw bug;
                }));
        assertSame(bug, assertThrows(IllegalStateException.class,
                () -> faulty.extract(BinaryDocuments.pdf(REPORT), "report.pdf")));
        LinkageError missing = new NoClassDefFoundError("org/apache/pdfbox/Missing");
        TikaDocumentExtractor broken = new TikaDocumentExtractor(ExtractionLimits.defaults(), TikaParsers.detector(),
                parser((stream, handler) -> {
                    throw missing;
                }));
        assertThrows(IllegalStateException.class, () -> broken.extract(BinaryDocuments.pdf(REPORT), "report.pdf"));
    }

    private static ExtractedDocument read(byte[] content, String key) {
        return EXTRACTOR.extract(content, key).orElseThrow(() -> new AssertionError(key + " was not recognized"));
    }

    private static RejectedDocumentException assertRefused(Reason reason, String message, byte[] content) {
        RejectedDocumentException refused = assertThrows(RejectedDocumentException.class,
                () -> EXTRACTOR.extract(content, "document"));
        assertEquals(reason, refused.reason(), refused.getMessage());
        assertTrue(refused.getMessage().contains(message), refused.getMessage());
        return refused;
    }

    private static int pageOf(ExtractedDocument document, int offset) {
        assertTrue(offset >= 0, "the text is there");
        int page = 0;
        for (int n = 1; n <= document.pageStarts().size(); n++) {
            if (document.pageStarts().get(n - 1) <= offset) {
                page = n;
            }
        }
        return page;
    }

    private interface Body {
        void parse(InputStream stream, ContentHandler handler) throws Exception;
    }

    /** A parser of PDFs that does what {@code body} does: hang, or fail. */
    private static Parser parser(Body body) {
        return new Parser() {
            @Override
            public Set<MediaType> getSupportedTypes(ParseContext context) {
                return Set.of(MediaType.application("pdf"));
            }

            @Override
            public void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context) {
                try {
                    body.parse(stream, handler);
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        };
    }
}
