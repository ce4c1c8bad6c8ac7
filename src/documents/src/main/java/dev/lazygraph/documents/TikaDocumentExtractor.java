package dev.lazygraph.documents;

import dev.lazygraph.core.document.DocumentExtractor;
import dev.lazygraph.core.document.ExtractedDocument;
import dev.lazygraph.core.document.ExtractionLimits;
import dev.lazygraph.core.document.RejectedDocumentException;
import dev.lazygraph.core.document.RejectedDocumentException.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.apache.tika.detect.Detector;
import org.apache.tika.extractor.EmbeddedDocumentExtractor;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.microsoft.OfficeParserConfig;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.xml.sax.ContentHandler;

/**
 * Reads PDF, Office (DOCX, PPTX, XLSX), OpenDocument (ODT, ODP, ODS), RTF and EPUB through Apache Tika,
 * recognized by their content, into text with its headings and pages ({@link XhtmlBlocks}, {@link PageLayout}).
 *
 * <p>What a document cannot give is refused with the reason, never half read: a password
 * (ENCRYPTED), pages without a text layer (NO_TEXT), a file cut short or damaged (CORRUPT), text over the
 * character limit (TOO_LARGE), a zip bomb, nesting deeper than Tika's limits or a parse longer than the time
 * limit (OVER_LIMIT). Documents embedded in a document (attachments, OLE objects) are not read. A failure that
 * is not the document's (an error of this code, a missing class, memory running out) is thrown, so the
 * caller can retry ({@link ReadFailures} tells which). Thread-safe: each document is read on a thread of its
 * own so that the time limit holds even over a parser that never returns (that thread is abandoned to finish
 * or hang alone).
 */
public final class TikaDocumentExtractor implements DocumentExtractor {
    /** PDFBox keeps up to this much of a PDF in memory, the rest in a temporary file. */
    static final long PDF_MAIN_MEMORY_BYTES = 64L * 1024 * 1024;
    private static final Pattern FILE_NAME_TITLE = Pattern.compile(
            "(?i)(microsoft (word|powerpoint|excel) - .*|.*\\.(docx?|pptx?|xlsx?|pdf|odt|odp|ods|rtf|epub|txt))");

