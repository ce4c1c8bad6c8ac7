package dev.lazygraph.documents;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * Puts the page breaks of a .docx into its text, where Tika's Word extractor drops them. A .docx has no fixed
 * pages, but Word records where each page began when it last laid the document out
 * ({@code <w:lastRenderedPageBreak/>}), and authors put hard page breaks ({@code <w:br w:type="page"/>}).
 * Each such element of {@code word/document.xml} becomes a run of text holding {@link #MARK}, a private-use
 * character that {@link XhtmlBlocks} reads as "a page starts here"; the rendered breaks when Word left any
 * (they already include the hard ones), else the hard breaks. Every other part is copied as it is,
 * compressed bytes and all.
 */
final class DocxPageBreaks {
    static final char MARK = '\uE000';
    private static final String DOCUMENT_PART = "word/document.xml";
    private static final Pattern RENDERED = Pattern.compile("<w:lastRenderedPageBreak\\s*/>");
    private static final Pattern HARD = Pattern.compile("<w:br\\b[^>]*\\bw:type=\"page\"[^>]*/>");
    private static final String MARK_RUN_TEXT = "<w:t>" + MARK + "</w:t>";

    /** The document with its page breaks marked; {@code paged} is false (and nothing changed) when it has none. */
    record Marked(byte[] content, boolean paged) {
    }

    private DocxPageBreaks() {
    }

    static boolean isMark(char c) {
        return c == MARK;
    }

    /**
     * @param docx a .docx within {@link ZipLimits}
     * @throws IOException when it is not a readable zip
     */
    static Marked mark(byte[] docx) throws IOException {
        try (ZipFile zip = ZipFile.builder().setSeekableByteChannel(new SeekableInMemoryByteChannel(docx)).get()) {
            ZipArchiveEntry part = zip.getEntry(DOCUMENT_PART);
            if (part == null) {
                return new Marked(docx, false);
            }
            String xml;
            try (InputStream in = zip.getInputStream(part)) {
                // A mark the document held itself would read as a page: none may remain.
                xml = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace(String.valueOf(MARK), "");
            }
            Matcher rendered = RENDERED.matcher(xml);
            Matcher breaks = rendered.find() ? rendered.reset() : HARD.matcher(xml);
            if (!breaks.find()) {
                return new Marked(docx, false);
            }
            return new Marked(rewritten(zip, part, breaks.reset().replaceAll(MARK_RUN_TEXT)), true);
        }
    }

    private static byte[] rewritten(ZipFile zip, ZipArchiveEntry part, String xml) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream rewritten = new ZipArchiveOutputStream(out)) {
            for (ZipArchiveEntry entry : Collections.list(zip.getEntriesInPhysicalOrder())) {
                if (entry.getName().equals(part.getName())) {
                    ZipArchiveEntry replaced = new ZipArchiveEntry(part.getName());
                    rewritten.putArchiveEntry(replaced);
                    rewritten.write(xml.getBytes(StandardCharsets.UTF_8));
                    rewritten.closeArchiveEntry();
                } else {
                    rewritten.addRawArchiveEntry(entry, zip.getRawInputStream(entry));
                }
            }
        }
        return out.toByteArray();
    }
}
