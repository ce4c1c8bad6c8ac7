package dev.lazygraph.documents;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Optional;
import java.util.function.Function;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * Structure Tika's parsers drop (where a Word or OpenDocument page starts, which paragraph is a slide's
 * title), put back into the document before Tika reads it: private-use characters written into the text of
 * its main XML part, which {@link XhtmlBlocks} reads as structure and never as text. Every other part of the
 * zip is copied as it is, compressed bytes and all.
 */
final class StructureMarks {
    /** A page (or slide) starts here. */
    static final char PAGE = '\uE000';
    /** The paragraph starting here is a slide's title. */
    static final char TITLE = '\uE001';

    /** The document, marked, and how its pages are marked. */
    record Marked(byte[] content, Pages pages) {
        static Marked unchanged(byte[] content) {
            return new Marked(content, Pages.NONE);
        }
    }

    /** NONE: no page marks; NEXT: a mark starts each page after the first; EVERY: a mark starts every page. */
    enum Pages {
        NONE, NEXT, EVERY;

        /** The page before the first mark. */
        int initial() {
            return this == NEXT ? 1 : 0;
        }
    }

    private StructureMarks() {
    }

    /**
     * @param marking the part's XML with its marks, and how its pages are marked; empty when there is
     *                nothing to mark (the document is then returned as it is)
     * @throws IOException when it is not a readable zip
     */
    static Marked mark(byte[] zip, String part, Function<String, Optional<Marking>> marking) throws IOException {
        try (ZipFile file = ZipFile.builder().setSeekableByteChannel(new SeekableInMemoryByteChannel(zip)).get()) {
            ZipArchiveEntry entry = file.getEntry(part);
            if (entry == null) {
                return Marked.unchanged(zip);
            }
            String xml;
            try (InputStream in = file.getInputStream(entry)) {
                // A mark the document held itself would read as structure: none may remain.
                xml = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                        .replace(String.valueOf(PAGE), "").replace(String.valueOf(TITLE), "");
            }
            Optional<Marking> marked = marking.apply(xml);
            if (marked.isEmpty()) {
                return Marked.unchanged(zip);
            }
            return new Marked(rewritten(file, part, marked.get().xml()), marked.get().pages());
        }
    }

    /** A part's XML with marks, and how they mark its pages. */
    record Marking(String xml, Pages pages) {
    }

    private static byte[] rewritten(ZipFile zip, String part, String xml) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream rewritten = new ZipArchiveOutputStream(out)) {
            for (ZipArchiveEntry entry : Collections.list(zip.getEntriesInPhysicalOrder())) {
                if (entry.getName().equals(part)) {
                    rewritten.putArchiveEntry(new ZipArchiveEntry(part));
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