    private final ExtractionLimits limits;
    private final Detector detector;
    private final Parser parser;
    private final ExecutorService readers = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "document-reader");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * @param detector recognizes a document's format by its content
     * @param parser   reads a document into Tika's XHTML (normally an {@code AutoDetectParser} over
     *                 {@link TikaParsers#standard}, which also applies Tika's zip-bomb and nesting limits)
     */
    public TikaDocumentExtractor(ExtractionLimits limits, Detector detector, Parser parser) {
        this.limits = limits;
        this.detector = detector;
        this.parser = parser;
    }

    /** The standard parsers of the formats above, with Tika's default limits. */
    public static TikaDocumentExtractor standard(ExtractionLimits limits) {
        return new TikaDocumentExtractor(limits, TikaParsers.detector(), TikaParsers.standard());
    }

    @Override
    public String formats() {
        return Format.names();
    }

    @Override
    public Optional<ExtractedDocument> extract(byte[] content, String key) {
        MediaType type = detect(content);
        if (type.getBaseType().equals(Format.ENCRYPTED_OFFICE)) {
            throw new RejectedDocumentException(Reason.ENCRYPTED,
                    "encrypted: a password-protected Office document cannot be read");
        }
        Optional<Format> format = Format.of(type);
        if (format.isEmpty()) {
            return Optional.empty();
        }
        if (!FileEnd.isComplete(content, format.get().container())) {
            throw new RejectedDocumentException(Reason.CORRUPT, "truncated " + format.get()
                    + ": the file ends before the format's end marker (a copy or upload cut short?)");
        }
        Future<ExtractedDocument> reading = readers.submit(() -> read(content, format.get(), type));
        try {
            return Optional.of(reading.get(limits.timeLimit().toMillis(), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            reading.cancel(true);
            throw new RejectedDocumentException(Reason.OVER_LIMIT, String.format(
                    "reading the %s took longer than the limit of %d s", format.get(), limits.timeLimit().toSeconds()));
        } catch (InterruptedException e) {
            reading.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading a " + format.get(), e);
        } catch (ExecutionException e) {
            throw ReadFailures.refusalOrFault(e.getCause(), format.get(), limits);
        }
    }

    private MediaType detect(byte[] content) {
        try (TikaInputStream stream = TikaInputStream.get(content)) {
            return detector.detect(stream, new Metadata());
        } catch (IOException e) {
            throw new UncheckedIOException("detecting the format of bytes in memory", e);
        }
    }

    private ExtractedDocument read(byte[] content, Format format, MediaType type) throws Exception {
        if (format.container() == Format.Container.ZIP) {
            ZipLimits.check(content);
        }
        StructureMarks.Marked marked = switch (format) {
            case DOCX -> DocxPageBreaks.mark(content);
            case ODT, ODP, ODS -> OdfStructure.mark(content, format);
            default -> StructureMarks.Marked.unchanged(content);
        };
        PdfOutline outline = new PdfOutline();
        XhtmlBlocks blocks = new XhtmlBlocks(limits.maxCharacters(), marked.pages());
        Metadata metadata = new Metadata();
        List<SlideTitles.Slide> slideTitles = List.of();
        try (TikaInputStream stream = TikaInputStream.get(marked.content())) {
            if (format.container() == Format.Container.ZIP) {
                // From a file, POI and Tika read a zip's entries where they lie instead of inflating all of them.
                Path file = stream.getPath();
                if (format == Format.PPTX) {
                    slideTitles = SlideTitles.read(file);
                }
            }
            parser.parse(stream, blocks, metadata, context(outline));
        }
        List<Block> read = format == Format.PPTX ? SlideTitles.asHeadings(blocks.blocks(), slideTitles) : blocks.blocks();
        if (read.isEmpty()) {
            throw format == Format.PDF
                    ? new RejectedDocumentException(Reason.NO_TEXT, "no text: a scanned image? OCR is not done ("
                    + pages(blocks.pages()) + " without a text layer)")
                    : new RejectedDocumentException(Reason.EMPTY, "empty document: the " + format + " has no text");
        }
        PageLayout.Laid laid = PageLayout.layout(read, blocks.pages(), outline.entries());
        return new ExtractedDocument(type.getBaseType().toString(), title(metadata), laid.text(), laid.headings(),
                laid.pageStarts(), laid.code());
    }

    private static ParseContext context(PdfOutline outline) {
        ParseContext context = new ParseContext();
        context.set(PdfOutline.class, outline);
        context.set(PDFParserConfig.class, TikaParsers.pdfConfig(PDF_MAIN_MEMORY_BYTES));
        context.set(OfficeParserConfig.class, TikaParsers.officeConfig());
        context.set(EmbeddedDocumentExtractor.class, NoEmbeddedDocuments.INSTANCE);
        return context;
    }

    /** The document's own title; not one that only names the file it was made from ("Microsoft Word - a.docx"). */
    private static String title(Metadata metadata) {
        String title = metadata.get(TikaCoreProperties.TITLE);
        return title == null || FILE_NAME_TITLE.matcher(title.strip()).matches() ? "" : title.strip();
    }

    private static String pages(int pages) {
        return pages == 1 ? "1 page" : pages + " pages";
    }

    /** Embedded documents (attachments, OLE objects, pictures) are not the document's own text. */
    private enum NoEmbeddedDocuments implements EmbeddedDocumentExtractor {
        INSTANCE;

        @Override
        public boolean shouldParseEmbedded(Metadata metadata) {
            return false;
        }

        @Override
        public void parseEmbedded(InputStream stream, ContentHandler handler, Metadata metadata, boolean outputHtml) {
            // never asked: shouldParseEmbedded is false
        }
    }
}
