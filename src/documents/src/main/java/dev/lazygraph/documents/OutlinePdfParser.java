package dev.lazygraph.documents;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import org.apache.pdfbox.io.RandomAccessStreamCache;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParser;

/**
 * Tika's PDF parser that also reads the bookmarks with their pages into the {@link PdfOutline} of the parse
 * context, from the document it has just opened. Tika keeps the destinations of bookmarks to itself
 * ({@link PDOutlineItem#findDestinationPage} needs the open document), and opening the PDF a second time
 * for them would double the cost of the largest inputs.
 */
final class OutlinePdfParser extends PDFParser {

    @Override
    protected PDDocument getPDDocument(InputStream inputStream, String password,
                                       RandomAccessStreamCache.StreamCacheCreateFunction streamCache,
                                       Metadata metadata, ParseContext context) throws IOException {
        return withOutline(super.getPDDocument(inputStream, password, streamCache, metadata, context), context);
    }

    @Override
    protected PDDocument getPDDocument(Path path, String password,
                                       RandomAccessStreamCache.StreamCacheCreateFunction streamCache,
                                       Metadata metadata, ParseContext context) throws IOException {
        return withOutline(super.getPDDocument(path, password, streamCache, metadata, context), context);
    }

    private static PDDocument withOutline(PDDocument document, ParseContext context) throws IOException {
        PdfOutline outline = context.get(PdfOutline.class);
        if (outline != null) {
            outline.read(document);
        }
        return document;
    }
}
