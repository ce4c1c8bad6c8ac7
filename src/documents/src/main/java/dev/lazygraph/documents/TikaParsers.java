package dev.lazygraph.documents;

import org.apache.tika.detect.DefaultDetector;
import org.apache.tika.detect.Detector;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.epub.EpubParser;
import org.apache.tika.parser.microsoft.OfficeParserConfig;
import org.apache.tika.parser.microsoft.ooxml.OOXMLParser;
import org.apache.tika.parser.microsoft.rtf.RTFParser;
import org.apache.tika.parser.odf.OpenDocumentParser;
import org.apache.tika.parser.pdf.PDFParserConfig;

/**
 * The Tika parsers and settings of the formats read: these parsers only, named here rather than found on the
 * class path, so no other parser is ever run and the modules of the others need not be shipped.
 */
final class TikaParsers {

    private TikaParsers() {
    }

    /** Tika's detector: magic bytes, and the contents of zip and OLE2 containers (Office, OpenDocument, EPUB). */
    static Detector detector() {
        return new DefaultDetector();
    }

    /** The formats' parsers behind detection and Tika's limits on output ratio and nesting (its zip-bomb guard). */
    static Parser standard() {
        return new AutoDetectParser(detector(), new OutlinePdfParser(), new OOXMLParser(), new OpenDocumentParser(),
                new RTFParser(), new EpubParser());
    }

    /** Text in reading order without OCR; bookmarks come from {@link PdfOutline}, not as text after the pages. */
    static PDFParserConfig pdfConfig(long mainMemoryBytes) {
        PDFParserConfig config = new PDFParserConfig();
        config.setOcrStrategy(PDFParserConfig.OCR_STRATEGY.NO_OCR);
        config.setExtractBookmarksText(false);
        config.setExtractInlineImages(false);
        config.setSuppressDuplicateOverlappingText(true);
        config.setMaxMainMemoryBytes(mainMemoryBytes);
        return config;
    }

    /** The body only: page headers and footers and slide-master placeholders repeat on every page. */
    static OfficeParserConfig officeConfig() {
        OfficeParserConfig config = new OfficeParserConfig();
        config.setIncludeHeadersAndFooters(false);
        config.setIncludeSlideMasterContent(false);
        config.setIncludeDeletedContent(false);
        config.setIncludeMoveFromContent(false);
        return config;
    }
}
