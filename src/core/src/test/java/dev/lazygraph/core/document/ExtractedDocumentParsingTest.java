package dev.lazygraph.core.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The parser asks its extractor first, by content, and keeps what it gives aligned with the stripped text. */
class ExtractedDocumentParsingTest {
    private static final byte[] PDF_BYTES = "%PDF-1.7 pretend".getBytes(StandardCharsets.US_ASCII);

    /** Recognizes content starting "%PDF" whatever its name, and reads it as two pages. */
    private static final DocumentExtractor PDFS = new DocumentExtractor() {
        @Override
        public Optional<ExtractedDocument> extract(byte[] content, String key) {
            if (!new String(content, StandardCharsets.US_ASCII).startsWith("%PDF")) {
                return Optional.empty();
            }
            return Optional.of(new ExtractedDocument("application/pdf", "", "  \nFirst page.\n\nRecall on page two.",
                    List.of(new Heading(15, 1, "Recall")), List.of(0, 15), List.of(new CodeBlock(3, 14))));
        }

        @Override
        public String formats() {
            return "PDF";
        }
    };

    private final DocumentParser parser = new DocumentParser(1024, PDFS);

    @Test
    void whatTheExtractorReadsIsParsedWithItsPagesHeadingsAndCodeMovedWithTheStrippedText() {
        ParsedDocument parsed = parser.parse(source("scans/review.txt", PDF_BYTES));
        assertEquals("First page.\n\nRecall on page two.", parsed.text());
        assertEquals(List.of(0, 12), parsed.pageStarts());
        assertEquals(List.of(new CodeBlock(0, 11)), parsed.code(), "the code block still spans 'First page.'");
        assertEquals(List.of(new Section(0, parsed.text().length(), "review", Section.Kind.TITLE),
                new Section(12, parsed.text().length(), "Recall", Section.Kind.HEADING)), parsed.sections());
        assertEquals("review", parsed.title(), "without a title of its own the file name is the title");
        assertEquals("application/pdf", parsed.charset());
    }

    @Test
    void textIsStillParsedByItsExtensionAndTheUnsupportedNamesTheExtractorsFormats() {
        ParsedDocument text = parser.parse(source("notes.txt", "Plain notes.".getBytes(StandardCharsets.UTF_8)));
        assertTrue(text.pageStarts().isEmpty());
        RejectedDocumentException refused = assertThrows(RejectedDocumentException.class,
                () -> parser.parse(source("tool.exe", "MZ".getBytes(StandardCharsets.US_ASCII))));
        assertEquals(Reason.UNSUPPORTED_TYPE, refused.reason());
        assertTrue(refused.getMessage().endsWith("and by content PDF"), refused.getMessage());
    }

    private static SourceDocument source(String key, byte[] content) {
        return new SourceDocument(new DocumentId("default", key), null, content);
    }
}
