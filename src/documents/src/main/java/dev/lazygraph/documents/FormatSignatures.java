package dev.lazygraph.documents;

import java.nio.charset.StandardCharsets;

/**
 * Whether content may be one of the formats read through Tika, by the leading bytes Tika's own detector keys
 * those formats on (its tika-mimetypes.xml magic, and the zip and OLE2 containers its container detectors open):
 * a PDF header ({@code %PDF-}, after a byte-order mark, or {@code %PDF-1.}/{@code %PDF-2.} within the first half
 * kilobyte, as Tika also accepts), a zip's local header (Office, OpenDocument, EPUB), an OLE2 header (an Office
 * file encrypted with a password) or {@code {\rtf}. Content that starts otherwise is never any of them, so text,
 * Markdown and HTML go to the text parsers without Tika's detector, its media-type registry or a parser being
 * loaded. Hand-written because the check must not load Tika itself; it is a superset: Tika still decides what a
 * candidate is.
 */
final class FormatSignatures {
    private static final byte[] PDF = ascii("%PDF-");
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final byte[] PDF_1 = ascii("%PDF-1.");
    private static final byte[] PDF_2 = ascii("%PDF-2.");
    /** Tika looks for a late PDF header at offsets 1 to 512. */
    private static final int LATE_PDF_HEADER_END = 512;
    /** Every zip signature Tika's magic knows begins so, and OpenDocument's magic needs only these two bytes. */
    private static final byte[] ZIP = ascii("PK");
    private static final byte[] OLE2 = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, (byte) 0xA1, (byte) 0xB1, 0x1A,
            (byte) 0xE1};
    /** Tika accepts the OLE2 header at offsets 0 to 8. */
    private static final int OLE2_LAST_OFFSET = 8;
    private static final byte[] RTF = ascii("{\\rtf");

    private FormatSignatures() {
    }

    /** @return false only when the content cannot be any format Tika reads here */
    static boolean mayBeReadByTika(byte[] content) {
        return startsWith(content, PDF, 0) || startsWith(content, UTF8_BOM, 0) && startsWith(content, PDF, UTF8_BOM.length)
                || occursWithin(content, PDF_1, 1, LATE_PDF_HEADER_END) || occursWithin(content, PDF_2, 1, LATE_PDF_HEADER_END)
                || startsWith(content, ZIP, 0) || occursWithin(content, OLE2, 0, OLE2_LAST_OFFSET)
                || startsWith(content, RTF, 0);
    }

    private static boolean occursWithin(byte[] content, byte[] marker, int firstOffset, int lastOffset) {
        for (int offset = firstOffset; offset <= lastOffset; offset++) {
            if (startsWith(content, marker, offset)) {
                return true;
            }
        }
        return false;
    }

    private static boolean startsWith(byte[] content, byte[] marker, int offset) {
        if (offset + marker.length > content.length) {
            return false;
        }
        for (int i = 0; i < marker.length; i++) {
            if (content[offset + i] != marker[i]) {
                return false;
            }
        }
        return true;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
